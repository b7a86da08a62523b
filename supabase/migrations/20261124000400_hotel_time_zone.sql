-- The hotel's time zone (docs/product.md#guest-fields): the front desk's "today", the default check-in
-- date, is the hotel's local date, not the server's (UTC). Set from the browser when the hotel is saved
-- in setup; 'UTC' until then.

-- Whether Postgres knows an IANA time zone name (as `now() at time zone` accepts it).
create or replace function private.is_time_zone(p_name text) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  perform now() at time zone p_name;
  return true;
exception when invalid_parameter_value then
  return false;
end
$$;
revoke execute on function private.is_time_zone(text) from public;
grant execute on function private.is_time_zone(text) to authenticated, service_role;

alter table public.hotels
  add column time_zone text not null default 'UTC'
    constraint hotels_time_zone_length check (char_length(time_zone) between 1 and 64)
    constraint hotels_time_zone_known check (private.is_time_zone(time_zone));
comment on column public.hotels.time_zone is
  'IANA time zone of the hotel (e.g. Europe/Dublin); the default check-in date is today there.';

grant insert (time_zone), update (time_zone) on table public.hotels to authenticated;

-- A guest inserted without a check-in date checks in today at the hotel: the column default
-- (current_date, the server's UTC date) would be tomorrow's date in the evening west of UTC.
alter table public.guests alter column check_in drop default;

-- Fills an omitted check-in with the hotel's local date. Security definer: reads the hotel's zone
-- whatever the inserting role may see of hotels.
create or replace function private.default_check_in() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.check_in is null then
    select (now() at time zone h.time_zone)::date into new.check_in
    from public.hotels as h where h.id = new.hotel_id;
  end if;
  return new;
end
$$;
revoke execute on function private.default_check_in() from public;

-- Named to sort before guests_enforce_guest_limit (triggers of one event fire in name order).
create trigger guests_default_check_in before insert on public.guests
  for each row execute function private.default_check_in();
