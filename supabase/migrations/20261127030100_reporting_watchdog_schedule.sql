-- The reporting logins' watchdog as a pg_cron job, scheduled like the nightly purge
-- (docs/local-stack.md#schedules, docs/architecture.md#reporting): every second,
-- private.cancel_slow_reporting_queries() cancels reporting queries older than 5 s and ends sessions
-- idle in a transaction for over 60 s, since a login can lift its own statement_timeout. Hosted
-- projects run it with pg_cron; the local stack runs the same cron.job row with its stand-in
-- (stack/schedule/). The reporting-logins migration scheduled it only where pg_cron could be
-- installed and only told in a notice otherwise; cron.schedule() replaces a job of the same name.
-- pg_cron is there: the purge schedule migration enabled it.

select cron.schedule(
  'reporting-statement-watchdog',
  '1 seconds',
  'select private.cancel_slow_reporting_queries()'
);
