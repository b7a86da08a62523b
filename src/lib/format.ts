/**
 * Display helpers for the spec's timestamp forms (docs/product.md#guest-fields): Firestore-like `{seconds, nanoseconds}`
 * objects (older records), ISO strings (Postgres timestamptz/date as PostgREST sends them) and Date
 * objects. Empty or unreadable values display as '-'.
 */
export type TimestampLike = { seconds: number; nanoseconds?: number } | string | Date | number | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** @returns a valid Date, or null for empty/unreadable input. A bare 'YYYY-MM-DD' is a local calendar date. */
export function toDate(value: TimestampLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) {
      const [y, m, d] = value.split('-').map(Number);
      date = new Date(y, m - 1, d);
    } else date = new Date(value);
  } else if (typeof value === 'object' && typeof value.seconds === 'number') {
    date = new Date(value.seconds * 1000 + Math.floor((value.nanoseconds ?? 0) / 1e6));
  } else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in local time, or '-'. A date-only string is returned as is (no timezone shift). */
export function formatDate(value: TimestampLike): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = toDate(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '-';
}

const timeFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/**
 * `date.toLocaleTimeString(locale)`, from one formatter per locale: each `toLocaleTimeString` call
 * builds a new one, which cost the guest list ~25 ms per page of rows on a phone-speed CPU
 * (docs/architecture.md#performance). The options are those `toLocaleTimeString` uses (ECMA-402).
 */
function localTime(date: Date, locale: string | undefined): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', second: 'numeric' });
    timeFormats.set(locale, format);
  }
  return format.format(date);
}

/** The local time string (browser locale, e.g. '2:05:09 PM'), or '-'. A date-only value has no time: '-'. */
export function formatTime(value: TimestampLike, locale?: string): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return '-';
  const date = toDate(value);
  return date ? localTime(date, locale) : '-';
}

/** Local date and time, or '-'. */
export function formatDateTime(value: TimestampLike, locale?: string): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${localTime(date, locale)}` : '-';
}

/** Text for an optional field: '-' when empty. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '-';
}
