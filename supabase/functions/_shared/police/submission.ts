/**
 * The seam for sending a report to the authority's web service (docs/police-reports.md#submission).
 * Direct submission is not built: the authorities' services are out of reach here and each needs the
 * hotel's own credentials. Staff upload the file on the portal and record the receipt number instead.
 * A real submitter (Alloggiati's `Send`, SES's `comunicacion`, SIBA's `EntregaBoletinsAlojamento`)
 * implements this interface; until then every hotel gets the not-configured one.
 */
import type { PoliceFormat } from './render.ts';

/** A file ready to send, as the renderer made it. */
export interface ReportFile {
  format: PoliceFormat;
  name: string;
  /** The file's text (Alloggiati records, or the XML). */
  text: string;
}

/** What the authority answered. */
export type SubmissionResult =
  | { status: 'accepted'; receiptNumber: string }
  | { status: 'refused'; reasons: string[] }
  | { status: 'not-configured'; message: string };

export interface PoliceSubmitter {
  /** Sends one file; never throws for an authority's refusal (that is a result), only for transport failures. */
  submit(file: ReportFile): Promise<SubmissionResult>;
}

/** The submitter of every hotel today: says how to report by hand. */
export const notConfiguredSubmitter: PoliceSubmitter = {
  submit(file) {
    return Promise.resolve({
      status: 'not-configured',
      message:
        `Sending to the ${file.format === 'alloggiati' ? 'Alloggiati Web' : file.format === 'ses' ? 'SES.HOSPEDAJES' : 'SIBA'} ` +
        'web service is not set up. Upload the file on the portal, then record the receipt number it gives.',
    });
  },
};
