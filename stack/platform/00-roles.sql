-- Roles that Supabase's Postgres image creates (docs/local-stack.md#platform-sql; supabase/postgres
-- migrations/db/init-scripts/00000000000000-initial-schema.sql, 00000000000001-auth-schema.sql,
-- 20230529180330_alter_api_roles_for_inherit.sql; storage migrations/tenant/0002-storage-schema.sql).
-- Idempotent: runs on every start of the local stack. Local-only passwords are 'postgres', as
-- `supabase start` uses.

do $roles$
declare
  spec record;
begin
  for spec in
    select * from (values
      -- API roles PostgREST switches to; never log in directly.
      ('anon',                   'nologin inherit'),
      ('authenticated',          'nologin inherit'),
      ('service_role',           'nologin inherit bypassrls'),
      -- PostgREST/Realtime's login role: may only become the API roles (NOINHERIT).
      ('authenticator',          'login noinherit'),
      -- GoTrue's login role: owns schema auth, runs the access token hook; no BYPASSRLS.
      ('supabase_auth_admin',    'login noinherit createrole'),
      -- Storage's login role: owns schema storage.
      ('supabase_storage_admin', 'login noinherit createrole'),
      -- Owner of Realtime's `realtime.messages` (the service inserts and reads it bypassing RLS).
      ('supabase_realtime_admin', 'nologin noinherit'),
      -- Platform superuser (Realtime, platform migrations).
      ('supabase_admin',         'login superuser createdb createrole replication bypassrls')
    ) as r(name, attributes)
  loop
    if not exists (select 1 from pg_roles where rolname = spec.name) then
      execute format('create role %I %s', spec.name, spec.attributes);
    else
      execute format('alter role %I %s', spec.name, spec.attributes);
    end if;
    if spec.attributes like 'login%' then
      execute format('alter role %I password %L', spec.name, 'postgres');
    end if;
  end loop;
end
$roles$;

-- authenticator assumes the API roles with SET ROLE (pgimg revoked its supabase_admin grant).
grant anon, authenticated, service_role to authenticator;
-- Storage assumes API roles through authenticator (pgimg 20231013070755_grant_authenticator_to_supabase_storage_admin.sql).
grant authenticator to supabase_storage_admin;
-- The migration role can act as the API roles (pgimg initial schema).
grant anon, authenticated, service_role to postgres;

-- Role-level settings as the image has them (statement timeouts applied at login / by PostgREST).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_storage_admin set search_path = storage;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_admin set search_path = "$user", public, auth, extensions;
