-- Realtime's pieces of a Supabase database (docs/local-stack.md#platform-sql, docs/local-stack.md#realtime;
-- realtime `lib/realtime/tenants/repo/migrations`): the publication postgres_changes reads, and the
-- Broadcast-from-database and Realtime Authorization objects (https://supabase.com/docs/guides/realtime/authorization,
-- https://supabase.com/docs/guides/realtime/broadcast). Idempotent: runs on every start.

-- postgres_changes: created empty, as on Supabase; migrations add tables to it.
do $publication$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$publication$;

create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

-- Broadcast messages sent from the database (realtime.send) and the rows Realtime inserts, then rolls
-- back, to evaluate a channel's RLS policies on join. Supabase partitions it by day and drops rows
-- after 3 days; here one table, trimmed at start.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages owner to supabase_realtime_admin;
alter table realtime.messages enable row level security;
grant all on table realtime.messages to postgres;
grant select, insert, update on table realtime.messages to anon, authenticated, service_role;
delete from realtime.messages where inserted_at < now() - interval '3 days';

-- Realtime tails this publication to deliver database Broadcast messages (its own publication, so an
-- app's `supabase_realtime` stays what migrations make it).
do $publication$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime_messages_publication') then
    create publication supabase_realtime_messages_publication for table realtime.messages;
  end if;
end
$publication$;

-- The topic of the channel whose policies are being checked (Realtime sets `realtime.topic` while it checks).
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
alter function realtime.topic() owner to supabase_realtime_admin;
grant execute on function realtime.topic() to postgres, anon, authenticated, service_role;

-- Sends a Broadcast message from the database: `payload` (an `id` is added when missing) as `event`
-- to channel `topic`, private (only clients whose realtime.messages policies allow reading it) or public.
-- Failures are turned into a warning so a broadcast never fails the caller's transaction.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
revoke all on function realtime.send(jsonb, text, text, boolean) from public, anon, authenticated;
grant execute on function realtime.send(jsonb, text, text, boolean) to postgres, supabase_admin;

-- Broadcasts a row change from a trigger as Postgres Changes-shaped payload
-- `{schema, table, operation, record, old_record}` on a private channel.
create or replace function realtime.broadcast_changes(topic_name text, event_name text, operation text,
  table_name text, table_schema text, new record, old record, level text default 'ROW')
returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation,
      'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;
revoke all on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  from public, anon, authenticated;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to postgres, supabase_admin;
