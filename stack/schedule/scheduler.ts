/**
 * The local stack's stand-in for pg_cron's launcher and pg_net's worker (docs/local-stack.md#schedules),
 * started by `startStack`: every second it runs the `cron.job` rows that fell due since the last tick
 * (each as its own user, through the superuser pool) and sends queued `net` requests to the stack's
 * gateway. As in pg_cron and pg_net, jobs and requests run independently: due jobs start together, and
 * a slow request (the nightly purge) never holds up a job (the reporting watchdog's every second).
 * It also stores the Vault secrets the schedules read (`project_url`, `service_role_key`).
 */
import type pg from 'pg';
import { activeJobs, firesBetween, runJob, type CronJob } from './cron.ts';
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
  let jobsRunning: Promise<void> | undefined;
  let sending: Promise<void> | undefined;

  const isDue = (job: CronJob, from: Date, to: Date) => {
    try {
      return firesBetween(job.schedule, from, to);
    } catch (error) {
      log(`cron: job ${job.jobname ?? job.jobid} has an unusable schedule: ${(error as Error).message}`);
      return false;
    }
  };

  const runDue: Scheduler['runDue'] = async (from, to) => {
    const due = (await activeJobs(pool)).filter((job) => isDue(job, from, to));
    return Promise.all(
      due.map(async (job) => {
        const status = await runJob(pool, job);
        // Every-second jobs (the reporting watchdog) would fill the log; their failures still show.
        if (status === 'failed' || !/^\s*\d+\s+seconds?\s*$/.test(job.schedule)) {
          log(`cron: job ${job.jobname ?? job.jobid} ${status}`);
        }
        return { job: job.jobname ?? job.jobid, status };
      }),
    );
  };

  const sendQueued = () => sendQueuedRequests(pool, gatewayOrigin);

  const runJobs = async () => {
    const now = new Date();
    const from = last;
    last = now;
    await runDue(from, now);
  };

  const sendAll = async () => {
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
        // Jobs still running (a slow one) make this tick skip them; the next tick covers the window.
        jobsRunning ??= runJobs()
          .catch((error: Error) => log(`scheduler: ${error.message}`))
          .finally(() => (jobsRunning = undefined));
        sending ??= sendAll()
          .catch((error: Error) => log(`scheduler: ${error.message}`))
          .finally(() => (sending = undefined));
      }, options.intervalMs ?? 1000);
    },
    async stop() {
      clearInterval(timer);
      await Promise.all([jobsRunning, sending]);
    },
  };
}
