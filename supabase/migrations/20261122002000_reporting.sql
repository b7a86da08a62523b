-- SQL reporting for hotel owners: a `reporting` schema of security_invoker views over the
-- hotel's guests, readable by
--   * hotel staff through the API (schema exposed in config.toml; RLS on public.guests decides), and
--   * a per-hotel LOGIN role for psql / BI tools, whose hotel is decided by `session_user`, so neither
--     `SET ROLE` nor any setting (request.jwt.claims included) can widen what it sees.
-- Units: dates are ISO calendar dates (check-in/check-out as entered), timestamps are timestamptz,
-- nights are whole nights (check_out - check_in), shares are percentages 0–100 with 2 decimals.

create schema if not exists reporting;
comment on schema reporting is
  'Read-only views for hotel owners: their own hotel only (staff via RLS, reporting logins via session_user).';
revoke all on schema reporting from public;

-- Group role of every reporting login: the privileges a login inherits, and nothing else.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'reporting_reader') then
    create role reporting_reader nologin noinherit;
  end if;
end
$$;
comment on role reporting_reader is 'Privileges shared by the per-hotel reporting logins (read-only, reporting schema).';

-- Which hotel each reporting login reads. Never granted to anyone: only the definer functions read it.
create table private.reporting_logins (
  role_name text primary key
    constraint reporting_logins_role_name_format check (role_name ~ '^report_[0-9a-f]{32}$'),
  hotel_id uuid not null unique references public.hotels (id) on delete cascade,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  rotated_at timestamptz not null default now()
);
comment on table private.reporting_logins is 'Reporting login role → hotel. Written by create_reporting_login() only.';
revoke all on table private.reporting_logins from public, anon, authenticated, service_role;
alter table private.reporting_logins enable row level security;

-- The reporting login's hotel, from session_user (which SET ROLE and SET SESSION variables cannot change).
create or replace function private.reporting_hotel_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select l.hotel_id from private.reporting_logins as l where l.role_name = session_user
$$;
revoke execute on function private.reporting_hotel_id() from public;
grant execute on function private.reporting_hotel_id() to reporting_reader;

