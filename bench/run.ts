/**
 * Runs the selected bench sections in order. Sections on the database share one fresh stack
 * (own ports and data directory, seeded once); page weight and start-up run after it has stopped,
 * so they do not compete with it for the CPU. A failing section is recorded and the rest still run.
 */
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../stack/db/postgres.ts';
import { startStack } from '../stack/index.ts';
import { benchAddGuest } from './add-guest.ts';
import { loadAppModules } from './app-modules.ts';
import type { Bench, StackBench } from './context.ts';
import { benchExport } from './export.ts';
import { benchList } from './list.ts';
import { benchMrz } from './mrz.ts';
import type { MachineFacts } from './machine.ts';
import { benchPageWeight } from './page-weight.ts';
import { benchPurge } from './purge.ts';
import { benchPolicies } from './policies.ts';
import { benchRealtime } from './realtime.ts';
import { Results } from './results.ts';
import { benchSearch } from './search.ts';
import { seedBench } from './seed.ts';
import { benchStartup } from './startup.ts';

/**
 * In run order: Realtime and writes first, before the list sections copy tables and drop indexes.
 * Realtime precedes add-guest: right after add-guest's burst of writes the stand-in's Realtime
 * sometimes drops events (seen in this bench, reported), which is not what this section measures.
 */
export const SECTIONS = [
  'realtime',
  'add-guest',
  'list',
  'policy',
  'search',
  'export',
  'purge',
  'page-weight',
  'startup',
  'mrz',
] as const;
export type SectionName = (typeof SECTIONS)[number];

const STACK_SECTIONS: Partial<Record<SectionName, (bench: StackBench) => Promise<void>>> = {
  list: benchList,
  policy: benchPolicies,
  search: benchSearch,
  export: benchExport,
  purge: benchPurge,
  'add-guest': benchAddGuest,
  realtime: benchRealtime,
};

export interface RunOutcome {
  results: Results;
  errors: { section: string; message: string }[];
}

export async function runBench(
  base: Omit<Bench, 'results'>,
  only: SectionName[],
  facts: MachineFacts,
): Promise<RunOutcome> {
  const bench: Bench = { ...base, results: new Results() };
  const errors: RunOutcome['errors'] = [];
  const attempt = async (name: string, run: () => Promise<void>) => {
    bench.log(`section ${name}`);
    try {
      await run();
    } catch (error) {
      errors.push({ section: name, message: (error as Error).stack ?? String(error) });
      bench.log(`section ${name} failed: ${(error as Error).message}`);
    }
  };

  const stackSections = SECTIONS.filter((name) => only.includes(name) && STACK_SECTIONS[name]);
  if (stackSections.length)
    await attempt('stack', () =>
      withSeededStack(bench, only, facts, async (stackBench) => {
        for (const name of stackSections) await attempt(name, () => STACK_SECTIONS[name]!(stackBench));
      }),
    );
  if (only.includes('page-weight')) await attempt('page-weight', () => benchPageWeight(bench, facts));
  if (only.includes('startup')) await attempt('startup', () => benchStartup(bench));
  if (only.includes('mrz')) await attempt('mrz', () => benchMrz(bench));
  return { results: bench.results, errors };
}

/** Starts the bench stack, seeds it, loads the app's modules, runs `work`, stops everything. */
async function withSeededStack(
  bench: Bench,
  only: SectionName[],
  facts: MachineFacts,
  work: (b: StackBench) => Promise<void>,
): Promise<void> {
  const { config, log } = bench;
  const sizes = new Set<number>();
  if (only.some((name) => ['list', 'policy', 'search'].includes(name))) config.listSizes.forEach((n) => sizes.add(n));
  if (only.includes('export')) config.exportSizes.forEach((n) => sizes.add(n));
  const targetSizes = [...sizes].sort((a, b) => a - b);
  // Disjoint logins: target staff, add-guest staff, then each Realtime phase's own subscribers.
  const staff = targetSizes.length + config.concurrency + config.subscribers.reduce((a, b) => a + b, 0);

  // Migrate on a first start, seed with only PostgreSQL running, then serve: Realtime's replication
  // slot is created after the seed, so its WAL (a million inserts, index builds) is never decoded.
  const dataDir = join(bench.tmpDir, 'stack');
  const stackOptions = {
    rootDir: bench.rootDir,
    dataDir,
    databaseUrl: null,
    quiet: !process.env.BENCH_VERBOSE,
    apiPort: config.ports.api,
    dbPort: config.ports.db,
    mailPort: config.ports.mail,
  };
  await (await startStack({ ...stackOptions, reset: true })).stop();
  const postgres = await startPostgres({ dataDir, port: config.ports.db });
  const seedPool = new pg.Pool({ connectionString: postgres.databaseUrl, max: 2 });
  // A connection closing as the server stops is expected here, not a failure of the run.
  seedPool.on('error', (error) => log(`seed pool: ${error.message}`));
  let seed: StackBench['seed'];
  try {
    facts.postgres = (await seedPool.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0].v;
    seed = await seedBench(
      seedPool,
      { hotels: Math.max(config.hotels, staff), staff, background: config.background, targetSizes },
      log,
    );
    await seedPool.query(`select pg_drop_replication_slot(slot_name) from pg_replication_slots where not active`);
    const { rows } = await seedPool.query<{ n: string }>('select count(*) as n from public.guests');
    bench.results.add({
      section: 'seed',
      name: `${config.hotels} hotels, ${Number(rows[0].n).toLocaleString('en')} guests (generate_series)`,
      unit: 's',
      value: seed.seconds,
    });
  } finally {
    await seedPool.end();
    await postgres.stop();
  }

  const started = performance.now();
  const stack = await startStack(stackOptions);
  log(`stack up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const admin = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  admin.on('error', (error) => log(`admin pool: ${error.message}`));
  let app: StackBench['app'] | undefined;
  try {
    app = await loadAppModules(bench.rootDir, stack.apiUrl, stack.anonKey);
    await work({ ...bench, stack, admin, seed, app });
  } finally {
    await app?.close().catch(() => undefined);
    await admin.end();
    await stack.stop();
  }
}
