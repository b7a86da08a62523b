-- The activity log (docs/product.md#activity-log): every registration, edit, check-out, deletion,
-- erasure, legal-hold change and data-rule change of a hotel, with who did it, when and through which
-- door. The database writes it (statement triggers over transition tables, security definer in schema
-- private), so no write path can skip it and no client can write, change or delete a row; only the
-- hotel's owner reads it. Guest edits carry the names of the changed columns, never their values;
-- data-rule changes (private.data_rule_columns) carry the old and the new value.
--
-- Who and which door come from what a caller cannot forge (docs/architecture.md#activity-log):
-- a reporting login is its session_user; an API request carries the JWT claims PostgREST verified
-- (`request.jwt.claims`: role `authenticated` is a person through the app, `service_role` an edge
-- function); no claims at all is SQL run on the database itself (migrations, the SQL editor, cron).

-- One entry per changed row (or per kind of change of a row: an edit and a legal-hold change made by
-- one statement are two entries). `entity`/`entity_id`: the row ('guest' and its id, 'hotel' and its
-- id). `fields`: the columns changed. `old_values`/`new_values`: only for data rules.
create table public.activity_log (
  id bigint generated always as identity primary key,
  hotel_id uuid not null references public.hotels (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  entity text not null constraint activity_log_entity_format check (entity ~ '^[a-z_]{1,32}$'),
  entity_id uuid,
  action text not null constraint activity_log_action_format check (action ~ '^[a-z_]{1,32}$'),
  fields text[] not null default '{}',
  old_values jsonb,
  new_values jsonb,
  actor_id uuid,
  actor_email text constraint activity_log_actor_email_length check (char_length(actor_email) <= 254),
  door text not null
    constraint activity_log_door_known check (door in ('app', 'function', 'schedule', 'reporting', 'sql'))
);
comment on table public.activity_log is
  'What was done to a hotel''s guests and rules, by whom, when and through which door. Written only by triggers; the hotel''s owner reads it; kept one year.';
comment on column public.activity_log.door is
  'app: a signed-in user''s token (the web app, or add-guest acting as the user); function: an edge function with the service role; schedule: the nightly purge; reporting: a reporting login; sql: SQL without API claims.';

revoke all on table public.activity_log from anon, authenticated, service_role;
grant select on table public.activity_log to authenticated;

alter table public.activity_log enable row level security;

-- The caller's hotel when they are its owner and their membership is live; null otherwise. Policies
-- call it once per statement (`(select private.current_owned_hotel_id())`), so the log's index serves.
create or replace function private.current_owned_hotel_id() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
begin
  -- One row at most (user_id is the key); current_hotel_id() holds the claim to the live membership.
  return (select m.hotel_id from public.hotel_members as m
          where m.user_id = auth.uid() and m.role = 'owner' and m.hotel_id = private.current_hotel_id());
end;
$$;
revoke execute on function private.current_owned_hotel_id() from public;
grant execute on function private.current_owned_hotel_id() to authenticated, service_role;

-- Who is writing, through which door, and whether a guest deletion is an erasure. An edge function with
-- the service role, or SQL, may name the person it acts for in `activity_log.context` (a
-- transaction-local setting: actor_id, actor_email, door, erasure), as erasure and the purge do; a
-- signed-in user's request never can.
create or replace function private.activity_actor(out actor_id uuid, out actor_email text, out door text, out erasure boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_claims jsonb := auth.jwt();
  v_context jsonb := nullif(current_setting('activity_log.context', true), '')::jsonb;
begin
  erasure := false;
  if private.reporting_hotel_id() is not null then
    door := 'reporting';
    return;
  end if;
  case coalesce(v_claims ->> 'role', '')
    when 'authenticated' then
      actor_id := nullif(v_claims ->> 'sub', '')::uuid;
      actor_email := lower(v_claims ->> 'email');
      door := 'app';
      return;
    when 'anon' then
      door := 'app';
      return;
    when 'service_role' then door := 'function';
    else door := 'sql';
  end case;
  if v_context is not null then
    actor_id := nullif(v_context ->> 'actor_id', '')::uuid;
    actor_email := nullif(v_context ->> 'actor_email', '');
    door := coalesce(v_context ->> 'door', door);
    erasure := coalesce((v_context ->> 'erasure')::boolean, false);
  end if;
end;
$$;
revoke execute on function private.activity_actor() from public;

-- Sets (or with all nulls, clears) `activity_log.context` for the rest of the transaction. For the
-- edge functions' RPC wrappers (service role) and SQL; `p_erasure` marks a guest deletion as erasure.
create or replace function private.set_activity_context(p_actor_id uuid, p_actor_email text, p_door text, p_erasure boolean)
returns void
language sql volatile
set search_path = ''
as $$
  select set_config('activity_log.context',
    case when p_actor_id is null and p_actor_email is null and p_door is null and not p_erasure then ''
    else jsonb_build_object('actor_id', p_actor_id, 'actor_email', p_actor_email, 'door', p_door, 'erasure', p_erasure)::text end,
    true)
$$;
revoke execute on function private.set_activity_context(uuid, text, text, boolean) from public;
grant execute on function private.set_activity_context(uuid, text, text, boolean) to service_role;

-- The log's one trigger function, for any table with an `id` (statement level: one INSERT per
-- statement, however many rows it touched). Arguments (see private.log_activity_of):
-- TG_ARGV[0] entity name; [1] the column holding the hotel id; [2] json array of columns whose change
-- is no edit (e.g. updated_at); [3] json object of columns whose first value is an event of its own
-- ({"checked_out_at": "checked_out"}). Inserts log 'created'; deletes 'deleted' ('erased' within an
-- erasure; none when the hotel itself is being deleted); updates log one entry per row and kind:
-- the changed columns as 'edited' (names only), each data-rule kind with old and new values, events.
-- PL/pgSQL keeps the plan of the update query for the connection, made for the first statement's
-- row count; without nested loops the old/new join stays linear when a later statement changes
-- thousands of rows (a nested loop over 2,000 rows took 2.4 s of CPU, the hash join 0.1 s).
create or replace function private.log_activity() returns trigger
language plpgsql security definer
set search_path = ''
set enable_nestloop = off
as $$
declare
  v_entity text := tg_argv[0];
  v_hotel text := tg_argv[1];
  v_ignored text[] := array(select jsonb_array_elements_text(coalesce(tg_argv[2], '[]')::jsonb));
  v_events jsonb := coalesce(tg_argv[3], '{}')::jsonb;
  v_who record;
begin
  select * into v_who from private.activity_actor();
  if tg_op = 'INSERT' then
    with rows as materialized (select to_jsonb(n) as r from new_rows as n)
    insert into public.activity_log (hotel_id, entity, entity_id, action, actor_id, actor_email, door)
    select (r ->> v_hotel)::uuid, v_entity, (r ->> 'id')::uuid, 'created', v_who.actor_id, v_who.actor_email, v_who.door
    from rows;
  elsif tg_op = 'DELETE' then
    with rows as materialized (select to_jsonb(o) as r from old_rows as o)
    insert into public.activity_log (hotel_id, entity, entity_id, action, actor_id, actor_email, door)
    select (r ->> v_hotel)::uuid, v_entity, (r ->> 'id')::uuid, case when v_who.erasure then 'erased' else 'deleted' end,
           v_who.actor_id, v_who.actor_email, v_who.door
    from rows
    where exists (select 1 from public.hotels as h where h.id = (r ->> v_hotel)::uuid);
  elsif not v_who.erasure then
    -- Materialized: each row becomes jsonb once (inlined, to_jsonb ran once per column compared).
    with pairs as materialized (
      select to_jsonb(o) as o, to_jsonb(n) as n from old_rows as o join new_rows as n using (id)
    )
    insert into public.activity_log (hotel_id, entity, entity_id, action, fields, old_values, new_values,
                                     actor_id, actor_email, door)
    select c.hotel_id, v_entity, c.entity_id, c.action, array_agg(c.field order by c.field),
           case when bool_and(c.with_values) then jsonb_object_agg(c.field, c.old_value) end,
           case when bool_and(c.with_values) then jsonb_object_agg(c.field, c.new_value) end,
           v_who.actor_id, v_who.actor_email, v_who.door
    from (
      select (p.n ->> v_hotel)::uuid as hotel_id, (p.n ->> 'id')::uuid as entity_id, e.key as field,
             p.o -> e.key as old_value, e.value as new_value, r.log_as is not null as with_values,
             coalesce(r.log_as,
                      case when p.o -> e.key = 'null'::jsonb then v_events ->> e.key end,
                      'edited') as action
      from pairs as p
      cross join lateral jsonb_each(p.n) as e (key, value)
      left join private.data_rule_columns as r on r.table_name = tg_relid and r.column_name = e.key
      where e.value is distinct from p.o -> e.key and e.key <> all (v_ignored)
    ) as c
    group by c.hotel_id, c.entity_id, c.action;
  end if;
  return null;
end;
$$;
revoke execute on function private.log_activity() from public;

-- Logs a table's changes in the activity log: its statement triggers, one per event (PostgreSQL allows
-- one event per trigger with transition tables). For migrations; one call per table, e.g.
--   select private.log_activity_of('public.stays', 'stay', 'hotel_id');
create or replace function private.log_activity_of(
  p_table regclass, p_entity text, p_hotel_column text, p_ignored jsonb default '["updated_at"]',
  p_events jsonb default '{}', p_log_deletes boolean default true
) returns void
language plpgsql volatile
set search_path = ''
as $$
declare
  v_name text := (select c.relname from pg_catalog.pg_class as c where c.oid = p_table);
  v_args text := format('%L, %L, %L, %L', p_entity, p_hotel_column, p_ignored, p_events);
begin
  execute format('create trigger %I after insert on %s referencing new table as new_rows for each statement execute function private.log_activity(%s)',
                 v_name || '_activity_log_insert', p_table, v_args);
  execute format('create trigger %I after update on %s referencing old table as old_rows new table as new_rows for each statement execute function private.log_activity(%s)',
                 v_name || '_activity_log_update', p_table, v_args);
  if p_log_deletes then
    execute format('create trigger %I after delete on %s referencing old table as old_rows for each statement execute function private.log_activity(%s)',
                   v_name || '_activity_log_delete', p_table, v_args);
  end if;
end;
$$;
revoke execute on function private.log_activity_of(regclass, text, text, jsonb, jsonb, boolean) from public;

-- Guests: registration, edits (column names only), check-out, legal hold, deletion and erasure.
-- created_by changes only when the creator's account is deleted (set null), which is not an edit.
select private.log_activity_of('public.guests', 'guest', 'hotel_id', '["updated_at", "created_by"]',
                               '{"checked_out_at": "checked_out"}');
-- Hotels: creation, setup edits (name, address) and data-rule changes; owner_id changes only when the
-- owner's account is deleted. A hotel's deletion takes its log with it.
select private.log_activity_of('public.hotels', 'hotel', 'id', '["updated_at", "owner_id"]', p_log_deletes => false);

create policy "Owners can view their hotel's activity log" on public.activity_log
  for select to authenticated
  using (hotel_id = (select private.current_owned_hotel_id()));

-- The page: newest first per hotel; a guest's entries; the yearly purge by age across hotels.
create index activity_log_hotel_id_occurred_at_idx on public.activity_log (hotel_id, occurred_at desc, id desc);
create index activity_log_entity_id_idx on public.activity_log (entity_id);
create index activity_log_occurred_at_idx on public.activity_log using brin (occurred_at);

-- The Activity page's rows: the log with the guest's current name (read through the guests' own RLS,
-- so the name is never stored in the log; null once the guest is deleted or erased).
create view public.activity_log_entries with (security_invoker = true) as
  select l.id, l.hotel_id, l.occurred_at, l.entity, l.entity_id, l.action, l.fields, l.old_values, l.new_values,
         l.actor_id, l.actor_email, l.door,
         nullif(concat_ws(' ', nullif(g.first_name, ''), nullif(g.last_name, '')), '') as guest_name
  from public.activity_log as l
  left join public.guests as g on l.entity = 'guest' and g.id = l.entity_id;
comment on view public.activity_log_entries is
  'The activity log with each guest''s current name (security invoker: the owner-only policy of activity_log applies).';
revoke all on table public.activity_log_entries from anon, authenticated, service_role;
grant select on table public.activity_log_entries to authenticated;

-- The people in a hotel's log (the Activity page's person filter), newest email per person. Security
-- invoker: RLS leaves other callers than the owner an empty list.
create or replace function public.activity_log_people(p_hotel_id uuid)
returns table (actor_id uuid, actor_email text)
language sql stable
set search_path = ''
as $$
  select distinct on (l.actor_id) l.actor_id, l.actor_email
  from public.activity_log as l
  where l.hotel_id = p_hotel_id and l.actor_id is not null
  order by l.actor_id, l.occurred_at desc
$$;
revoke execute on function public.activity_log_people(uuid) from public, anon;
grant execute on function public.activity_log_people(uuid) to authenticated;
