-- Supabase Storage's tables and helper functions in schema `storage`, as storage's tenant
-- migrations leave them (docs/local-stack.md#storage; storage migrations/tenant/0002-storage-schema.sql,
-- 0014 file_size_limit, 0015 allowed_mime_types, 0060 immutable helpers). Owned by
-- supabase_storage_admin; RLS on, and app migrations add the policies.

set role supabase_storage_admin;

create table if not exists storage.migrations (
  id integer primary key,
  name varchar(100) not null unique,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

do $types$
begin
  if to_regtype('storage.buckettype') is null then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$types$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint objects_bucketid_fkey references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;

-- Path helpers used in policies: 'a/b/c.png' → foldername {a,b}, filename 'c.png', extension 'png'
-- (the whole filename when it has no dot, as storage's own function returns). All three split the name
-- at '/' the same way and differ only in what they return, so one template states them once.
do $helpers$
declare
  v record;
begin
  for v in select * from (values
    ('foldername', 'text[]', '_parts[1 : array_length(_parts, 1) - 1]'),
    ('filename', 'text', '_parts[array_length(_parts, 1)]'),
    ('extension', 'text', 'reverse(split_part(reverse(_parts[array_length(_parts, 1)]), ''.'', 1))')
  ) as h (name, returns, result)
  loop
    execute format($sql$
create or replace function storage.%I(name text) returns %s
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return %s;
end
$$$sql$, v.name, v.returns, v.result);
  end loop;
end
$helpers$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Direct SQL DELETE on Storage's tables is refused unless the session says it is the Storage API
-- (storage tenant migration 0050, supabase/storage pull request 817): statement-level triggers
-- raise 42501 without `storage.allow_delete_query = 'true'`, so rows and files cannot drift apart.
-- The stack's Storage API sets the setting in its delete transaction (stack/storage/objects.ts).
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

create or replace trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres;
grant all on storage.migrations to postgres;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, postgres;
