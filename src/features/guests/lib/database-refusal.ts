/**
 * Puts a database refusal of a guest edit on the field it concerns (docs/product.md#guest-fields):
 * PostgREST answers a check violation with SQLSTATE 23514 and the constraint's name in `message`,
 * a NOT NULL violation with 23502 and the column's name. The field registry maps both to a field.
 */
import { GUEST_FIELDS, MAX_STAY_DAYS, type GuestField, type GuestFieldKey } from '@shared/guest-fields';
import { fieldForDatabaseError } from '@shared/guest-schema';

export type FieldRefusal = { field: GuestFieldKey; message: string };

const isPostgrestError = (error: unknown): error is { code: string; message: string } =>
  typeof error === 'object' && error !== null && 'code' in error && 'message' in error;

/** What a constraint asks for, by its name's ending (migrations name checks after their rule). */
const RULES: [RegExp, (field: GuestField) => string | undefined][] = [
  [/_length$/, (f) => (f.maxLength ? `Must be at most ${f.maxLength} characters` : undefined)],
  [/_not_before_check_in$/, () => 'Must be on or after check-in'],
  [/stay/, () => `Must be at most ${MAX_STAY_DAYS} days after check-in`],
  [/_range$/, (f) => (f.dateBounds ? `Must be a date from ${f.dateBounds.min} to ${f.dateBounds.max}` : undefined)],
];

/**
 * @param error what `updateGuest` threw
 * @returns the field and a message naming the broken rule and the database's constraint, or null
 *   when the refusal names no single field (the caller keeps its general message)
 */
export function fieldRefusal(error: unknown): FieldRefusal | null {
  if (!isPostgrestError(error) || !['23514', '23502'].includes(error.code)) return null;
  const field = fieldForDatabaseError(error.message);
  if (!field) return null;
  if (error.code === '23502') return { field, message: 'Required' };
  const constraint = /constraint "([^"]+)"/.exec(error.message)?.[1] ?? '';
  const rule = RULES.find(([pattern]) => pattern.test(constraint))?.[1](GUEST_FIELDS[field]) ?? 'Not accepted';
  return { field, message: `${rule} (refused by the database: ${constraint})` };
}
