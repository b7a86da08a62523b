/**
 * pg_cron's job runner for the local stack (docs/local-stack.md#schedules): decides which `cron.job` rows
 * fire in a time window (croner parses the five cron fields, in UTC as pg_cron does) and runs each
 * job's SQL as the job's user, recording the run in `cron.job_run_details`.
 */
import { Cron } from 'croner';
import type pg from 'pg';

/** A row of `cron.job` (jobid as text: bigint). */
export interface CronJob {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
}

/**
 * Whether `schedule` fires in the window (from, to]: five cron fields (minute hour day month weekday,
 * day-of-month OR day-of-week as pg_cron), or pg_cron's `'<n> seconds'`.
 * @throws Error from croner for a malformed expression
 */
export function firesBetween(schedule: string, from: Date, to: Date): boolean {
  const seconds = /^\s*(\d+)\s+seconds?\s*$/.exec(schedule);
  if (seconds) {
    const period = Number(seconds[1]) * 1000;
    return Math.floor(to.getTime() / period) > Math.floor(from.getTime() / period);
  }
  const next = new Cron(schedule.trim(), { timezone: 'UTC', mode: '5-part', paused: true }).nextRun(from);
  return next !== null && next.getTime() <= to.getTime();
}

/** Active jobs, oldest first. */
export async function activeJobs(pool: pg.Pool): Promise<CronJob[]> {
  const { rows } = await pool.query<CronJob>(
    'select jobid::text, jobname, schedule, command, username from cron.job where active order by jobid',
  );
  return rows;
}

/**
 * Runs one job's command in its own transaction as the job's user and records the run.
 * @returns 'succeeded' or 'failed' (the error message is in job_run_details.return_message)
 */
export async function runJob(pool: pg.Pool, job: CronJob): Promise<'succeeded' | 'failed'> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, pg_backend_pid(), current_database(), $2, $3, 'running', now()) returning runid::text`,
      [job.jobid, job.username, job.command],
    );
    let status: 'succeeded' | 'failed' = 'succeeded';
    let message = '';
    try {
      await client.query('begin');
      await client.query(`select set_config('role', $1, true)`, [job.username]);
      const result = await client.query(job.command);
      await client.query('commit');
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      message = `${last?.command ?? ''} ${last?.rowCount ?? ''}`.trim();
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      status = 'failed';
      message = error instanceof Error ? error.message : String(error);
    }
    await client.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1`,
      [rows[0].runid, status, message],
    );
    return status;
  } finally {
    client.release();
  }
}
