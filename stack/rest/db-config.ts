/**
 * PostgREST's in-database configuration (docs "Configuration" → "In-Database Configuration"):
 * `ALTER ROLE authenticator SET pgrst.<name> = '<value>'` read at start and again on
 * `NOTIFY pgrst, 'reload config'` (docs/local-stack.md#rest). Only the settings the local stack
 * honours are read; the defaults are Supabase's (`supabase start`).
 */
import type pg from 'pg';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface DbConfig {
  /** `pgrst.db_aggregates_enabled`: `count()`, `sum()`… in `select` (off: 400 PGRST123). */
  aggregatesEnabled: boolean;
  /** `pgrst.db_plan_enabled`: `Accept: application/vnd.pgrst.plan` answers EXPLAIN output. */
  planEnabled: boolean;
  /** `pgrst.db_tx_end`: how each request's transaction ends, and whether `Prefer: tx=` may override it. */
  txEnd: TxEnd;
  /** `pgrst.db_max_rows`: upper bound of rows a read returns (the CLI's 1000 otherwise). */
  maxRows: number;
  /** `pgrst.db_schemas`: exposed schemas, overriding `[api] schemas` of config.toml when set. */
  schemas?: string[];
}

/** `db-max-rows` as `supabase start` configures it (cli `PGRST_DB_MAX_ROWS`). */
export const DEFAULT_MAX_ROWS = 1000;

const TX_ENDS: TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

/** `authenticator`'s own settings; a database-specific value wins over a global one (ordered last). */
const SETTINGS_SQL = `
select s.setconfig as settings from pg_db_role_setting s
where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
  and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
order by s.setdatabase`;

/** Parses `pgrst.*` entries of `pg_db_role_setting.setconfig` (`name=value`); unknown values keep the default. */
export function parseDbConfig(entries: string[]): DbConfig {
  const values = new Map(entries.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  const flag = (name: string) => ['true', 'on', 'yes', '1'].includes((values.get(name) ?? '').toLowerCase());
  const txEnd = values.get('pgrst.db_tx_end') as TxEnd | undefined;
  const maxRows = Number(values.get('pgrst.db_max_rows'));
  const schemas = (values.get('pgrst.db_schemas') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'graphql_public');
  const config: DbConfig = {
    aggregatesEnabled: flag('pgrst.db_aggregates_enabled'),
    planEnabled: flag('pgrst.db_plan_enabled'),
    txEnd: txEnd && TX_ENDS.includes(txEnd) ? txEnd : 'commit',
    maxRows: Number.isInteger(maxRows) && maxRows > 0 ? maxRows : DEFAULT_MAX_ROWS,
  };
  if (schemas.length) config.schemas = schemas;
  return config;
}

/**
 * The configuration as last loaded; `reload()` re-reads it (a NOTIFY, or the first request). A load
 * that failed (the database restarting, docs/faults.md) is not kept: the next request loads again, as
 * PostgREST retries its connection, instead of answering that failure forever.
 */
export class InDatabaseConfig {
  private current?: Promise<DbConfig>;

  constructor(private readonly pool: pg.Pool) {}

  get(): Promise<DbConfig> {
    return (this.current ??= this.keep(this.load()));
  }

  reload(): Promise<DbConfig> {
    this.current = this.keep(this.load());
    return this.current;
  }

  private keep(loading: Promise<DbConfig>): Promise<DbConfig> {
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    return loading;
  }

  private async load(): Promise<DbConfig> {
    const { rows } = await this.pool.query<{ settings: string[] }>(SETTINGS_SQL);
    return parseDbConfig(rows.flatMap((r) => r.settings));
  }
}

/**
 * Whether a request's transaction rolls back: `db_tx_end` decides, and `Prefer: tx=commit|rollback`
 * only counts with an `*-allow-override` value (ignored otherwise, as PostgREST ignores it).
 */
export function endsInRollback(txEnd: TxEnd, preferred: 'commit' | 'rollback' | undefined): boolean {
  if (preferred && txEnd.endsWith('-allow-override')) return preferred === 'rollback';
  return txEnd.startsWith('rollback');
}
