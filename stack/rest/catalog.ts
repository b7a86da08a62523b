/**
 * The REST schema cache (pgrst `SchemaCache.hs`): relations, columns, foreign keys and functions of
 * the exposed schemas, read from pg_catalog. Every identifier a request names is checked here
 * before it reaches SQL. The cache reloads after `ttlMs`, and at most once a second when a lookup
 * misses (so a migration's new table is visible at once, like PostgREST's schema reload).
 */
import type pg from 'pg';
import { toRoutine, type FunctionRow } from './catalog-routines.ts';
import {
  toForeignKey,
  type ForeignKeyRow,
  FOREIGN_KEYS_SQL,
  FUNCTIONS_SQL,
  RELATIONS_SQL,
  ROLE_SETTINGS_SQL,
  VIEW_COLUMNS_SQL,
} from './catalog-queries.ts';
import { InDatabaseConfig } from './db-config.ts';
import type { Column, ForeignKey, Relation, RoutineInfo } from './catalog-types.ts';
import { buildRelationships, viewOrigins, type Relationship, type ViewColumnRow } from './relationships.ts';

type Loaded = {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  relationships: Relationship[];
  routines: Map<string, RoutineInfo[]>;
  /** `ALTER ROLE ... SET` values per role name, e.g. `{anon: {statement_timeout: '3s'}}`. */
  roleSettings: Map<string, Record<string, string>>;
};

/** Settings that only make sense per session (never copied into a request's transaction). */
const SESSION_ONLY = new Set(['search_path', 'session_preload_libraries', 'idle_in_transaction_session_timeout']);

const key = (schema: string, name: string) => `${schema}.${name}`;

export class SchemaCache {
  private loaded?: Loaded;
  private loadedAt = 0;
  private lastForcedAt = 0;
  private loading?: Promise<Loaded>;
  /** The in-database configuration, loaded with the first request and on `NOTIFY pgrst, 'reload config'`. */
  readonly config: InDatabaseConfig;

  /** The exposed schemas, the first being the default (config.toml's, or `pgrst.db_schemas`). */
  schemas: string[];

  constructor(
    private readonly pool: pg.Pool,
    private readonly fileSchemas: string[],
    private readonly ttlMs = 10_000,
  ) {
    this.config = new InDatabaseConfig(pool);
    this.schemas = fileSchemas;
  }

  /**
   * Applies the in-database configuration's `db_schemas` (or falls back to config.toml's); a change
   * reloads the cache for the new schemas.
   */
  async applyConfiguredSchemas(): Promise<string[]> {
    const wanted = (await this.config.get()).schemas ?? this.fileSchemas;
    if (wanted.join(',') !== this.schemas.join(',')) {
      this.schemas = wanted;
      await this.invalidate();
    }
    return this.schemas;
  }

  /** The cache, reloaded when older than the TTL or when `force` (rate-limited) is set. */
  async get(force = false): Promise<Loaded> {
    const now = Date.now();
    const forced = force && now - this.lastForcedAt > 1000;
    if (forced) this.lastForcedAt = now;
    if (this.loaded && !forced && now - this.loadedAt < this.ttlMs) return this.loaded;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    this.loaded = await this.loading;
    this.loadedAt = Date.now();
    return this.loaded;
  }

  /** Reloads now unless a forced reload ran within the last second; true when it reloaded. */
  async reload(): Promise<boolean> {
    const before = this.loaded;
    return (await this.get(true)) !== before;
  }

  /**
   * `NOTIFY pgrst, 'reload schema'`: forgets the cache, including a load under way that may predate
   * the change, and reloads now (not rate-limited, as PostgREST reloads on every notification).
   */
  async invalidate(): Promise<void> {
    this.loadedAt = 0;
    this.loading = undefined;
    await this.get();
  }

  /** Looks up a table/view; on a miss reloads once and retries. */
  async relation(schema: string, name: string): Promise<Relation | undefined> {
    return (
      (await this.get()).relations.get(key(schema, name)) ?? (await this.get(true)).relations.get(key(schema, name))
    );
  }

  /** Overloads of a function; on a miss reloads once and retries. */
  async routines(schema: string, name: string): Promise<RoutineInfo[]> {
    return (
      (await this.get()).routines.get(key(schema, name)) ?? (await this.get(true)).routines.get(key(schema, name)) ?? []
    );
  }

  /** Names of all relations of a schema (for the root endpoint and fuzzy hints). */
  async relationNames(schema: string): Promise<string[]> {
    return [...(await this.get()).relations.values()].filter((r) => r.schema === schema).map((r) => r.name);
  }

  /**
   * Settings PostgREST would apply for `role` on top of the authenticator session (only those that
   * differ from authenticator's own, which the pooled connection already has), e.g. anon's 3 s timeout.
   */
  async roleSettings(role: string): Promise<[string, string][]> {
    const all = (await this.get()).roleSettings;
    const session = all.get('authenticator') ?? {};
    return Object.entries(all.get(role) ?? {}).filter(
      ([name, value]) => session[name] !== value && !SESSION_ONLY.has(name),
    );
  }

  /** Foreign keys of the last load (refreshed together with relations). */
  async foreignKeys(): Promise<ForeignKey[]> {
    return (await this.get()).foreignKeys;
  }

  /** Relationships (foreign keys, views, many-to-many, computed) of the last load. */
  async relationships(): Promise<Relationship[]> {
    return (await this.get()).relationships;
  }

  private async load(): Promise<Loaded> {
    const [rels, fks, fns, settings, viewColumns] = await Promise.all([
      this.pool.query<{ schema: string; name: string; columns: Column[]; pk: string[] }>(RELATIONS_SQL, [this.schemas]),
      this.pool.query<ForeignKeyRow>(FOREIGN_KEYS_SQL),
      this.pool.query<FunctionRow>(FUNCTIONS_SQL, [this.schemas]),
      this.pool.query<{ role: string; settings: string[] }>(ROLE_SETTINGS_SQL),
      this.pool.query<ViewColumnRow>(VIEW_COLUMNS_SQL, [this.schemas]),
    ]);
    const roleSettings = new Map<string, Record<string, string>>();
    for (const row of settings.rows) {
      const pairs = row.settings.map((entry): [string, string] => [
        entry.slice(0, entry.indexOf('=')),
        entry.slice(entry.indexOf('=') + 1),
      ]);
      roleSettings.set(row.role, { ...roleSettings.get(row.role), ...Object.fromEntries(pairs) });
    }
    const relations = new Map<string, Relation>();
    for (const row of rels.rows) {
      const columns = new Map<string, Column>(row.columns.map((c) => [c.name, c]));
      relations.set(key(row.schema, row.name), {
        schema: row.schema,
        name: row.name,
        columns,
        pk: row.pk,
        isTable: true,
      });
    }
    const foreignKeys = fks.rows.map(toForeignKey);
    const routines = new Map<string, RoutineInfo[]>();
    for (const row of fns.rows) {
      const routine = toRoutine(row, relations);
      const list = routines.get(key(routine.schema, routine.name)) ?? [];
      list.push(routine);
      routines.set(key(routine.schema, routine.name), list);
      const owner = routine.rowArg && relations.get(key(routine.rowArg.schema, routine.rowArg.name));
      if (owner && routine.returns === 'scalar' && !routine.returnsSet) {
        (owner.computed ??= new Map()).set(routine.name, routine);
      }
    }
    const relationships = buildRelationships(
      relations,
      foreignKeys,
      viewOrigins(viewColumns.rows),
      [...routines.values()].flat(),
    );
    return { relations, foreignKeys, relationships, routines, roleSettings };
  }
}
