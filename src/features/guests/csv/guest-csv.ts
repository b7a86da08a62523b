/**
 * Builds guest_list.csv (docs/product.md#guest-list Export CSV) with papaparse: one column per field of the
 * guest field registry, in its presentation's order (header = the field's label, value as the details table reads it) plus the check-in
 * and check-out times. Cells that a spreadsheet would run as a formula (starting with = + - @ tab or CR)
 * get a leading apostrophe (OWASP "CSV Injection"). Pure and DOM-free so it runs in the export Web Worker
 * and in tests.
 */
import Papa from 'papaparse';
import type { Guest } from '../api/guest-columns';
import type { GuestValues } from '../api/export-columns';
import { listColumnsOf } from '../fields/guest-field-display';
import { FIELD_ORDER } from '../fields/guest-field-presentation';

/** Display helpers say '-' for "none"; a CSV cell says nothing. */
const cell = (shown: string) => (shown === '-' ? '' : shown);

const COLUMNS = FIELD_ORDER.flatMap(listColumnsOf);

const FORMULA_START = /^[=+\-@\t\r]/;
/** An international phone number (`+353 1 234 5678`, `+1 (555) 010-0199`): digits and separators only,
 * so even read as a formula it could only do arithmetic, never call a function or read a cell. */
const PHONE_NUMBER = /^\+[\d ().-]+$/;

/** Neutralises spreadsheet formulas: `=SUM(A1)` → `'=SUM(A1)`; phone numbers stay as typed. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PHONE_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** One CSV row of a guest: each column's text, formulas neutralised. */
const cellsOf = (g: Guest) => COLUMNS.map(([, text]) => neutraliseFormula(cell(text(g))));

// Every field quoted: a spreadsheet splitting on ';' (some locales) cannot cut a cell into a formula.
const unparse = (rows: string[][], header: boolean) =>
  Papa.unparse({ fields: COLUMNS.map(([name]) => name), data: rows }, { newline: '\r\n', header, quotes: true });

/**
 * @param guests rows as read from `public.guests`
 * @param options.header start with the header row (default true; the export's later pages omit it)
 * @returns CSV lines joined by CRLF, without a trailing line end
 */
export function buildGuestCsv(guests: readonly Guest[], { header = true }: { header?: boolean } = {}): string {
  return unparse(guests.map(cellsOf), header);
}

/**
 * The same CSV from rows of values (the export's wire form), without an object per guest: one row
 * object is refilled for each, since the cells are read before the next.
 * @param page `rows[i][j]` is the value of `columns[j]`; the columns must include EXPORT_COLUMNS
 */
export function buildGuestCsvFromValues({ columns, rows }: GuestValues, { header = true } = {}): string {
  const row: Record<string, unknown> = {};
  return unparse(
    rows.map((values) => {
      for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i];
      return cellsOf(row as Guest);
    }),
    header,
  );
}
