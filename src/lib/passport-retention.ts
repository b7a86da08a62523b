/**
 * The hotel's passport image rule (docs/product.md#data-protection), stored in
 * `hotels.passport_retention` and `hotels.passport_retention_days`: don't keep images at all,
 * delete them N days (0–365, default 30) after check-out, or keep them until deleted.
 * Shared by Hotel Setup (where it is chosen) and the Data protection page (where it is shown).
 */
export const PASSPORT_RETENTION_RULES = ['dont_keep', 'delete_after_checkout', 'keep'] as const;
export type PassportRetention = (typeof PASSPORT_RETENTION_RULES)[number];

export const DEFAULT_PASSPORT_RETENTION: PassportRetention = 'delete_after_checkout';
export const DEFAULT_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 365;

/** Reads the stored rule defensively: anything unknown counts as the default. */
export function parseRetention(raw: unknown): PassportRetention {
  return PASSPORT_RETENTION_RULES.includes(raw as PassportRetention)
    ? (raw as PassportRetention)
    : DEFAULT_PASSPORT_RETENTION;
}

/** The rule as the screens word it, e.g. `Delete 30 days after check-out`. */
export function describeRetention(rule: PassportRetention, days: number): string {
  if (rule === 'dont_keep') return "Don't keep images";
  if (rule === 'keep') return 'Keep until deleted';
  return `Delete ${days} ${days === 1 ? 'day' : 'days'} after check-out`;
}
