/**
 * Alloggiati Web's record: one 168-character line per guest (docs/police-reports.md#italy-alloggiati-web),
 * fields left-aligned and padded with spaces to their width, in this order. Transcribed from the
 * portal's "Tracciato record" as independent sources agree (docs/decisions.md#police-code-tables).
 */

/** The fields in order with their widths; they add up to 168. */
export const RECORD_FIELDS = [
  ['Tipo Alloggiato', 2],
  ['Data Arrivo', 10],
  ['Numero Giorni di Permanenza', 2],
  ['Cognome', 50],
  ['Nome', 30],
  ['Sesso', 1],
  ['Data Nascita', 10],
  ['Comune Nascita', 9],
  ['Provincia Nascita', 2],
  ['Stato Nascita', 9],
  ['Cittadinanza', 9],
  ['Tipo Documento', 5],
  ['Numero Documento', 20],
  ['Luogo Rilascio Documento', 9],
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number][0];
export const RECORD_LENGTH = 168;
/** At most this many lines in one uploaded file. */
export const MAX_LINES_PER_FILE = 1000;

/**
 * One record from its field values (missing = spaces).
 * @throws Error when a value is wider than its field (the rules check widths first)
 */
export function record(values: Partial<Record<RecordField, string>>): string {
  const line = RECORD_FIELDS.map(([name, width]) => {
    const value = values[name] ?? '';
    if (value.length > width) throw new Error(`${name} "${value}" is wider than ${width} characters`);
    return value.padEnd(width, ' ');
  }).join('');
  if (line.length !== RECORD_LENGTH) throw new Error(`record of ${line.length} characters`);
  return line;
}

/** `2026-11-20` → `20/11/2026` (gg/mm/aaaa). */
export const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Letters that do not decompose into a base letter and accents. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Ø: 'O',
  ø: 'O',
  Œ: 'OE',
  œ: 'OE',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  '’': "'",
  '‘': "'",
};

/**
 * A name as the record holds it: upper-case A–Z, spaces, apostrophes and hyphens, accents dropped
 * (no written rule of the portal was found; every implementation writes plain upper case).
 * @returns `text`, whether letters lost their accents (`changed`), and characters it cannot write
 */
export function plainName(name: string): { text: string; changed: boolean; unwritable: string[] } {
  const replaced = [...name].map((c) => SPECIAL_LETTERS[c] ?? c).join('');
  const text = replaced.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
  const unwritable = [...new Set(text.match(/[^A-Z' -]/g) ?? [])];
  return { text, changed: text !== name.toUpperCase().replace(/\s+/g, ' ').trim(), unwritable };
}
