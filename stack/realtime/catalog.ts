/**
 * What Realtime reads from the catalog for each change (walrus `apply_rls`): whether RLS is on,
 * the primary key, each column's `typname` and which API roles may SELECT it
 * (`has_column_privilege`), plus publication membership for subscriptions. Cached per table for a
 * few seconds and dropped when the replication stream announces a new relation shape.
 */
import pg from 'pg';

/** The roles `withRole` can assume; column privileges are looked up for these. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface TableColumn {
  name: string;
  /** Postgres `typname`, e.g. `uuid`, `int8`, `_text`. */
  type: string;
  /** Per API role: may it SELECT this column. */
  selectable: Record<ApiRole, boolean>;
}

export interface TableInfo {
  oid: number;
  schema: string;
  table: string;
  /** Quoted `"schema"."table"` for SQL text. */
  qualified: string;
  rlsEnabled: boolean;
  primaryKey: string[];
  columns: TableColumn[];
}

const TTL_MS = 5_000;

/** The catalog query's row: per column its name, typname and SELECT privilege per API role. */
interface CatalogRow {
  oid: number;
  rls: boolean;
  pk: string[];
  columns: Array<{ name: string; type: string } & Record<ApiRole, boolean>> | null;
}

export class TableCatalog {
  private cache = new Map<string, { info: TableInfo | null; at: number }>();

  constructor(private readonly pool: pg.Pool) {}

  /** Forgets everything about a table (its shape changed). */
  invalidate(schema: string, table: string): void {
    this.cache.delete(`${schema}.${table}`);
  }

  /** @returns the table's info, or null when it does not exist */
  async table(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const { rows } = await this.pool.query<CatalogRow>(
      `select c.oid::int as oid, c.relrowsecurity as rls,
              coalesce((select array_agg(a.attname::text order by k.ord)
                          from pg_index i cross join unnest(i.indkey) with ordinality k(attnum, ord)
                          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                         where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
              (select json_agg(json_build_object('name', a.attname, 'type', t.typname,
                        'anon', has_column_privilege('anon', c.oid, a.attname, 'SELECT'),
                        'authenticated', has_column_privilege('authenticated', c.oid, a.attname, 'SELECT'),
                        'service_role', has_column_privilege('service_role', c.oid, a.attname, 'SELECT'))
                      order by a.attnum)
                 from pg_attribute a join pg_type t on t.oid = a.atttypid
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    const row = rows[0];
    const info: TableInfo | null = row
      ? {
          oid: row.oid,
          schema,
          table,
          qualified: `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`,
          rlsEnabled: row.rls,
          primaryKey: row.pk,
          columns: (row.columns ?? []).map((c) => ({
            name: c.name,
            type: c.type,
            selectable: { anon: c.anon, authenticated: c.authenticated, service_role: c.service_role },
          })),
        }
      : null;
    this.cache.set(key, { info, at: Date.now() });
    return info;
  }

  /**
   * Tables of publication `supabase_realtime` a binding covers (`*` or absent = any).
   * @returns `schema.table` names; empty when the binding matches nothing published
   */
  async publishedTables(schema: string | undefined, table: string | undefined): Promise<string[]> {
    const { rows } = await this.pool.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_publication_tables
        where pubname = 'supabase_realtime' and ($1::text is null or schemaname = $1) and ($2::text is null or tablename = $2)`,
      [schema === '*' ? null : (schema ?? null), table === '*' ? null : (table ?? null)],
    );
    return rows.map((r) => r.name);
  }

  /**
   * Checks that filter values convert to the column's type, as `realtime.cast` does when Realtime
   * stores a subscription.
   * @returns null when they do, else Postgres's message (e.g. `invalid input syntax for type uuid: "x"`)
   */
  async castError(info: TableInfo, column: string, values: string[]): Promise<string | null> {
    const { rows } = await this.pool.query<{ type: string }>(
      'select atttypid::regtype::text as type from pg_attribute where attrelid = $1 and attname = $2 and not attisdropped',
      [info.oid, column],
    );
    if (!rows[0]) return `invalid column for filter ${column}`;
    try {
      for (const value of values) await this.pool.query(`select $1::text::${rows[0].type}`, [value]);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  /**
   * Turns a WAL row image (column → Postgres text) into JSON values typed as `to_jsonb` types them
   * (numbers, booleans, arrays, objects, ISO timestamps), as Realtime's payloads carry them.
   * Only the columns present in the image are returned.
   */
  async typedRecords(
    info: TableInfo,
    images: Array<Record<string, string | null> | null>,
  ): Promise<Array<Record<string, unknown> | null>> {
    const jsonColumns = new Set(info.columns.filter((c) => c.type === 'json' || c.type === 'jsonb').map((c) => c.name));
    const params = images.map((image) => (image ? JSON.stringify(prepareImage(image, jsonColumns)) : null));
    const selects = params.map(
      (_, i) => `to_jsonb(jsonb_populate_record(null::${info.qualified}, $${i + 1}::jsonb)) as r${i}`,
    );
    const { rows } = await this.pool.query<Record<string, Record<string, unknown> | null>>(
      `select ${selects.join(', ')}`,
      params,
    );
    return images.map((image, i) => {
      if (!image) return null;
      const typed = rows[0][`r${i}`];
      return Object.fromEntries(Object.keys(image).map((name) => [name, typed?.[name] ?? null]));
    });
  }
}

/** json/jsonb columns go in as parsed JSON (populate_record would keep a JSON string as a string). */
function prepareImage(image: Record<string, string | null>, jsonColumns: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(image)) {
    if (value !== null && jsonColumns.has(name)) {
      try {
        out[name] = JSON.parse(value);
        continue;
      } catch {
        /* fall through: keep the text */
      }
    }
    out[name] = value;
  }
  return out;
}
