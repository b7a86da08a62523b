/**
 * Regenerates `src/lib/database.types.ts` from the migrations, in the shape `supabase gen types
 * typescript` produces, without Docker: a throwaway embedded Postgres gets the bootstrap and
 * migrations, then the catalog of the schemas config.toml exposes ([api] schemas) is read.
 * Usage: `npm run gen:types` (port from GEN_TYPES_PORT, default 55402). `npm run db:test` fails
 * when the committed file no longer matches the migrations.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../stack/db/postgres.ts';
import { prepareDatabase } from '../stack/db/migrate.ts';
import { generateDatabaseTypes } from './gen-types-render.ts';

const rootDir = resolve(import.meta.dirname, '..');
const dataDir = await mkdtemp(join(tmpdir(), 'gen-types-'));
const server = await startPostgres({ dataDir, port: Number(process.env.GEN_TYPES_PORT ?? 55402), throwaway: true });
try {
  await prepareDatabase({ databaseUrl: server.databaseUrl, rootDir, seed: false });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const source = await generateDatabaseTypes(client, rootDir);
  await client.end();
  const target = join(rootDir, 'src/lib/database.types.ts');
  await writeFile(target, source);
  console.log(`wrote ${target}`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
