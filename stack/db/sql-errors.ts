/**
 * Turns a pg error raised while running a SQL file into a message a developer can act on:
 * `supabase/migrations/20260101000000_guests.sql:42: column "x" does not exist`.
 */
import type { DatabaseError } from 'pg';

/** A SQL file failed; `line` is 1-based (undefined when Postgres gave no position). */
export class SqlFileError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | undefined,
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SqlFileError';
  }
}

/**
 * @param file path shown to the developer (relative to the repo root)
 * @param sql the whole file's text
 * @param error what pg threw
 * @param sent where the failing text starts in the file (`offset`, when one statement was sent) and
 *   where its first token is (`firstToken`, the line reported when pg gives no position)
 */
export function describeSqlError(
  file: string,
  sql: string,
  error: unknown,
  sent: { offset: number; firstToken: number } = { offset: 0, firstToken: 0 },
): SqlFileError {
  const pgError = error as Partial<DatabaseError> & Error;
  const position = Number(pgError.position);
  const line = lineAt(sql, Number.isFinite(position) && position > 0 ? sent.offset + position - 1 : sent.firstToken);
  const details = [
    pgError.detail && `DETAIL: ${pgError.detail}`,
    pgError.hint && `HINT: ${pgError.hint}`,
    pgError.where && `CONTEXT: ${pgError.where}`,
  ].filter(Boolean);
  const message = `${file}:${line}: ${pgError.message}${details.length ? `\n${details.join('\n')}` : ''}`;
  return new SqlFileError(message, file, line, pgError.code, { cause: error });
}

/** 1-based line of character index `index` in `text`. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < Math.min(index, text.length); i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