-- A reporting login must not see base tables, only the views. Views run with the invoker's table
-- privileges but resolve names at creation, so the login gets SELECT on the columns the views read and
-- no USAGE on schema public (PUBLIC's default USAGE is replaced by explicit grants to platform roles).
do $$
declare
  v_role text;
begin
  foreach v_role in array array['postgres', 'anon', 'authenticated', 'service_role', 'authenticator',
      'supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin', 'supabase_realtime_admin',
      'supabase_replication_admin', 'supabase_read_only_user', 'supabase_etl_admin', 'dashboard_user',
      'pgbouncer'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('grant usage on schema public to %I', v_role);
    end if;
  end loop;
end
$$;
revoke usage on schema public from public;

grant select (id, hotel_id, first_name, last_name, passport_number, nationality, travel_agent_name, email, phone,
              check_in, check_out, room, chauffeur_name, chauffeur_contact, registered_at, checked_out_at,
              created_from)
  on table public.guests to reporting_reader;

create policy "Reporting logins can view their hotel's guests" on public.guests
  for select to reporting_reader
  using (hotel_id = (select private.reporting_hotel_id()));

-- Every guest of the hotel, without attachment names (passport images stay behind Storage policies).
create view reporting.guests with (security_invoker = true) as
  select g.id, g.hotel_id, g.first_name, g.last_name, g.passport_number, g.nationality, g.travel_agent_name,
         g.email, g.phone, g.check_in, g.check_out, g.room, g.chauffeur_name, g.chauffeur_contact,
         g.registered_at, g.checked_out_at, g.created_from
  from public.guests as g;
comment on view reporting.guests is 'One row per guest registration; attachments omitted.';

-- One row per stay: nights = check_out - check_in (null while no check-out date is known).
create view reporting.stays with (security_invoker = true) as
  select g.id as guest_id, g.hotel_id, g.first_name, g.last_name, g.nationality, g.room, g.check_in, g.check_out,
         (g.check_out - g.check_in) as nights, g.registered_at, g.checked_out_at,
         case when g.checked_out_at is not null then 'checked_out'
              when g.check_in > current_date then 'upcoming'
              else 'in_house' end as status
  from public.guests as g;
comment on view reporting.stays is
  'Stays: nights (whole nights, null without check-out date); status checked_out | upcoming | in_house.';

-- Arrivals (by check-in date) and departures (by check-out date) per calendar month.
create view reporting.monthly_arrivals with (security_invoker = true) as
  select g.hotel_id, date_trunc('month', g.check_in)::date as month, count(*)::int as arrivals,
         round(avg(g.check_out - g.check_in), 2) as average_nights
  from public.guests as g
  group by g.hotel_id, date_trunc('month', g.check_in);
comment on view reporting.monthly_arrivals is
  'Per month (first day, ISO date): arrivals by check-in date; average_nights over stays with a check-out date.';

create view reporting.monthly_departures with (security_invoker = true) as
  select g.hotel_id, date_trunc('month', g.check_out)::date as month, count(*)::int as departures
  from public.guests as g
  where g.check_out is not null
  group by g.hotel_id, date_trunc('month', g.check_out);
comment on view reporting.monthly_departures is 'Per month (first day, ISO date): departures by check-out date.';

-- Nationality mix: guests per nationality and their share of the hotel's guests.
create view reporting.nationality_mix with (security_invoker = true) as
  select g.hotel_id, coalesce(nullif(btrim(g.nationality), ''), 'Unknown') as nationality, count(*)::int as guests,
         round(100.0 * count(*) / sum(count(*)) over (partition by g.hotel_id), 2) as share_pct
  from public.guests as g
  group by g.hotel_id, coalesce(nullif(btrim(g.nationality), ''), 'Unknown');
comment on view reporting.nationality_mix is 'Guests per nationality; share_pct of the hotel''s guests (0–100).';

-- Travel agents: bookings and known nights per agent ('Direct' when no agent was entered).
create view reporting.travel_agents with (security_invoker = true) as
  select g.hotel_id, coalesce(nullif(btrim(g.travel_agent_name), ''), 'Direct') as travel_agent_name,
         count(*)::int as guests, coalesce(sum(g.check_out - g.check_in), 0)::int as nights
  from public.guests as g
  group by g.hotel_id, coalesce(nullif(btrim(g.travel_agent_name), ''), 'Direct');
comment on view reporting.travel_agents is 'Guests and nights (with a check-out date) per travel agent; Direct = none.';

-- Chauffeur use per arrival month.
create view reporting.chauffeur_use with (security_invoker = true) as
  select g.hotel_id, date_trunc('month', g.check_in)::date as month, count(*)::int as guests,
         count(*) filter (where nullif(btrim(g.chauffeur_name), '') is not null)::int as with_chauffeur,
         round(100.0 * count(*) filter (where nullif(btrim(g.chauffeur_name), '') is not null) / count(*), 2)
           as share_pct
  from public.guests as g
  group by g.hotel_id, date_trunc('month', g.check_in);
comment on view reporting.chauffeur_use is 'Per arrival month: guests, guests with a chauffeur, share_pct (0–100).';

-- Occupancy by night: a guest is in house on nights check_in … check_out - 1; without a check-out date,
-- on every night from check_in through today (or just the check-in night for future arrivals).
create view reporting.occupancy_by_night with (security_invoker = true) as
  select g.hotel_id, night::date as night, count(*)::int as guests_in_house,
         count(distinct nullif(btrim(g.room), ''))::int as rooms_occupied
  from public.guests as g
  cross join lateral generate_series(
    g.check_in,
    coalesce(g.check_out - 1, greatest(g.check_in, current_date)),
    interval '1 day') as night
  group by g.hotel_id, night::date;
comment on view reporting.occupancy_by_night is 'Per night (ISO date): guests in house and distinct rooms occupied.';

revoke all on all tables in schema reporting from public, anon;
grant usage on schema reporting to authenticated, service_role, reporting_reader;
grant select on all tables in schema reporting to authenticated, service_role, reporting_reader;

-- Raises 42501 unless the caller may manage the hotel's reporting login: a platform admin, or the
-- hotel's owner signed in to that hotel.
create or replace function private.authorize_reporting_admin(p_hotel_id uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not (private.is_platform_admin() or exists (
      select 1 from public.hotel_members as m
      where m.user_id = auth.uid() and m.hotel_id = p_hotel_id and m.role = 'owner'
        and p_hotel_id = private.current_hotel_id())) then
    raise exception using errcode = '42501', message = 'Only the hotel''s owner or a platform admin can manage its reporting login.';
  end if;
end
$$;
revoke execute on function private.authorize_reporting_admin(uuid) from public;

-- Creates the hotel's reporting login, or rotates its password. Returns the login name and the new
-- password once (never stored). Platform admins for any hotel; the hotel's owner for their own.
create or replace function private.create_reporting_login(p_hotel_id uuid)
returns table (login text, password text)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_role text := 'report_' || replace(p_hotel_id::text, '-', '');
  v_password text := encode(extensions.gen_random_bytes(24), 'hex');
begin
  perform private.authorize_reporting_admin(p_hotel_id);
  if not exists (select 1 from public.hotels as h where h.id = p_hotel_id) then
    raise exception using errcode = 'PT404', message = 'Hotel not found.';
  end if;

  if exists (select 1 from pg_roles where rolname = v_role) then
    execute format('alter role %I with password %L', v_role, v_password);
    perform private.end_reporting_sessions(v_role);
    update private.reporting_logins set rotated_at = now() where role_name = v_role;
  else
    execute format('create role %I with login noinherit nocreatedb nocreaterole connection limit 3 password %L',
                   v_role, v_password);
    -- INHERIT the reader's privileges, but never SET ROLE to it (PostgreSQL 16+ membership options).
    execute format('grant reporting_reader to %I with inherit true, set false', v_role);
    execute format('alter role %I set statement_timeout = %L', v_role, '5s');
    execute format('alter role %I set idle_in_transaction_session_timeout = %L', v_role, '60s');
    execute format('alter role %I set default_transaction_read_only = on', v_role);
    execute format('alter role %I set search_path = reporting', v_role);
    insert into private.reporting_logins (role_name, hotel_id, created_by) values (v_role, p_hotel_id, auth.uid());
  end if;
  return query select v_role, v_password;
end
$$;
revoke execute on function private.create_reporting_login(uuid) from public;
grant execute on function private.create_reporting_login(uuid) to authenticated;

-- Ends a reporting login's open sessions (after a rotation or revocation). Best effort: where the
-- migration role may not signal backends, the old sessions end at their next idle timeout.
create or replace function private.end_reporting_sessions(p_role text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_terminate_backend(a.pid) from pg_catalog.pg_stat_activity as a where a.usename = p_role;
exception when insufficient_privilege then
  null;
end
$$;
revoke execute on function private.end_reporting_sessions(text) from public;

-- Drops the hotel's reporting login. Same authorisation as creating it. Returns whether one existed.
create or replace function private.revoke_reporting_login(p_hotel_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_role text := 'report_' || replace(p_hotel_id::text, '-', '');
begin
  perform private.authorize_reporting_admin(p_hotel_id);
  delete from private.reporting_logins where role_name = v_role;
  if not exists (select 1 from pg_roles where rolname = v_role) then
    return false;
  end if;
  perform private.end_reporting_sessions(v_role);
  execute format('drop role %I', v_role);
  return true;
end
$$;
revoke execute on function private.revoke_reporting_login(uuid) from public;
grant execute on function private.revoke_reporting_login(uuid) to authenticated;

-- RPCs: /rest/v1/rpc/create_reporting_login and /rest/v1/rpc/revoke_reporting_login.
create or replace function public.create_reporting_login(p_hotel_id uuid)
returns table (login text, password text)
language sql volatile
set search_path = ''
as $$
  select * from private.create_reporting_login(p_hotel_id)
$$;
revoke execute on function public.create_reporting_login(uuid) from public, anon;
grant execute on function public.create_reporting_login(uuid) to authenticated;

create or replace function public.revoke_reporting_login(p_hotel_id uuid) returns boolean
language sql volatile
set search_path = ''
as $$
  select private.revoke_reporting_login(p_hotel_id)
$$;
revoke execute on function public.revoke_reporting_login(uuid) from public, anon;
grant execute on function public.revoke_reporting_login(uuid) to authenticated;
