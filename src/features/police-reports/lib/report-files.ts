/**
 * Saving what `generate` returns (docs/police-reports.md#the-page): the authority's file as it is (Italy's
 * `.txt` in UTF-8 with its CRLFs, Spain's and Portugal's XML), and for Spain the ZIP + Base64 form its web
 * service takes, as a text file beside it.
 */
import type { PoliceReportFile } from '@shared/police/report-request';
import { downloadFile } from '@/lib/download';

/** The name of the ZIP + Base64 companion of an SES file: `ses-2026-11-27.xml` → `ses-2026-11-27.zip.b64`. */
export const zipBase64Name = (fileName: string) => fileName.replace(/\.xml$/, '') + '.zip.b64';

/** Downloads the report's file. */
export function downloadReportFile(result: PoliceReportFile): void {
  downloadFile(result.file.name, [result.file.text], `${result.file.mediaType};charset=utf-8`);
}

/** Downloads the SES ZIP + Base64 form (nothing for the other authorities). */
export function downloadZipBase64(result: PoliceReportFile): void {
  if (result.zipBase64)
    downloadFile(zipBase64Name(result.file.name), [result.zipBase64], 'text/plain;charset=us-ascii');
}

/** The authority's name as staff know it. */
export const AUTHORITY_NAMES: Record<string, string> = {
  alloggiati: 'Alloggiati Web (Italy)',
  ses: 'SES.HOSPEDAJES (Spain)',
  siba: 'SIBA (Portugal)',
};
