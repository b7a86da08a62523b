-- Owner-only data rules (docs/product.md#data-rules): how long passport images are kept, which guest
-- fields the form collects, the hotel's time zone and the lifting of a legal hold are the data
-- controller's decisions, the hotel owner's. Staff read them (and may still put a guest under legal
-- hold); staff, other hotels, the platform admin and the edge functions' service role cannot change
-- them. A trigger enforces it, so REST, RPCs and every other door obey the same rule, and the
-- activity log (next migration) records each change with its old and new value.
--
-- Making one more column owner-only is one row of private.data_rule_columns (and the column's
-- UPDATE grant to authenticated, so the owner can write it), e.g.
--   insert into private.data_rule_columns (table_name, column_name, owner_action)
--   values ('public.hotels', 'two_step_required', 'require two-step sign-in');
-- A table that gets its first such column also needs the trigger (`for each row execute function
-- private.enforce_data_rules('<hotel id column>')`).

-- The columns only a hotel's owner may change. `owner_only_from` null: every change needs the owner;
-- otherwise only a change away from that value (a legal hold may be set by staff, lifted by the owner).
-- `log_as` names the activity-log action of a change ('data_rule', 'legal_hold').
create table private.data_rule_columns (
  table_name regclass not null,
  column_name name not null,
  owner_action text not null
    constraint data_rule_columns_owner_action_length check (char_length(owner_action) between 1 and 100),
  owner_only_from jsonb,
  log_as text not null default 'data_rule'
    constraint data_rule_columns_log_as_format check (log_as ~ '^[a-z_]{1,32}$'),
  primary key (table_name, column_name)
);
comment on table private.data_rule_columns is
  'Columns only the hotel''s owner may change (owner_action completes "Only the hotel''s owner can ..."); changes are logged with old and new values.';

revoke all on table private.data_rule_columns from public, anon, authenticated, service_role;
-- No policies: read only by the security definer functions below (their owner).
alter table private.data_rule_columns enable row level security;

insert into private.data_rule_columns (table_name, column_name, owner_action) values
  ('public.hotels', 'passport_retention', 'change the passport image rule'),
  ('public.hotels', 'passport_retention_days', 'change the passport image rule'),
  ('public.hotels', 'form_fields', 'change which guest fields are collected'),
  ('public.hotels', 'time_zone', 'change the hotel''s time zone');
insert into private.data_rule_columns (table_name, column_name, owner_action, owner_only_from, log_as) values
  ('public.guests', 'legal_hold', 'lift a legal hold', 'true', 'legal_hold');

-- Whether the caller may change the data rules of `p_hotel_id`: the hotel's owner signed in to it, or
-- SQL run without API claims (migrations, the SQL editor, the database's own jobs). Every API caller
-- else is refused: staff, other hotels, removed members, the platform admin, anon and the service role
-- (no edge function changes a hotel's data rules; one that ever must acts with the owner's token).
create or replace function private.may_change_data_rules(p_hotel_id uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return case coalesce(auth.jwt() ->> 'role', '')
    when '' then true
    when 'authenticated' then private.is_hotel_owner(p_hotel_id)
    else false
  end;
end;
$$;
revoke execute on function private.may_change_data_rules(uuid) from public;
grant execute on function private.may_change_data_rules(uuid) to authenticated, service_role;

-- Refuses (42501, hint owner_only) a change of a data-rule column by anyone but the owner.
-- TG_ARGV[0] names the column that holds the row's hotel id ('id' for hotels). The registry query has
-- no per-row parameter, so PL/pgSQL plans it once per connection; the rows become jsonb only when the
-- table has data-rule columns at all.
create or replace function private.enforce_data_rules() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_rule record;
  v_old jsonb;
  v_new jsonb;
begin
  for v_rule in
    select r.column_name, r.owner_only_from, r.owner_action from private.data_rule_columns as r
    where r.table_name = tg_relid order by r.column_name
  loop
    v_old := coalesce(v_old, to_jsonb(old));
    v_new := coalesce(v_new, to_jsonb(new));
    if v_new -> v_rule.column_name is distinct from v_old -> v_rule.column_name
       and (v_rule.owner_only_from is null or v_old -> v_rule.column_name = v_rule.owner_only_from)
       and not private.may_change_data_rules((v_new ->> tg_argv[0])::uuid) then
      raise exception using errcode = '42501', hint = 'owner_only',
        message = format('Only the hotel''s owner can %s.', v_rule.owner_action);
    end if;
  end loop;
  return new;
end;
$$;
revoke execute on function private.enforce_data_rules() from public;

create trigger hotels_data_rules_owner_only before update on public.hotels
  for each row execute function private.enforce_data_rules('id');
create trigger guests_data_rules_owner_only before update on public.guests
  for each row execute function private.enforce_data_rules('hotel_id');

-- A new hotel starts with the default rules unless its future owner creates it (create_hotel):
-- the platform admin's direct insert may name the hotel, not choose its rules.
revoke insert (form_fields, passport_retention, passport_retention_days, time_zone) on table public.hotels from authenticated;

-- Deleting a held guest, or a user taking images out of their attachments, would release the images
-- all the same (they become orphans, purged a day later): both are refused like erasure (PT409, hint
-- legal_hold) until the owner lifts the hold. The triggers fire for held guests only. Passing: the
-- cascade of the hotel's own deletion (hotel gone already), and server code detaching images it
-- removed (the platform admin's hotel deletion; the purge and erasure never reach a held guest).
create or replace function private.refuse_releasing_held_guest() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.hotels as h where h.id = old.hotel_id) then
    return old;
  end if;
  if tg_op = 'UPDATE' and coalesce(auth.jwt() ->> 'role', '') <> 'authenticated' then
    return new;
  end if;
  raise exception using errcode = 'PT409', hint = 'legal_hold',
    message = case tg_op when 'DELETE' then 'This guest is under legal hold. Lift the hold before deleting the guest.'
              else 'This guest is under legal hold. Lift the hold before removing their passport images.' end;
end;
$$;
revoke execute on function private.refuse_releasing_held_guest() from public;

create trigger guests_refuse_deleting_held before delete on public.guests
  for each row when (old.legal_hold) execute function private.refuse_releasing_held_guest();
create trigger guests_refuse_detaching_held_images before update of attachments on public.guests
  for each row when (old.legal_hold and not old.attachments <@ new.attachments)
  execute function private.refuse_releasing_held_guest();
