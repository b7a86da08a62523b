-- What Supabase's image provides for scheduled edge functions (docs/local-stack.md#schedules): the parts of
-- pg_cron (`cron`), pg_net (`net`) and supabase_vault (`vault`) that migrations call. embedded-postgres ships
-- none of these extensions, so they are plain tables and functions here; the stack's scheduler
-- (stack/schedule/) runs due `cron.job` commands and sends queued `net` requests.
-- https://supabase.com/docs/guides/functions/schedule-functions

create schema if not exists cron;
create schema if not exists net;
create schema if not exists vault;
revoke all on schema cron, net, vault from public;
grant usage on schema cron, net, vault to postgres;

-- pg_cron 1.6: one row per job; jobs run as `username` in `database`.
create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index if not exists jobname_username_uniq on cron.job (jobname, username);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- Five cron fields or pg_cron's '<n> seconds'; croner judges the fields themselves when it runs them.
create or replace function cron.valid_schedule(schedule text) returns boolean
language sql immutable
as $$ select schedule ~ '^\s*(\S+\s+){4}\S+\s*$' or schedule ~ '^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$' $$;

-- Creates or replaces the caller's job named `job_name` (pg_cron's upsert by name). Returns its jobid.
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql
as $$
declare
  v_id bigint;
begin
  if not cron.valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule using errcode = '22023';
  end if;
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into v_id;
  return v_id;
end
$$;

create or replace function cron.schedule(schedule text, command text) returns bigint
language sql
as $$ select cron.schedule(null, schedule, command) $$;

-- Deletes the caller's job `job_id`; raises, as pg_cron does, when the caller has no such job.
create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql
as $$
begin
  delete from cron.job where jobid = job_id and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

-- The same by name. pg_cron's error quotes the name, so the name is looked up here and the id does the rest.
create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql
as $$
declare
  v_id bigint := (select jobid from cron.job where jobname = job_name and username = current_user);
begin
  if v_id is null then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return cron.unschedule(v_id);
end
$$;

-- pg_net 0.x: requests wait in the queue; the worker moves each answer to `_http_response`.
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- Queues a POST of `body` (JSON) to `url` with `params` as the query string; returns the request id.
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql
as $$
declare
  v_query text := (select string_agg(format('%s=%s', key, value), '&') from jsonb_each_text(params));
  v_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url || coalesce('?' || v_query, ''), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id into v_id;
  return v_id;
end
$$;

-- supabase_vault: named secrets. Locally stored as plain text (a development database); hosted
-- projects encrypt them, and `decrypted_secrets` reads the same either way.
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;

create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null
) returns uuid
language sql
as $$
  insert into vault.secrets (secret, name, description, key_id) values (new_secret, new_name, new_description, new_key_id)
  returning id
$$;

create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null, new_description text default null,
  new_key_id uuid default null
) returns void
language sql
as $$
  update vault.secrets
  set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
      description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id), updated_at = now()
  where id = secret_id
$$;

revoke all on all tables in schema cron, net, vault from public;
revoke all on all functions in schema cron, net, vault from public;
grant all on all tables in schema cron, net, vault to postgres;
grant all on all sequences in schema cron, net, vault to postgres;
grant execute on all functions in schema cron, net, vault to postgres;
