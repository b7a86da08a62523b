-- Expected arrivals and online check-in (docs/online-check-in.md). An arrival is a stay whose status is
-- 'expected' (docs/architecture.md#stays): staff add it with the lead guest's contact, create a check-in
-- link (only the SHA-256 of its token is kept), the guest opens the link and declares every traveller and
-- signs (through edge functions, with the service role: anon has no access to any of these tables), and
-- the desk checks the arrival in, which turns the declared travellers into registered guests.

-- The lead guest's contact, and when the link was sent and opened and the declaration completed. The
-- arrival's state follows from them and the stay's status (generated, so it can never disagree).
alter table public.stays
  add column guest_name text constraint stays_guest_name_length check (char_length(btrim(guest_name)) between 1 and 200),
  add column guest_email text
    constraint stays_guest_email_shape check (char_length(guest_email) <= 254 and guest_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add column guest_phone text constraint stays_guest_phone_length check (char_length(btrim(guest_phone)) between 1 and 50),
  add column link_sent_at timestamptz,
  add column link_opened_at timestamptz,
  add column checkin_completed_at timestamptz,
  add column arrival_state text generated always as (
    case
      when status in ('checked_in', 'checked_out') then 'checked_in'
      when status = 'cancelled' then 'cancelled'
      when checkin_completed_at is not null then 'completed'
      when link_opened_at is not null then 'opened'
      when link_sent_at is not null then 'sent'
      else 'link_not_sent'
    end) stored;
comment on column public.stays.arrival_state is
  'link_not_sent, sent, opened, completed (the guests declared and signed online), checked_in or cancelled.';
comment on column public.stays.guest_name is 'An expected arrival''s lead guest, as the booking names them.';

grant insert (guest_name, guest_email, guest_phone), update (guest_name, guest_email, guest_phone)
  on table public.stays to authenticated;

-- One check-in link of an arrival. The token (256 random bits) is shown to staff once and travels in the
-- URL fragment; the database keeps only its SHA-256, so a leaked table opens nothing. A new link revokes
-- the arrival's earlier one; a link is valid until the end of the departure date at the hotel (at most
-- 30 days after it was made) unless revoked first.
create table public.checkin_links (
  id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null,
  stay_id uuid not null,
  token_sha256 bytea not null
    constraint checkin_links_token_sha256_length check (octet_length(token_sha256) = 32)
    constraint checkin_links_token_sha256_key unique,
  -- Set by the insert trigger (the arrival's departure); the default only says a link never outlives 30 days.
  expires_at timestamptz not null default now() + interval '30 days',
  revoked_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint checkin_links_stay_fkey foreign key (hotel_id, stay_id)
    references public.stays (hotel_id, id) on delete cascade,
  constraint checkin_links_expiry_within_30_days check (expires_at <= created_at + interval '30 days')
);
comment on table public.checkin_links is
  'Online check-in links of expected arrivals: the token''s SHA-256 only. Staff of the hotel create, see and revoke them.';

revoke all on table public.checkin_links from anon, authenticated, service_role;
-- The hash is not readable by users: nothing in the app needs it back.
grant select (id, hotel_id, stay_id, expires_at, revoked_at, created_by, created_at) on table public.checkin_links
  to authenticated;
grant insert (hotel_id, stay_id, token_sha256), update (revoked_at) on table public.checkin_links to authenticated;
grant all on table public.checkin_links to service_role;

alter table public.checkin_links enable row level security;

-- Before a link is kept: the arrival must still be expected; the expiry is the end of the departure date
-- in the hotel's time zone (30 days when there is none), capped at 30 days; the arrival's earlier links
-- are revoked and it counts as sent again. Security definer (owner postgres) because the stay's stamps
-- are not writable by users; the caller's insert has passed RLS (their hotel) and the foreign key (a
-- stay of that hotel) already.
create or replace function private.open_checkin_link() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_stay public.stays;
  v_zone text;
begin
  select s.* into v_stay from public.stays as s where s.hotel_id = new.hotel_id and s.id = new.stay_id for update;
  if v_stay.status <> 'expected' then
    raise exception using errcode = 'PT409', hint = 'arrival_not_expected',
      message = 'This arrival is already checked in or cancelled: it needs no check-in link.';
  end if;
  select h.time_zone into v_zone from public.hotels as h where h.id = new.hotel_id;
  new.created_at := now();
  new.revoked_at := null;
  new.expires_at := least(
    coalesce(((v_stay.departure_date + 1)::timestamp at time zone coalesce(v_zone, 'UTC')), 'infinity'),
    now() + interval '30 days');
  if new.expires_at <= now() then
    raise exception using errcode = 'PT400', hint = 'arrival_departed',
      message = 'The departure date of this arrival has passed: correct it before sending a link.';
  end if;
  update public.checkin_links as l set revoked_at = now()
  where l.stay_id = new.stay_id and l.revoked_at is null;
  update public.stays as s set link_sent_at = now(), link_opened_at = null where s.id = new.stay_id;
  return new;
end
$$;
revoke execute on function private.open_checkin_link() from public;

create trigger checkin_links_open before insert on public.checkin_links
  for each row execute function private.open_checkin_link();

-- Revoking is for good: revoked_at is stamped by the server and cannot be cleared. An arrival left
-- without a live link counts as "link not sent" again. Security definer for the stay's stamps.
create or replace function private.revoke_checkin_link() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    raise exception using errcode = 'PT409', hint = 'link_revoked',
      message = 'This check-in link is already revoked. Create a new link instead.';
  end if;
  new.revoked_at := now();
  if not exists (select 1 from public.checkin_links as l
                 where l.stay_id = new.stay_id and l.id <> new.id and l.revoked_at is null) then
    update public.stays as s set link_sent_at = null, link_opened_at = null where s.id = new.stay_id;
  end if;
  return new;
end
$$;
revoke execute on function private.revoke_checkin_link() from public;

create trigger checkin_links_revoke before update of revoked_at on public.checkin_links
  for each row when (pg_trigger_depth() < 1) execute function private.revoke_checkin_link();

create policy "Staff can view their hotel's check-in links" on public.checkin_links
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));
create policy "Staff can create check-in links in their hotel" on public.checkin_links
  for insert to authenticated
  with check (hotel_id = (select private.current_hotel_id()));
create policy "Staff can revoke their hotel's check-in links" on public.checkin_links
  for update to authenticated
  using (hotel_id = (select private.current_hotel_id()))
  with check (hotel_id = (select private.current_hotel_id()));

create index checkin_links_hotel_id_stay_id_idx on public.checkin_links (hotel_id, stay_id);
create index checkin_links_stay_id_live_idx on public.checkin_links (stay_id) where revoked_at is null;
create index checkin_links_created_by_idx on public.checkin_links (created_by);
