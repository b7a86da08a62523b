-- Foundation shared by every later migration: trigram search, the unexposed `private` schema for
-- helpers (docs/architecture.md#database), and the updated_at trigger function.

create extension if not exists pg_trgm with schema extensions;

-- Helpers used by policies and triggers. Not in [api] schemas, so never reachable over REST.
create schema if not exists private;
revoke all on schema private from public;
-- Policies run as the caller, so the caller's role needs USAGE to evaluate their helpers.
grant usage on schema private to authenticated, service_role, supabase_auth_admin;

-- Stamps updated_at on every UPDATE, whatever the client sends. Trigger function only.
create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function private.set_updated_at() from public;

-- Start of the current calendar month in UTC: the window of the monthly guest limit (docs/product.md#limits).
create or replace function private.current_month_start() returns timestamptz
language sql stable
set search_path = ''
as $$
  select date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
$$;
revoke execute on function private.current_month_start() from public;
grant execute on function private.current_month_start() to authenticated, service_role;
