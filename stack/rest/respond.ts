/**
 * Response shaping as PostgREST does it (pgrst `Response.hs`, `RangeQuery.hs`, `MediaType.hs`):
 * media negotiation from `Accept`, `Content-Range` and the 200/206/416 rule, CSV via papaparse.
 */
import Papa from 'papaparse';
import { PgrstError } from './errors.ts';

/** `json` = array, `object` = `application/vnd.pgrst.object+json` (exactly one row), `csv` = text/csv. */
export type Media = 'json' | 'object' | 'csv' | 'openapi';

export const CONTENT_TYPES: Record<Media, string> = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
};

/**
 * Picks the first acceptable media type of the `Accept` list (q-values are not weighed).
 * @throws PgrstError 406 PGRST107 when none is available
 */
export function negotiateMedia(accept: string | undefined, allowOpenApi = false): Media {
  if (!accept || !accept.trim()) return allowOpenApi ? 'openapi' : 'json';
  for (const part of accept.split(',')) {
    const type = part.split(';')[0].trim().toLowerCase();
    if (type === 'application/json' || type === 'application/*') return 'json';
    if (type === '*/*') return allowOpenApi ? 'openapi' : 'json';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return 'object';
    if (type === 'text/csv') return 'csv';
    if (allowOpenApi && type === 'application/openapi+json') return 'openapi';
  }
  throw new PgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept
      .split(',')
      .map((t) => t.trim())
      .join(', ')}`,
  );
}

/**
 * Status and `Content-Range` of a read (pgrst `rangeStatusHeader`).
 * @param offset the requested offset; `pageTotal` rows returned; `total` when a count was requested
 */
export function rangeResult(
  offset: number,
  pageTotal: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const upper = offset + pageTotal - 1;
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = total !== 0 && offset <= upper ? `${offset}-${upper}/${totalText}` : `*/${totalText}`;
  if (total === undefined) return { status: 200, contentRange };
  if (offset > total) return { status: 416, contentRange };
  return { status: pageTotal < total ? 206 : 200, contentRange };
}

/** PGRST103 for an offset past the end (`An offset of 20 was requested, but there are only 10 rows.`). */
export const rangeNotSatisfiable = (offset: number, total: number) =>
  new PgrstError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );

/**
 * CSV with a header row (Postgres text values; NULL as an empty field). PostgREST's CSV is the header
 * line taken from the first row, a newline, then the rows: no rows → a single `\n`.
 */
export function toCsv(fields: string[], rows: unknown[][]): string {
  if (!rows.length) return '\n';
  return Papa.unparse({ fields, data: rows.map((row) => row.map(csvValue)) }, { newline: '\n' });
}

/** CSV from a JSON array body (mutation/rpc representations): nested values are written as JSON. */
export function jsonToCsv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (!Array.isArray(rows) || !rows.length) return '\n';
  const fields = Object.keys(rows[0]);
  return toCsv(
    fields,
    rows.map((row) => fields.map((f) => row[f])),
  );
}

function csvValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}
