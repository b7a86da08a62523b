/**
 * Runs a SQL file statement by statement, so a failure can name the line of the statement that
 * failed even when Postgres reports no position (constraint violations, errors raised at run time).
 * Statements are found by PostgreSQL's own parser (`libpg-query`, the PG 17 grammar), never by
 * guessing at semicolons; the CLI keeps migrations split the same way (schema_migrations.statements).
 */
import { parse } from 'libpg-query';
import type pg from 'pg';
import { describeSqlError } from './sql-errors.ts';

export interface SqlStatement {
  /** Statement text as written (leading comments included). */
  text: string;
  /** Character offset of `text` in the file. */
  offset: number;
}

/**
 * Splits a script into statements. Returns `undefined` when the parser rejects the script, so the
 * caller can send it whole and let Postgres report the syntax error with its position.
 */
export async function splitStatements(sql: string): Promise<SqlStatement[] | undefined> {
  let parsed: { stmts?: { stmt_location?: number; stmt_len?: number }[] };
  try {
    parsed = (await parse(sql)) as typeof parsed;
  } catch {
    return undefined;
  }
  const bytes = Buffer.from(sql, 'utf8');
  return (parsed.stmts ?? []).map(({ stmt_location = 0, stmt_len }) => {
    const end = stmt_len ? stmt_location + stmt_len : bytes.length;
    return {
      text: bytes.subarray(stmt_location, end).toString('utf8'),
      offset: bytes.subarray(0, stmt_location).toString('utf8').length,
    };
  });
}

/**
 * Executes `sql` on `client` one statement at a time (no transaction of its own).
 * @param file path used in error messages, e.g. `supabase/migrations/20261122000100_foundation.sql`
 * @returns every statement's result rows, in order, and the statements as run
 * @throws SqlFileError naming `file:line` of the failing statement (or of pg's error position)
 */
export async function runSqlScript(
  client: pg.Client | pg.PoolClient,
  file: string,
  sql: string,
): Promise<{ rows: Record<string, unknown>[][]; statements: string[] }> {
  const statements = (await splitStatements(sql)) ?? [{ text: sql, offset: 0 }];
  const rows: Record<string, unknown>[][] = [];
  for (const statement of statements) {
    try {
      // A multi-statement string answers one result per statement (node-postgres types it as one).
      const result: unknown = await client.query(statement.text);
      const parts = (Array.isArray(result) ? result : [result]) as { rows?: Record<string, unknown>[] }[];
      for (const part of parts) rows.push(part.rows ?? []);
    } catch (error) {
      throw describeSqlError(file, sql, error, {
        offset: statement.offset,
        firstToken: statement.offset + leadingTriviaLength(statement.text),
      });
    }
  }
  return { rows, statements: statements.map((statement) => statement.text.trim()) };
}

/** Length of the whitespace and comments before a statement's first token (its reported line). */
function leadingTriviaLength(text: string): number {
  const trivia = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(text);
  return trivia ? trivia[0].length : 0;
}
