/**
 * Builds the `or=` filter for the guest search: case-insensitive substring on first name, last
 * name, email and phone (spec §5). User text is made literal twice over:
 *  - LIKE wildcards `%` and `_` (and the escape `\`) get a backslash (Postgres LIKE's default escape);
 *  - the whole value is double-quoted with `"` and `\` backslash-escaped, because `, . : ( )` are
 *    reserved in PostgREST's logic-tree grammar (docs.postgrest.org, URL Grammar → Reserved characters).
 * PostgREST turns `*` into `%` inside like patterns, so a typed `*` stays a wildcard (harmless).
 */
export const SEARCH_COLUMNS = ['first_name', 'last_name', 'email', 'phone'] as const;

export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

export function quotePostgrestValue(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** @returns e.g. `first_name.ilike."%ann%",last_name.ilike."%ann%",…` for `.or(...)`. */
export function guestSearchFilter(term: string): string {
  const value = quotePostgrestValue(likeContains(term.trim()));
  return SEARCH_COLUMNS.map((column) => `${column}.ilike.${value}`).join(',');
}
