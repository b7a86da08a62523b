/**
 * Regenerates `src/lib/database.types.ts` from the migrations, in the shape `supabase gen types
 * typescript` produces (postgres-meta typegen: tables and columns sorted by name, Row/Insert/Update,
 * Relationships, Functions), without Docker: a throwaway embedded Postgres gets the bootstrap and
 * migrations, then the catalog of the schemas config.toml exposes ([api] schemas) is read.
 * Usage: `npm run gen:types` (port from GEN_TYPES_PORT, default 55402).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { parse } from 'smol-toml';
import { startPostgres } from '../stack/db/postgres.ts';
import { prepareDatabase } from '../stack/db/migrate.ts';
import { CATALOG_QUERIES, renderDatabaseTypes, type Catalog } from './gen-types-render.ts';

const rootDir = resolve(import.meta.dirname, '..');
// The schemas PostgREST exposes ([api] schemas), as the CLI would be asked with --schema.
const config = parse(await readFile(join(rootDir, 'supabase/config.toml'), 'utf8')) as { api?: { schemas?: string[] } };
const schemas = (config.api?.schemas ?? ['public']).filter((schema) => schema !== 'graphql_public');
const dataDir = await mkdtemp(join(tmpdir(), 'gen-types-'));
const server = await startPostgres({ dataDir, port: Number(process.env.GEN_TYPES_PORT ?? 55402), throwaway: true });
try {
  await prepareDatabase({ databaseUrl: server.databaseUrl, rootDir, seed: false });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const catalog = {} as Catalog;
  for (const [key, sql] of Object.entries(CATALOG_QUERIES)) {
    (catalog as unknown as Record<string, unknown[]>)[key] = (await client.query(sql, [schemas])).rows;
  }
  await client.end();
  const target = join(rootDir, 'src/lib/database.types.ts');
  await writeFile(target, renderDatabaseTypes(catalog, schemas));
  console.log(`wrote ${target}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
