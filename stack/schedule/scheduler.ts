/**
 * The local stack's stand-in for pg_cron's launcher and pg_net's worker (docs/local-stack.md#schedules),
 * started by `startStack`: every second it runs the `cron.job` rows that fell due since the last tick
 * (as postgres, through the superuser pool) and sends queued `net` requests to the stack's gateway.
 * It also stores the Vault secrets the schedules read (`project_url`, `service_role_key`).
 */
import type pg from 'pg';
import { activeJobs, firesBetween, runJob } from './cron.ts';
import { sendQueuedRequests } from './net.ts';

export interface Scheduler {
  /** Runs the jobs firing in (from, to]; returns their names (or ids) and results. */
  runDue(from: Date, to: Date): Promise<{ job: string; status: 'succeeded' | 'failed' }[]>;
  /** Sends one round of queued `net` requests; returns how many were taken. */
  sendQueued(): Promise<number>;
  /** Stores `project_url` and `service_role_key` in Vault (created or updated). */
  storeSecrets(projectUrl: string, serviceRoleKey: string): Promise<void>;
  /** Ticks every `intervalMs` from now on. */
  start(): void;
  /** Stops ticking and waits for the running tick. */
  stop(): Promise<void>;
}

/** True when `cron` is the stack's stand-in (stack/platform/50-cron-net-vault.sql), not pg_cron itself. */
export async function hasEmulatedCron(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ emulated: boolean }>(
    `select to_regprocedure('cron.valid_schedule(text)') is not null as emulated`,
  );
  return rows[0].emulated;
}

/**
 * @param pool superuser pool (jobs run as their `username`, which must be a role it may SET ROLE to)
 * @param options.gatewayUrl the stack's API base, e.g. `http://127.0.0.1:54321` (the only request target)
 * @param options.intervalMs tick period, default 1000 ms
 * @param options.log progress and failure lines
 */
export function createScheduler(
  pool: pg.Pool,
  options: { gatewayUrl: string; intervalMs?: number; log?: (line: string) => void },
): Scheduler {
  const gatewayOrigin = new URL(options.gatewayUrl).origin;
  const log = options.log ?? (() => undefined);
  let last = new Date();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runDue: Scheduler['runDue'] = async (from, to) => {
    const results: { job: string; status: 'succeeded' | 'failed' }[] = [];
    for (const job of await activeJobs(pool)) {
      let due = false;
      try {
        due = firesBetween(job.schedule, from, to);
      } catch (error) {
        log(`cron: job ${job.jobname ?? job.jobid} has an unusable schedule: ${(error as Error).message}`);
      }
      if (!due) continue;
      const status = await runJob(pool, job);
      log(`cron: job ${job.jobname ?? job.jobid} ${status}`);
      results.push({ job: job.jobname ?? job.jobid, status });
    }
    return results;
  };

  const sendQueued = () => sendQueuedRequests(pool, gatewayOrigin);

  const tick = async () => {
    const now = new Date();
    const from = last;
    last = now;
    await runDue(from, now);
    let sent = await sendQueued();
    while (sent > 0) sent = await sendQueued();
  };

  return {
    runDue,
    sendQueued,
    async storeSecrets(projectUrl, serviceRoleKey) {
      await pool.query(
        `insert into vault.secrets (name, secret) values ('project_url', $1), ('service_role_key', $2)
         on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
        [projectUrl, serviceRoleKey],
      );
    },
    start() {
      last = new Date();
      timer = setInterval(() => {
        // A tick still running (a slow job) makes this one skip; the next tick covers the window.
        running ??= tick()
          .catch((error: Error) => log(`scheduler: ${error.message}`))
          .finally(() => (running = undefined));
      }, options.intervalMs ?? 1000);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
