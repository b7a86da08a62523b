/**
 * Builds guest_list.csv (docs/product.md#screens-and-routes Export CSV) with papaparse. Cells that a spreadsheet would run as a
 * formula (starting with = + - @ tab or CR) get a leading apostrophe (OWASP "CSV Injection").
 * Pure and DOM-free so it runs in the export Web Worker and in tests.
 */
import Papa from 'papaparse';
import { formatDate, formatTime } from '@/lib/format';
import { shownCheckoutDate } from '../api/checkout-date';
import type { Guest } from '../api/guest-columns';

export const CSV_FILE_NAME = 'guest_list.csv';

/** Display helpers say '-' for "none"; a CSV cell says nothing. */
const cell = (shown: string) => (shown === '-' ? '' : shown);

const COLUMNS: [header: string, value: (g: Guest) => string | null | undefined][] = [
  ['First Name', (g) => g.first_name],
  ['Last Name', (g) => g.last_name],
  ['Passport Number', (g) => g.passport_number],
  ['Nationality', (g) => g.nationality],
  ['Travel Agent', (g) => g.travel_agent_name],
  ['Email', (g) => g.email],
  ['Phone', (g) => g.phone],
  ['Room', (g) => g.room],
  ['Check-In Date', (g) => cell(formatDate(g.check_in ?? g.registered_at))],
  ['Check-In Time', (g) => cell(formatTime(g.registered_at))],
  ['Checkout Date', (g) => cell(formatDate(shownCheckoutDate(g)))],
  ['Checkout Time', (g) => cell(formatTime(g.checked_out_at))],
  ['Chauffeur Name', (g) => g.chauffeur_name],
  ['Chauffeur Contact', (g) => g.chauffeur_contact],
];

const FORMULA_START = /^[=+\-@\t\r]/;
/** An international phone number (`+353 1 234 5678`, `+1 (555) 010-0199`): digits and separators only,
 * so even read as a formula it could only do arithmetic, never call a function or read a cell. */
const PHONE_NUMBER = /^\+[\d ().-]+$/;

/** Neutralises spreadsheet formulas: `=SUM(A1)` → `'=SUM(A1)`; phone numbers stay as typed. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PHONE_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** @param guests rows as read from `public.guests`; @returns CSV text with a header row, CRLF line ends. */
export function buildGuestCsv(guests: readonly Guest[]): string {
  const rows = guests.map((g) => COLUMNS.map(([, value]) => neutraliseFormula(value(g) ?? '')));
  // Every field quoted: a spreadsheet splitting on ';' (some locales) cannot cut a cell into a formula.
  return Papa.unparse({ fields: COLUMNS.map(([header]) => header), data: rows }, { newline: '\r\n', quotes: true });
}
