-- Stays: the guests who arrive together, and the contract Spain's SES.HOSPEDAJES asks for
-- (docs/architecture.md#stays, docs/police-reports.md). A guest registered alone is a stay of one: every
-- guest belongs to exactly one stay, with a role (Italy's Alloggiati types: single guest, head of family,
-- family member, head of group, group member) and, for a minor, the relationship Spain asks for.
-- A stay has a state of its own, so an expected arrival (a stay nobody has checked in yet, e.g. from a
-- future online check-in link) needs no change to this table.

-- One stay in one hotel. Arrival, departure and room follow the stay's lead guest (trigger below); the
-- contract fields are Spain's `contrato` block (reference, date, people, payment type).
create table public.stays (
  id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (id) on delete cascade,
  status text not null default 'checked_in'
    constraint stays_status_known check (status in ('expected', 'checked_in', 'checked_out', 'cancelled')),
  arrival_date date not null default current_date
    constraint stays_arrival_date_in_range check (arrival_date between date '2000-01-01' and date '2100-12-31'),
  departure_date date
    constraint stays_departure_date_in_range check (departure_date between date '2000-01-01' and date '2100-12-31'),
  room text constraint stays_room_length check (char_length(room) <= 50),
  contract_reference text
    constraint stays_contract_reference_length check (char_length(contract_reference) between 1 and 50),
  contract_date date
    constraint stays_contract_date_in_range check (contract_date between date '2000-01-01' and date '2100-12-31'),
  people integer constraint stays_people_range check (people between 1 and 999),
  -- SES TIPO_PAGO (docs/police-reports.md#code-tables): cash, card, payment platform, transfer, mobile,
  -- gift card, payment at the property, other.
  payment_type text
    constraint stays_payment_type_known check (
      payment_type in ('EFECT', 'TARJT', 'PLATF', 'TRANS', 'MOVIL', 'TREG', 'DESTI', 'OTRO')),
  checked_in_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint stays_hotel_id_id_key unique (hotel_id, id),
  constraint stays_departure_not_before_arrival check (departure_date >= arrival_date),
  constraint stays_at_most_366_nights check (departure_date - arrival_date <= 366),
  constraint stays_checked_in_at_when_arrived check (status in ('expected', 'cancelled') or checked_in_at is not null)
);
comment on table public.stays is
  'Guests who arrive together (a guest alone is a stay of one), with Spain''s contract fields. Staff of the hotel: full CRUD.';
comment on column public.stays.status is
  'expected (arrival not checked in yet), checked_in, checked_out (every guest checked out), cancelled.';
comment on column public.stays.people is 'Number of people of the contract (SES numPersonas); null = the stay''s guests.';

-- Each guest's stay, role and relationship. The default stay id names a new stay, which the insert
-- trigger creates (a stay of one): today's single-guest registration is unchanged.
alter table public.guests
  add column stay_id uuid not null default gen_random_uuid(),
  add column stay_role text not null default 'single'
    constraint guests_stay_role_known check (
      stay_role in ('single', 'head_of_family', 'family_member', 'head_of_group', 'group_member')),
  -- SES TIPO_PARENTESCO: what a minor is to the stay's lead (HJ child, NI grandchild, TU ward, …).
  add column relationship text
    constraint guests_relationship_known check (relationship in (
      'AB', 'BA', 'BN', 'CD', 'CY', 'HJ', 'HR', 'NI', 'PM', 'SB', 'SG', 'TI', 'YN', 'TU', 'OT'));
comment on column public.guests.stay_id is 'The stay the guest belongs to (a new stay of one when not given).';
comment on column public.guests.stay_role is
  'single, head_of_family, family_member, head_of_group or group_member (Alloggiati types 16–20).';
comment on column public.guests.relationship is
  'For a minor: SES TIPO_PARENTESCO code of what they are to the stay''s lead (e.g. HJ = child).';

-- Backfill: every existing guest becomes a stay of one, checked in when registered.
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, room, checked_in_at, created_by, created_at)
select g.stay_id, g.hotel_id, case when g.checked_out_at is null then 'checked_in' else 'checked_out' end,
       g.check_in, g.check_out, g.room, g.registered_at, g.created_by, g.registered_at
from public.guests as g;

alter table public.guests
  add constraint guests_stay_in_same_hotel foreign key (hotel_id, stay_id) references public.stays (hotel_id, id);

revoke all on table public.stays from anon, authenticated, service_role;
grant select, delete on table public.stays to authenticated;
grant insert (id, hotel_id, status, arrival_date, departure_date, room, contract_reference, contract_date, people,
              payment_type)
  on table public.stays to authenticated;
grant update (status, arrival_date, departure_date, room, contract_reference, contract_date, people, payment_type)
  on table public.stays to authenticated;
grant all on table public.stays to service_role;
grant insert (stay_id, stay_role, relationship), update (stay_id, stay_role, relationship)
  on table public.guests to authenticated;

alter table public.stays enable row level security;

create trigger stays_set_updated_at before update on public.stays
  for each row execute function private.set_updated_at();

-- Stamps the check-in time when a stay is checked in (registered at the desk, or an expected arrival
-- arriving); checked_in_at is not writable by users.
create or replace function private.stamp_stay_check_in() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status in ('checked_in', 'checked_out') and new.checked_in_at is null then
    new.checked_in_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.stamp_stay_check_in() from public;

create trigger stays_stamp_check_in before insert or update of status on public.stays
  for each row execute function private.stamp_stay_check_in();

-- Gives a new guest their stay. A guest whose stay_id names no stay yet opens one (a stay of one, from
-- their check-in, check-out and room) unless they join as a family or group member, which needs an
-- existing stay; a member joining a stay whose lead registered as a single guest makes that lead the
-- head of the family or group. Runs as the caller, so RLS decides which stays they can see and create.
create or replace function private.place_guest_in_stay() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_stay_hotel uuid;
begin
  select s.hotel_id into v_stay_hotel from public.stays as s where s.id = new.stay_id;
  if not found then
    if new.stay_role in ('family_member', 'group_member') then
      raise exception using errcode = 'PT400', hint = 'stay_not_found',
        message = 'A family or group member joins an existing stay of the hotel; no such stay.';
    end if;
    -- checked_in_at is stamped now(), the registration's own time (registered_at defaults to now()).
    -- Dates or a room the stay refuses are the guest's own mistake: skip the stay, so the guest's own
    -- check constraint (same rules, named for the guest's field) refuses the row.
    begin
      insert into public.stays (id, hotel_id, status, arrival_date, departure_date, room)
      values (new.stay_id, new.hotel_id, case when new.checked_out_at is null then 'checked_in' else 'checked_out' end,
              new.check_in, new.check_out, new.room);
    exception when check_violation then
      null;
    end;
  elsif new.stay_role in ('family_member', 'group_member') and v_stay_hotel = new.hotel_id then
    update public.guests as g
    set stay_role = case new.stay_role when 'family_member' then 'head_of_family' else 'head_of_group' end
    where g.hotel_id = new.hotel_id and g.stay_id = new.stay_id and g.stay_role = 'single';
  end if;
  return new;
end
$$;
revoke execute on function private.place_guest_in_stay() from public;

create trigger guests_place_in_stay before insert on public.guests
  for each row execute function private.place_guest_in_stay();

-- Keeps a stay in step with its guests: the lead's check-in, check-out and room are the stay's arrival,
-- departure and room; the stay is checked out once every guest of it is. Runs as the caller.
create or replace function private.follow_guests_in_stay() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.stay_role in ('single', 'head_of_family', 'head_of_group') then
    update public.stays as s
    set arrival_date = new.check_in, departure_date = new.check_out, room = new.room
    where s.hotel_id = new.hotel_id and s.id = new.stay_id
      and (s.arrival_date, s.departure_date, s.room) is distinct from (new.check_in, new.check_out, new.room);
  end if;
  if new.checked_out_at is distinct from old.checked_out_at then
    update public.stays as s
    set status = case when exists (select 1 from public.guests as g
                                   where g.hotel_id = s.hotel_id and g.stay_id = s.id and g.checked_out_at is null)
                      then 'checked_in' else 'checked_out' end
    where s.hotel_id = new.hotel_id and s.id = new.stay_id and s.status in ('checked_in', 'checked_out');
  end if;
  return null;
end
$$;
revoke execute on function private.follow_guests_in_stay() from public;

create trigger guests_follow_in_stay after update of check_in, check_out, room, checked_out_at, stay_role on public.guests
  for each row execute function private.follow_guests_in_stay();

-- A stay whose last guest was deleted goes too (it holds no one to report); an expected arrival stays.
create or replace function private.drop_emptied_stay() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.stays as s
  where s.hotel_id = old.hotel_id and s.id = old.stay_id and s.status <> 'expected'
    and not exists (select 1 from public.guests as g where g.hotel_id = s.hotel_id and g.stay_id = s.id);
  return null;
end
$$;
revoke execute on function private.drop_emptied_stay() from public;

create trigger guests_drop_emptied_stay after delete on public.guests
  for each row execute function private.drop_emptied_stay();

create policy "Staff can view their hotel's stays" on public.stays
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));
create policy "Staff can open stays in their hotel" on public.stays
  for insert to authenticated
  with check (hotel_id = (select private.current_hotel_id()));
create policy "Staff can edit their hotel's stays" on public.stays
  for update to authenticated
  using (hotel_id = (select private.current_hotel_id()))
  with check (hotel_id = (select private.current_hotel_id()));
create policy "Staff can delete their hotel's stays" on public.stays
  for delete to authenticated
  using (hotel_id = (select private.current_hotel_id()));

-- Arrivals and stays by date (the police reports list), each stay's guests, one lead per stay.
create index stays_hotel_id_arrival_date_idx on public.stays (hotel_id, arrival_date);
create index stays_created_by_idx on public.stays (created_by);
create index guests_hotel_id_stay_id_idx on public.guests (hotel_id, stay_id);
create unique index guests_one_lead_per_stay on public.guests (stay_id)
  where stay_role in ('single', 'head_of_family', 'head_of_group');
