/**
 * Building SQL text safely: identifiers are double-quoted (after the schema cache has vouched for
 * them) and every request value becomes a numbered bind parameter. Nothing from a request is ever
 * spliced into SQL as a literal.
 */

/** Quotes an identifier the way Postgres's `quote_ident` does (always quoted). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"schema"."name"` */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** Collects bind parameters while SQL text is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder (`$n`). Arrays are sent as Postgres arrays by node-pg. */
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
