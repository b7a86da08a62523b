/**
 * Response shaping as PostgREST does it (pgrst `Response.hs`, `RangeQuery.hs`, `MediaType.hs`,
 * `Query/SqlFragment.hs`): media negotiation from `Accept`, the body aggregate in SQL for each media
 * type, `Content-Range` and the 200/206/416 rule.
 */
import { PgrstError } from './errors.ts';

/**
 * `json` = array, `object` = `application/vnd.pgrst.object+json` (exactly one row), `csv` = text/csv;
 * the `-stripped` variants are the `;nulls=stripped` vendor types (null-valued keys removed).
 */
export type Media = 'json' | 'json-stripped' | 'object' | 'object-stripped' | 'csv' | 'openapi';

export const CONTENT_TYPES: Record<Media, string> = {
  json: 'application/json; charset=utf-8',
  'json-stripped': 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  'object-stripped': 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
};

/** True for the media types that demand exactly one row (406 PGRST116 otherwise). */
export const isSingular = (media: Media) => media === 'object' || media === 'object-stripped';

/**
 * Picks the first acceptable media type of the `Accept` list (q-values are not weighed). As in pgrst
 * `decodeMediaType`, `application/vnd.pgrst.array+json` is plain JSON unless its only parameter is
 * `nulls=stripped`, and `application/vnd.pgrst.object` works with or without `+json`.
 * @throws PgrstError 406 PGRST107 when none is available
 */
export function negotiateMedia(accept: string | undefined, allowOpenApi = false): Media {
  if (!accept || !accept.trim()) return allowOpenApi ? 'openapi' : 'json';
  const parts = accept.split(',').map((part) => part.split(';').map((piece) => piece.trim()));
  for (const [rawType, ...params] of parts) {
    const type = rawType.toLowerCase();
    const stripped = params.length === 1 && params[0].toLowerCase() === 'nulls=stripped';
    if (type === 'application/json' || type === 'application/*') return 'json';
    if (type === '*/*') return allowOpenApi ? 'openapi' : 'json';
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array')
      return stripped ? 'json-stripped' : 'json';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return stripped ? 'object-stripped' : 'object';
    if (type === 'text/csv') return 'csv';
    if (allowOpenApi && type === 'application/openapi+json') return 'openapi';
  }
  const names = parts.map(([type]) => type).filter(Boolean);
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${names.join(', ')}`);
}

/**
 * The aggregate that turns the rows of `alias` into the response body text (pgrst `asJsonF`,
 * `asJsonSingleF`, `asCsvF`). CSV is PostgREST's: a header of the first row's keys, then each row's
 * record text without its parentheses, so Postgres quotes fields (commas, quotes, spaces,
 * parentheses, backslashes; quotes and backslashes doubled; NULL empty) and no rows give `\n`.
 * @param alias the FROM alias of the rows being aggregated (e.g. `pgrst_t`)
 */
export function bodySql(media: Media, alias: string): string {
  const strip = (json: string) => (media.endsWith('-stripped') ? `json_strip_nulls(${json})` : json);
  if (isSingular(media)) return `(${strip(`json_agg(${alias}) -> 0`)})::text`;
  if (media === 'csv') {
    const header = `coalesce((select string_agg(pgrst_k, ',') from json_object_keys(json_agg(${alias}) -> 0) as pgrst_k), '')`;
    const row = `substring(${alias}::text, 2, length(${alias}::text) - 2)`;
    return `${header} || E'\\n' || coalesce(string_agg(${row}, E'\\n'), '')`;
  }
  return `(${strip(`coalesce(json_agg(${alias}), '[]')`)})::text`;
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
