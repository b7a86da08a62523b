/**
 * The local stand-in for the pg_cron job hosted projects run every second
 * (docs/architecture.md#reporting, docs/local-stack.md#schedules): calls
 * `private.cancel_slow_reporting_queries()`, which cancels reporting-login queries older than 5 s —
 * a login can lift its own `statement_timeout`, so the limit must be enforced from outside.
 */
import type pg from 'pg';

/**
 * Starts the watchdog on `adminPool` (superuser, so it may cancel any backend).
 * @param intervalMs how often to check, in ms (default 1000, pg_cron's `1 seconds`)
 * @returns a function that stops it
 */
export function startReportingWatchdog(adminPool: pg.Pool, intervalMs = 1000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // Errors (a pool being closed, the function missing in an older schema) are skipped: next tick retries.
    running = adminPool.query('select private.cancel_slow_reporting_queries()').catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
