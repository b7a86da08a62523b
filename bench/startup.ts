/**
 * Start-up of `npm run dev` (scripts/dev.ts: the stack and Vite side by side), run as a child
 * process exactly as the npm script runs it, timed from spawn to its "ready" line: cold (a fresh
 * data directory, `--reset`: initdb, bootstrap, migrations, seed) and warm (the same directory
 * again). Baselines: embedded PostgreSQL's own initdb + start for cold, and cold for warm. Runs
 * on ports of its own after the bench stack has stopped.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../stack/db/postgres.ts';
import type { Bench } from './context.ts';
import { summarize } from './stats.ts';

/** Spawns dev.ts, resolves with seconds until "ready in", then stops it (SIGTERM) and waits. */
function timeDev(rootDir: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(rootDir, 'scripts', 'dev.ts'), ...args], {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let seconds: number | undefined;
    const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (seconds === undefined && output.includes('ready in')) {
        seconds = (performance.now() - started) / 1000;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => {
      clearTimeout(killer);
      if (seconds === undefined) reject(new Error(`npm run dev did not get ready:\n${output.slice(-2000)}`));
      else resolve(seconds);
    });
  });
}

export async function benchStartup(bench: Bench): Promise<void> {
  const { config, results, rootDir, tmpDir } = bench;
  const { startApi, startDb, startMail } = config.ports;
  const ports = [
    '--api-port',
    String(startApi),
    '--db-port',
    String(startDb),
    '--mail-port',
    String(startMail),
    '--vite-port',
    String(startMail + 1),
  ];
  const reps = config.smoke ? 1 : 3;
  const cold: number[] = [];
  const warm: number[] = [];
  const postgresOnly: number[] = [];
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL; // dev.ts would use that server instead of the embedded one
  try {
    for (let i = 0; i < reps; i++) {
      const dataDir = mkdtempSync(join(tmpDir, 'start-'));
      try {
        const started = performance.now();
        const postgres = await startPostgres({ dataDir: join(dataDir, 'pg-only'), port: startDb, reset: true });
        postgresOnly.push((performance.now() - started) / 1000);
        await postgres.stop();
        cold.push(await timeDev(rootDir, ['--reset', '--data-dir', dataDir, ...ports]));
        warm.push(await timeDev(rootDir, ['--data-dir', dataDir, ...ports]));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved;
  }
  const coldSummary = summarize(cold);
  results.add({
    section: 'startup',
    name: 'npm run dev, cold (fresh data dir: initdb, migrations, seed)',
    unit: 's',
    value: coldSummary,
    baseline: { name: 'PostgreSQL initdb + start only', value: summarize(postgresOnly) },
  });
  results.add({
    section: 'startup',
    name: 'npm run dev, warm (existing data dir)',
    unit: 's',
    value: summarize(warm),
    baseline: { name: 'cold start', value: coldSummary },
  });
  bench.log(`startup: cold ${coldSummary.p50.toFixed(1)} s, warm ${summarize(warm).p50.toFixed(1)} s`);
}
