-- Reporting logins, hardened (docs/architecture.md#reporting):
--   * names are `report_<16 random hex>`, unrelated to the hotel id (pg_roles is readable by every
--     login, so a name must not say whose it is); private.reporting_logins maps name → hotel;
--   * no TEMP on the database (a login could otherwise write temp tables in a "read-only" session);
--   * no large-object creation (the other write any role may do by default);
--   * the 5 s statement limit is enforced by a watchdog, because a login can `set statement_timeout = 0`:
--     private.cancel_slow_reporting_queries() cancels reporting queries running longer than 5 s (and ends
--     sessions idle in a transaction for over 60 s), called
--     every second by pg_cron where it is available (hosted) and by the local stack itself.

alter table private.reporting_logins drop constraint reporting_logins_role_name_format;
alter table private.reporting_logins add constraint reporting_logins_role_name_format
  check (role_name ~ '^report_[0-9a-f]{16}$') not valid;

-- Existing logins named after their hotel get a random name (their password stays valid with SCRAM;
-- the owner sees the new name when rotating the password with create_reporting_login).
do $$
declare
  v_login record;
  v_name text;
begin
  for v_login in select role_name from private.reporting_logins where role_name !~ '^report_[0-9a-f]{16}$' loop
    v_name := 'report_' || encode(extensions.gen_random_bytes(8), 'hex');
    execute format('alter role %I rename to %I', v_login.role_name, v_name);
    update private.reporting_logins set role_name = v_name where role_name = v_login.role_name;
  end loop;
end
$$;
alter table private.reporting_logins validate constraint reporting_logins_role_name_format;

-- TEMP: PUBLIC holds it by default and a grant to PUBLIC cannot be revoked for one role, so PUBLIC
-- loses it and the platform roles get it explicitly. Hosted projects may refuse the revoke; the notice says so.
do $$
declare
  v_role text;
begin
  execute format('revoke temporary on database %I from public', current_database());
  foreach v_role in array array['postgres', 'anon', 'authenticated', 'service_role', 'authenticator',
      'supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin', 'supabase_realtime_admin',
      'supabase_replication_admin', 'supabase_read_only_user', 'supabase_etl_admin', 'dashboard_user',
      'pgbouncer'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('grant temporary on database %I to %I', current_database(), v_role);
    end if;
  end loop;
exception when insufficient_privilege then
  raise notice 'TEMP not revoked from PUBLIC (%): reporting logins can create temp tables', sqlerrm;
end
$$;

do $$
begin
  revoke execute on function pg_catalog.lo_create(oid), pg_catalog.lo_creat(integer),
    pg_catalog.lo_from_bytea(oid, bytea) from public;
  grant execute on function pg_catalog.lo_create(oid), pg_catalog.lo_creat(integer),
    pg_catalog.lo_from_bytea(oid, bytea) to postgres;
exception when insufficient_privilege then
  raise notice 'large-object creation not revoked from PUBLIC (%)', sqlerrm;
end
$$;

-- Cancels reporting-login queries that have run longer than `p_limit` (default 5 s, the documented limit)
-- and ends reporting sessions idle inside a transaction for more than `p_idle_limit` (default 60 s: an
-- open transaction holds locks that block migrations, and the role's idle timeout is liftable too).
-- Returns how many sessions it acted on. Called every second by pg_cron (hosted) or the local stack.
create or replace function private.cancel_slow_reporting_queries(
  p_limit interval default interval '5 seconds',
  p_idle_limit interval default interval '60 seconds')
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_session record;
  v_acted integer := 0;
begin
  -- A loop, not one query: the planner may evaluate a pg_cancel_backend() condition on sessions the
  -- join would have filtered out.
  for v_session in
    select a.pid, a.state from pg_catalog.pg_stat_activity as a
    join private.reporting_logins as l on l.role_name = a.usename
    where (a.state in ('active', 'fastpath function call') and a.query_start < pg_catalog.now() - p_limit)
       or (a.state in ('idle in transaction', 'idle in transaction (aborted)')
           and a.state_change < pg_catalog.now() - p_idle_limit)
  loop
    if (case when v_session.state like 'idle%' then pg_catalog.pg_terminate_backend(v_session.pid)
             else pg_catalog.pg_cancel_backend(v_session.pid) end) then
      v_acted := v_acted + 1;
    end if;
  end loop;
  return v_acted;
end
$$;
comment on function private.cancel_slow_reporting_queries(interval, interval) is
  'Watchdog for the reporting logins'' 5 s statement limit (docs/architecture.md#reporting).';
revoke execute on function private.cancel_slow_reporting_queries(interval, interval) from public;

-- Hosted: schedule the watchdog with pg_cron when the extension can be installed.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('reporting-statement-watchdog', '1 seconds',
                          'select private.cancel_slow_reporting_queries()');
  end if;
exception when others then
  raise notice 'pg_cron watchdog not scheduled (%): schedule private.cancel_slow_reporting_queries() yourself', sqlerrm;
end
$$;

-- Creates the hotel's reporting login under a random name, or rotates its password. Returns the login
-- name and the new password once (never stored). Platform admins for any hotel; the hotel's owner for their own.
create or replace function private.create_reporting_login(p_hotel_id uuid)
returns table (login text, password text)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_role text;
  v_password text := encode(extensions.gen_random_bytes(24), 'hex');
begin
  perform private.authorize_reporting_admin(p_hotel_id);
  if not exists (select 1 from public.hotels as h where h.id = p_hotel_id) then
    raise exception using errcode = 'PT404', message = 'Hotel not found.';
  end if;

  select l.role_name into v_role from private.reporting_logins as l where l.hotel_id = p_hotel_id;
  if v_role is not null and exists (select 1 from pg_roles where rolname = v_role) then
    execute format('alter role %I with password %L', v_role, v_password);
    perform private.end_reporting_sessions(v_role);
    update private.reporting_logins set rotated_at = now() where role_name = v_role;
  else
    delete from private.reporting_logins where hotel_id = p_hotel_id;
    v_role := 'report_' || encode(extensions.gen_random_bytes(8), 'hex');
    execute format('create role %I with login noinherit nocreatedb nocreaterole connection limit 3 password %L',
                   v_role, v_password);
    -- INHERIT the reader's privileges, but never SET ROLE to it (PostgreSQL 16+ membership options).
    execute format('grant reporting_reader to %I with inherit true, set false', v_role);
    execute format('alter role %I set statement_timeout = %L', v_role, '5s');
    execute format('alter role %I set idle_in_transaction_session_timeout = %L', v_role, '60s');
    execute format('alter role %I set default_transaction_read_only = on', v_role);
    execute format('alter role %I set search_path = reporting', v_role);
    insert into private.reporting_logins (role_name, hotel_id, created_by) values (v_role, p_hotel_id, auth.uid());
  end if;
  return query select v_role, v_password;
end
$$;

-- Drops the hotel's reporting login. Same authorisation as creating it. Returns whether one existed.
create or replace function private.revoke_reporting_login(p_hotel_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  perform private.authorize_reporting_admin(p_hotel_id);
  delete from private.reporting_logins where hotel_id = p_hotel_id returning role_name into v_role;
  if v_role is null or not exists (select 1 from pg_roles where rolname = v_role) then
    return false;
  end if;
  perform private.end_reporting_sessions(v_role);
  execute format('drop role %I', v_role);
  return true;
end
$$;
