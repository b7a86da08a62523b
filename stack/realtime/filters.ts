/**
 * postgres_changes row filters as Realtime parses and evaluates them (docs/local-stack.md#realtime;
 * rt `realtime_filter_parser.ex`, walrus `is_visible_through_filters` / `check_equality_op`):
 * `column=op.value`, ops eq neq lt lte gt gte in (`in.(a,b)`, at most 100 values), several filters
 * joined by commas mean AND. A null column value, or a filter column missing from the row image,
 * never matches.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  op: FilterOp;
  /** One value, or the list for `in`. */
  value: string | string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const MAX_IN_VALUES = 100;

/** Error with Realtime's wording for an unparsable filter. */
export class InvalidFilterError extends Error {}

/**
 * Parses a client filter string such as `hotel_id=eq.5c1f…` or `room=in.(101,102)`.
 * @returns [] for an absent or empty filter
 * @throws InvalidFilterError for unknown operators, a missing `=`, or too many `in` values
 */
export function parseFilters(filter: string | null | undefined): RowFilter[] {
  if (filter == null || filter.trim() === '') return [];
  return splitTopLevel(filter).map((part) => {
    const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(part);
    if (!match || !OPS.has(match[2] as FilterOp))
      throw new InvalidFilterError(`Error parsing \`filter\` params: ${part}`);
    const [, column, op, rawValue] = match as unknown as [string, string, FilterOp, string];
    if (op !== 'in') return { column: column.trim(), op, value: rawValue };
    const list = /^\((.*)\)$/s.exec(rawValue.trim());
    if (!list) throw new InvalidFilterError(`Error parsing \`filter\` params: ${part}`);
    const values = list[1].trim() === '' ? [] : splitTopLevel(list[1]).map(unquote);
    if (values.length > MAX_IN_VALUES) throw new InvalidFilterError('too many values for `in` filter. Maximum 100');
    return { column: column.trim(), op, value: values };
  });
}

/** Type categories that decide how two values compare (Postgres casts both sides to the column type). */
const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const TIME_TYPES = new Set(['timestamptz', 'timestamp', 'date']);

/**
 * Whether a row passes every filter.
 * @param row column name → value in Postgres text form (null for SQL NULL); absent key = not in the image
 * @param types column name → Postgres `typname`
 */
export function rowMatchesFilters(
  filters: RowFilter[],
  row: Record<string, string | null | undefined>,
  types: Record<string, string>,
): boolean {
  return filters.every((filter) => {
    const actual = row[filter.column];
    if (actual == null) return false;
    const type = types[filter.column] ?? 'text';
    if (filter.op === 'in') return (filter.value as string[]).some((v) => compare(actual, v, type) === 0);
    const order = compare(actual, filter.value as string, type);
    if (Number.isNaN(order)) return false;
    switch (filter.op) {
      case 'eq':
        return order === 0;
      case 'neq':
        return order !== 0;
      case 'lt':
        return order < 0;
      case 'lte':
        return order <= 0;
      case 'gt':
        return order > 0;
      case 'gte':
        return order >= 0;
    }
  });
}

/** Three-way comparison in the column type's terms; NaN when the value does not parse. */
function compare(actual: string, expected: string, type: string): number {
  if (NUMERIC_TYPES.has(type)) return Math.sign(Number(actual) - Number(expected));
  if (TIME_TYPES.has(type)) return Math.sign(Date.parse(normaliseTime(actual)) - Date.parse(normaliseTime(expected)));
  if (type === 'bool') return toBool(actual) === toBool(expected) ? 0 : toBool(actual) ? 1 : -1;
  if (type === 'uuid') return ordinal(actual.toLowerCase(), expected.toLowerCase());
  return ordinal(actual, expected);
}

function ordinal(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Postgres prints `2026-01-01 10:00:00+00`; make it something Date.parse reads. */
function normaliseTime(value: string): string {
  if (!value.includes(':')) return value; // a date
  return value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

function toBool(value: string): boolean {
  return ['t', 'true', 'y', 'yes', 'on', '1'].includes(value.trim().toLowerCase());
}

/** Splits on commas that are outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0,
    quoted = false,
    current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}
