/**
 * PostgREST's error JSON and HTTP status mapping (pgrst v14 `Error.hs`; docs/local-stack.md#rest).
 * Every failure of the REST service leaves as `{code, message, details, hint}` with
 * `Proxy-Status: PostgREST; error=<code>`; 401s also carry `WWW-Authenticate`.
 */

/** An error with PostgREST's wire shape; `status` is the HTTP status, `headers` extra response headers. */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The JSON body PostgREST sends (key order as PostgREST's encoder writes it). */
  toJSON(): { code: string; details: unknown; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: a query parameter that does not parse (`failed to parse filter (...)`). */
export const badQueryParam = (what: string, raw: string, details: string) =>
  new PgrstError(400, 'PGRST100', `"failed to parse ${what} (${raw})" (line 1, column 1)`, details);

/** PGRST102: a body that is not valid JSON for the request. */
export const badBody = (message: string) => new PgrstError(400, 'PGRST102', message);

/** PGRST204: a column the schema cache does not know (insert/update payload keys, `columns=`, `on_conflict`). */
export const columnNotFound = (table: string, column: string) =>
  new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

/** 42703 as PostgREST forwards it when a select/filter/order names a column that does not exist. */
export const undefinedColumn = (table: string, column: string) =>
  new PgrstError(400, '42703', `column ${table}.${column} does not exist`);

/** PGRST205: the table/view is not in the schema cache (pgrst v13+). */
export const tableNotFound = (schema: string, table: string, hint: string | null = null) =>
  new PgrstError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`, null, hint);

/** PGRST116: `Accept: application/vnd.pgrst.object+json` with a row count other than one. */
export const notSingular = (rows: number) =>
  new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** Node-pg's error fields we read (a `DatabaseError`). */
interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/**
 * Maps a Postgres error to PostgREST's status (pgrst `Error.hs` `mapSQLtoHTTP`).
 * @param authed true when the request's role is not `anon` (42501 → 403 instead of 401)
 */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
  };
  if (code === '42501') return authed ? 403 : 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return 404;
  if (exact[code]) return exact[code];
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/**
 * Converts anything thrown while serving a request into a PgrstError.
 * `RAISE SQLSTATE 'PGRST'` with JSON message/detail gives the function full control, as in PostgREST.
 */
export function toPgrstError(error: unknown, authed: boolean): PgrstError {
  if (error instanceof PgrstError) return error;
  const pgError = error as PgLikeError;
  if (lostConnection(pgError)) {
    return new PgrstError(503, 'PGRST000', 'Database connection error. Retrying the connection.', pgError.message);
  }
  if (typeof pgError?.code === 'string' && pgError.code.length === 5) {
    if (pgError.code === 'PGRST') return fromRaisePgrst(pgError);
    const status = statusForSqlState(pgError.code, pgError.message, authed);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new PgrstError(status, pgError.code, pgError.message, pgError.detail ?? null, pgError.hint ?? null, headers);
  }
  return new PgrstError(500, 'PGRSTX00', (error as Error)?.message ?? String(error));
}

/**
 * Whether the database could not be reached or went away mid-request (refused, reset, a connection
 * exception of class 08, shut down or still starting: 57P01–57P03). PostgREST answers these 503
 * PGRST000 and reconnects; so does the stand-in, whose pool replaces broken connections (docs/faults.md).
 */
function lostConnection(error: PgLikeError | undefined): boolean {
  const code = typeof error?.code === 'string' ? error.code : '';
  if (/^E(CONNREFUSED|CONNRESET|PIPE)$/.test(code) || /^(08...|57P0[123])$/.test(code)) return true;
  return !code && /Connection terminated/i.test(String(error?.message ?? ''));
}

function fromRaisePgrst(error: PgLikeError): PgrstError {
  try {
    const message = JSON.parse(error.message) as { code: string; message: string; details?: string; hint?: string };
    const detail = JSON.parse(error.detail ?? '') as { status: number; headers?: Record<string, string> };
    return new PgrstError(
      detail.status,
      message.code,
      message.message,
      message.details ?? null,
      message.hint ?? null,
      detail.headers ?? {},
    );
  } catch {
    return new PgrstError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      error.detail ?? null,
    );
  }
}
