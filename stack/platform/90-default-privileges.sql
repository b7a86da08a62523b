-- Default privileges in `public` as Supabase's image sets them (docs/local-stack.md#platform-sql): objects the
-- migration role creates are granted to the API roles, so RLS is the only barrier unless a migration
-- revokes. Our migrations revoke these defaults and grant explicitly (docs/architecture.md#database).

-- Both owners get the same defaults; FOR ROLE takes the list, so each grant is stated once.
alter default privileges for role postgres, supabase_admin in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;

-- GoTrue-owned objects stay reachable for the migration role (pgimg auth schema grants).
alter default privileges for role supabase_auth_admin in schema auth
  grant all on tables to postgres;
grant all on all tables in schema auth to postgres, supabase_admin;
grant all on all sequences in schema auth to postgres, supabase_admin;
