-- The nightly purge of passport images (docs/local-stack.md#schedules), as Supabase schedules edge
-- functions: pg_cron runs pg_net's http_post to the function at 03:17 UTC every day, with the project URL
-- and the service role key read from Vault at run time, so no secret is in this migration.
-- https://supabase.com/docs/guides/functions/schedule-functions
-- Hosted: store the two secrets once per project (SQL editor):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- The local stack provides cron, net and vault itself and stores both secrets at every start.

do $extensions$
begin
  if to_regnamespace('cron') is null then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  if to_regnamespace('net') is null then
    create extension if not exists pg_net with schema extensions;
  end if;
end
$extensions$;

select cron.schedule(
  'purge-passports',
  '17 3 * * *',
  $job$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/purge-passports',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  ) as request_id;
  $job$
);
