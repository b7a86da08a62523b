-- Guest list paging and counting whose cost does not grow with the hotel (docs/architecture.md#performance).
--
-- Why new functions beside search_guests: a security definer SQL function is never inlined, so the
-- LIMIT that PostgREST adds outside `search_guests(...)` cannot reach inside it. Postgres then
-- materialises and sorts every match of a common term ("mill": tens of thousands of rows at 1M guests)
-- before taking ten. Here the page size, offset and keyset travel into the function, and the body
-- runs as dynamic SQL (EXECUTE … USING), which Postgres plans with the actual values: a common term
-- walks the (hotel_id, registered_at desc) index and stops at the page's end, a rare one uses the
-- trigram indexes. Tenancy is the same as the guests policies: the caller's live hotel only.

-- The WHERE clause shared by the page and the count. $1 hotel, $2 LIKE pattern (or null), $3/$4
-- inclusive check-in range (docs/product.md#validation), $5/$6 keyset: rows strictly older than
-- (registered_at, id). Only the conditions that apply are written, so each plan fits its request.
create or replace function private.guest_filter_sql(p_search text, p_from date, p_to date, p_before_at timestamptz)
returns text
language sql immutable
set search_path = ''
as $$
  select 'from public.guests as g where g.hotel_id = $1'
    || case when coalesce(p_search, '') <> '' then
         ' and (g.first_name ilike $2 escape ''\'' or g.last_name ilike $2 escape ''\'''
         || ' or g.email ilike $2 escape ''\'' or g.phone ilike $2 escape ''\'')' else '' end
    || case when p_from is not null then ' and g.check_in >= $3' else '' end
    || case when p_to is not null then ' and g.check_in <= $4' else '' end
    || case when p_before_at is not null then
         ' and g.registered_at <= $5 and (g.registered_at < $5 or g.id < $6)' else '' end
$$;
revoke execute on function private.guest_filter_sql(text, date, date, timestamptz) from public;

-- The search text as a literal ILIKE pattern: `%`, `_` and `\` typed by staff match themselves.
create or replace function private.guest_search_pattern(p_search text)
returns text
language sql immutable
set search_path = ''
as $$
  select case when coalesce(p_search, '') = '' then null
    else '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;
revoke execute on function private.guest_search_pattern(text) from public;

-- One page of the hotel's guests, newest registration first (then id), optionally filtered by text
-- and check-in range. p_limit 1–1000 rows (PostgREST's max_rows); either p_offset (the list's
-- numbered pages) or the keyset p_before_at/p_before_id (the CSV export walks the whole list by key).
-- Anyone but a live member of p_hotel_id gets no rows.
create or replace function private.guest_page(
  p_hotel_id uuid, p_search text, p_from date, p_to date, p_limit integer, p_offset integer,
  p_before_at timestamptz, p_before_id uuid)
returns setof public.guests
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if p_hotel_id is null or p_hotel_id is distinct from private.current_hotel_id() then
    return;
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or coalesce(p_offset, 0) < 0 then
    raise exception 'page size must be 1 to 1000 rows and the offset 0 or more'
      using errcode = '22023', hint = 'Ask for p_limit between 1 and 1000 and p_offset >= 0.';
  end if;
  -- A check-in window alone: check-in dates follow registration, which the planner cannot know, so
  -- it would walk the newest registrations hoping to meet the window soon (a window a year back
  -- means walking a year of guests). When the window holds few guests (an index-only count on
  -- (hotel_id, check_in) stopped at 10,000), read the window itself and sort it; else walk.
  if coalesce(p_search, '') = '' and (p_from is not null or p_to is not null)
     and private.count_guests(p_hotel_id, null, p_from, p_to, 10000) <= 10000 then
    return query execute
      'select w.* from (select g.* ' || private.guest_filter_sql(null, p_from, p_to, p_before_at)
      || ' offset 0) as w order by w.registered_at desc, w.id desc limit $7 offset $8'
    using p_hotel_id, null::text, p_from, p_to, p_before_at,
          coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid), p_limit, coalesce(p_offset, 0);
    return;
  end if;
  return query execute
    'select g.* ' || private.guest_filter_sql(p_search, p_from, p_to, p_before_at)
    || ' order by g.registered_at desc, g.id desc limit $7 offset $8'
  using p_hotel_id, private.guest_search_pattern(p_search), p_from, p_to, p_before_at,
        coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid), p_limit, coalesce(p_offset, 0);
end;
$$;
revoke execute on function private.guest_page(uuid, text, date, date, integer, integer, timestamptz, uuid) from public;
grant execute on function private.guest_page(uuid, text, date, date, integer, integer, timestamptz, uuid)
  to authenticated;

-- How many guests match, counted only up to p_cap: returns the exact number when it is at most
-- p_cap, and p_cap + 1 ("more than p_cap") otherwise, so the cost is bounded by the cap, not the
-- hotel. The caps the app uses were chosen by measurement (bench/README.md, "Counts").
create or replace function private.count_guests(p_hotel_id uuid, p_search text, p_from date, p_to date,
                                                p_cap integer)
returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  matched integer;
begin
  if p_hotel_id is null or p_hotel_id is distinct from private.current_hotel_id() then
    return 0;
  end if;
  if p_cap is null or p_cap not between 1 and 100000 then
    raise exception 'count cap must be 1 to 100000'
      using errcode = '22023', hint = 'Ask for p_cap between 1 and 100000.';
  end if;
  execute 'select count(*)::integer from (select 1 '
    || private.guest_filter_sql(p_search, p_from, p_to, null) || ' limit $7) as capped'
  into matched
  using p_hotel_id, private.guest_search_pattern(p_search), p_from, p_to, null::timestamptz, null::uuid,
        p_cap + 1;
  return matched;
end;
$$;
revoke execute on function private.count_guests(uuid, text, date, date, integer) from public;
grant execute on function private.count_guests(uuid, text, date, date, integer) to authenticated;

-- The API of both for signed-in staff (/rest/v1/rpc/guest_page, /rest/v1/rpc/count_guests).
-- Security invoker: the checks live in private.
create or replace function public.guest_page(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_limit integer default 10, p_offset integer default 0, p_before_at timestamptz default null,
  p_before_id uuid default null)
returns setof public.guests
language sql stable
set search_path = ''
as $$
  select * from private.guest_page(p_hotel_id, p_search, p_from, p_to, p_limit, p_offset, p_before_at, p_before_id)
$$;
revoke execute on function public.guest_page(uuid, text, date, date, integer, integer, timestamptz, uuid)
  from public, anon;
grant execute on function public.guest_page(uuid, text, date, date, integer, integer, timestamptz, uuid)
  to authenticated;

create or replace function public.count_guests(p_hotel_id uuid, p_search text default null,
                                               p_from date default null, p_to date default null,
                                               p_cap integer default 10000)
returns integer
language sql stable
set search_path = ''
as $$
  select private.count_guests(p_hotel_id, p_search, p_from, p_to, p_cap)
$$;
revoke execute on function public.count_guests(uuid, text, date, date, integer) from public, anon;
grant execute on function public.count_guests(uuid, text, date, date, integer) to authenticated;
