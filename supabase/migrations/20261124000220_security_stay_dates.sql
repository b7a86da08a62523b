-- Stay dates within sane bounds (docs/product.md#validation, docs/architecture.md#reporting): check-in and
-- check-out between 2000-01-01 and 2100-12-31, and a stay of at most 366 nights, so a registration
-- like 0001-01-01 → 9999-12-31 cannot make reporting.occupancy_by_night generate millions of nights.
-- Added NOT VALID, then validated: existing rows must already satisfy them.

alter table public.guests
  add constraint guests_check_in_in_range check (check_in between date '2000-01-01' and date '2100-12-31') not valid,
  add constraint guests_check_out_in_range check (check_out between date '2000-01-01' and date '2100-12-31') not valid,
  add constraint guests_stay_at_most_366_nights check (check_out - check_in <= 366) not valid;
alter table public.guests validate constraint guests_check_in_in_range;
alter table public.guests validate constraint guests_check_out_in_range;
alter table public.guests validate constraint guests_stay_at_most_366_nights;

-- Occupancy by night: a guest is in house on nights check_in … check_out - 1; without a check-out date,
-- on every night from check_in through today (or just the check-in night for future arrivals), but never
-- more than 366 nights — the longest stay the constraints allow — so each guest adds at most 366 rows.
create or replace view reporting.occupancy_by_night with (security_invoker = true) as
  select g.hotel_id, night::date as night, count(*)::int as guests_in_house,
         count(distinct nullif(btrim(g.room), ''))::int as rooms_occupied
  from public.guests as g
  cross join lateral generate_series(
    g.check_in,
    least(coalesce(g.check_out - 1, greatest(g.check_in, current_date)), g.check_in + 365),
    interval '1 day') as night
  group by g.hotel_id, night::date;
comment on view reporting.occupancy_by_night is
  'Per night (ISO date): guests in house and distinct rooms occupied; at most 366 nights per guest.';
