/**
 * The `police-report` edge function's request and answer (docs/police-reports.md#the-edge-function): one
 * zod schema for the Police reports page and the function, so both refuse the same bodies. Imports no
 * renderer or code table, so the page's initial JS stays small.
 */
import { z } from 'zod';
import { uuidField } from '../fields.ts';

/** Stays of one request: one SES file holds at most 100 communications (one per stay). */
export const MAX_STAYS_PER_REPORT = 100;

export const policeReportRequestSchema = z.strictObject({
  /** `check`: the problems, nothing recorded; `generate`: record the file and return it. */
  action: z.enum(['check', 'generate'], { error: "Must be one of 'check', 'generate'" }),
  stayIds: z
    .array(uuidField(), { error: 'Must be a list of stay ids' })
    .min(1, 'Select at least one stay')
    .max(MAX_STAYS_PER_REPORT, `Select at most ${MAX_STAYS_PER_REPORT} stays for one file`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each stay at most once'),
});
export type PoliceReportRequest = z.infer<typeof policeReportRequestSchema>;

/** One problem, tied to the stay and the guest it is about so the page can link to the guest's record. */
export interface ReportProblem {
  severity: 'error' | 'notice';
  stayId: string;
  /** Null for a problem of the stay or the hotel. */
  guestId: string | null;
  /** The stay's contract reference, else the lead's name. */
  stay: string;
  /** "First LAST", or null. */
  traveller: string | null;
  /** The field in the authority's terms ('Comune Nascita', 'parentesco') or the record's ('Date of Birth'). */
  field: string;
  message: string;
}

/** The authorities the function renders for (`hotels.police_authority`). */
export type PoliceAuthority = 'alloggiati' | 'ses' | 'siba';

/** `check`'s data. */
export interface PoliceReportCheck {
  authority: PoliceAuthority;
  problems: ReportProblem[];
}

/** `generate`'s data: the recorded row's essentials and the file. */
export interface PoliceReportFile {
  authority: PoliceAuthority;
  report: { id: string; fileName: string; sha256: string; createdAt: string; guests: number };
  file: { name: string; mediaType: string; text: string };
  /** SES: the ZIP + Base64 form the web service takes (docs/police-reports.md#spain-seshospedajes). */
  zipBase64: string | null;
  notices: ReportProblem[];
}
