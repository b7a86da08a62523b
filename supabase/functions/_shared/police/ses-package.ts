/**
 * The form SES.HOSPEDAJES's web service takes a PV file in (spec v3.1.3 ap. 3, `solicitud`): the UTF-8
 * XML compressed as a ZIP archive, then Base64-encoded (docs/police-reports.md#submission).
 * ZIP by fflate (one DEFLATE entry); Base64 by the platform's btoa.
 */
import { strToU8, zipSync } from 'fflate';

/** Name of the XML inside the ZIP (the spec does not prescribe one). */
export const SES_ZIP_ENTRY = 'parte-viajeros.xml';

/**
 * @param xml an altaParteHospedaje document, as renderSes returns it
 * @param modified the entry's timestamp (ZIP keeps local time to 2 s); fixed in tests for stable bytes
 * @returns the Base64 text of a ZIP archive holding the XML as SES_ZIP_ENTRY
 */
export function sesSolicitud(xml: string, modified = new Date()): string {
  const zip = zipSync({ [SES_ZIP_ENTRY]: [strToU8(xml), { level: 9, mtime: modified }] });
  let binary = '';
  for (let i = 0; i < zip.length; i += 0x8000) binary += String.fromCharCode(...zip.subarray(i, i + 0x8000));
  return btoa(binary);
}
