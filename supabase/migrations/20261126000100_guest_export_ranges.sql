-- The CSV export fetches several pages at once (docs/architecture.md#performance).
--
-- Why: guest_export_page pages follow one another (each needs the previous page's last key), so a
-- 100k export was 20 round trips in a row, most of each spent building JSON objects whose keys repeat
-- on every row. Here one cheap call first returns the page boundaries (the key of every n-th guest of
-- the filtered list, from the (hotel_id, registered_at) index), after which the client asks for
-- several key ranges at a time; rows travel as arrays of values under one list of column names, about
-- half the bytes and half the database time of json_agg over records (measured on 5,000 rows).
-- Filters, order and tenancy are guest_page's: the same WHERE clause (private.guest_filter_sql), the
-- caller's live hotel only, anyone else gets nothing.

-- The most rows one export request may carry: raises 22023, naming the argument p_argument, unless
-- p_rows is 1 to 10,000 (a page of 5,000 plus guests registered since the plan).
create or replace function private.check_export_rows(p_rows integer, p_argument text)
returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_rows is null or p_rows not between 1 and 10000 then
    raise exception 'an export page must be 1 to 10000 rows'
      using errcode = '22023', hint = pg_catalog.format('Ask for %s between 1 and 10000.', p_argument);
  end if;
end;
$$;
revoke execute on function private.check_export_rows(integer, text) from public;

-- The export's plan: how many guests match the filters and the key [registered_at, id] of every
-- p_page_size-th of them, newest registration first (then id). A page ends at each boundary, so the
-- pages can be fetched in any order. p_page_size 1–10,000. Anyone but a live member of p_hotel_id
-- gets {"total": 0, "bounds": []}.
create or replace function private.guest_export_bounds(
  p_hotel_id uuid, p_search text, p_from date, p_to date, p_page_size integer)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  result json;
begin
  perform private.check_export_rows(p_page_size, 'p_page_size');
  if p_hotel_id is null or p_hotel_id is distinct from private.current_hotel_id() then
    return '{"total": 0, "bounds": []}'::json;
  end if;
  execute 'select json_build_object(''total'', count(*), ''bounds'', coalesce(json_agg('
    || 'json_build_array(k.registered_at, k.id) order by k.n) filter (where k.n % $7 = 0), ''[]''::json))'
    || ' from (select g.registered_at, g.id, row_number() over (order by g.registered_at desc, g.id desc) as n '
    || private.guest_filter_sql(p_search, p_from, p_to, null) || ') as k'
  into result
  using p_hotel_id, private.guest_search_pattern(p_search), p_from, p_to, null::timestamptz, null::uuid,
        p_page_size;
  return result;
end;
$$;
revoke execute on function private.guest_export_bounds(uuid, text, date, date, integer) from public;
grant execute on function private.guest_export_bounds(uuid, text, date, date, integer) to authenticated;

-- One key range of the export as {"columns": [names], "rows": [[values in that order], ...]}, newest
-- registration first (then id), filtered like guest_page: the guests strictly after the key
-- p_before_at/p_before_id (from the start when null) down to p_through_at/p_through_id inclusive (to
-- the end when null), at most p_limit (1–10,000). Columns: p_columns in that order (the CSV asks for
-- the ones it writes, which must include the keys id and registered_at), or when null a guests row
-- without the server's bookkeeping (who created it, idempotency key and fingerprint, created/updated
-- times), as in guest_export_page; bookkeeping columns cannot be asked for. Anyone but a live member
-- of p_hotel_id gets no rows.
create or replace function private.guest_export_rows(
  p_hotel_id uuid, p_search text, p_from date, p_to date, p_limit integer,
  p_before_at timestamptz, p_before_id uuid, p_through_at timestamptz, p_through_id uuid, p_columns text[])
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  names text[];
  selected text;
  through text := '';
  page_sql text;
  result json;
begin
  perform private.check_export_rows(p_limit, 'p_limit');
  select array_agg(a.attname::text order by a.attnum) into names
  from pg_catalog.pg_attribute as a
  where a.attrelid = 'public.guests'::pg_catalog.regclass and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('created_by', 'idempotency_key', 'idempotency_fingerprint', 'created_at', 'updated_at');
  if p_columns is not null then
    if not (p_columns <@ names and p_columns @> array['id', 'registered_at']) then
      raise exception 'export columns must be guests columns including id and registered_at, not %', p_columns
        using errcode = '22023', hint = 'Ask for columns of public.guests other than the bookkeeping ones.';
    end if;
    names := p_columns;
  end if;
  if p_hotel_id is null or p_hotel_id is distinct from private.current_hotel_id() then
    return json_build_object('columns', names, 'rows', '[]'::json);
  end if;
  select string_agg('g.' || pg_catalog.quote_ident(n), ', ' order by i) into selected
  from unnest(names) with ordinality as c(n, i);
  if p_through_at is not null then
    through := ' and g.registered_at >= $8 and (g.registered_at > $8 or g.id >= $9)';
  end if;
  -- A small check-in window alone is read whole and sorted, as guest_page does (see its comment).
  if coalesce(p_search, '') = '' and (p_from is not null or p_to is not null)
     and private.count_guests(p_hotel_id, null, p_from, p_to, 10000) <= 10000 then
    page_sql := 'select w.* from (select ' || selected || ' '
      || private.guest_filter_sql(null, p_from, p_to, p_before_at) || through
      || ' offset 0) as w order by w.registered_at desc, w.id desc limit $7';
  else
    page_sql := 'select ' || selected || ' ' || private.guest_filter_sql(p_search, p_from, p_to, p_before_at)
      || through || ' order by g.registered_at desc, g.id desc limit $7';
  end if;
  execute 'select json_build_object(''columns'', $10::text[], ''rows'', coalesce(json_agg(json_build_array('
    || replace(selected, 'g.', 'p.') || ') order by p.registered_at desc, p.id desc), ''[]''::json)) from ('
    || page_sql || ') as p'
  into result
  using p_hotel_id, private.guest_search_pattern(p_search), p_from, p_to, p_before_at,
        coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid), p_limit,
        p_through_at, coalesce(p_through_id, '00000000-0000-0000-0000-000000000000'::uuid), names;
  return result;
end;
$$;
revoke execute on function private.guest_export_rows(uuid, text, date, date, integer, timestamptz, uuid,
  timestamptz, uuid, text[]) from public;
grant execute on function private.guest_export_rows(uuid, text, date, date, integer, timestamptz, uuid,
  timestamptz, uuid, text[]) to authenticated;

-- The API of both for signed-in staff (/rest/v1/rpc/guest_export_bounds, /rest/v1/rpc/guest_export_rows).
-- Security invoker: the checks live in private.
create or replace function public.guest_export_bounds(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_page_size integer default 5000)
returns json
language sql stable
set search_path = ''
as $$
  select private.guest_export_bounds(p_hotel_id, p_search, p_from, p_to, p_page_size)
$$;
revoke execute on function public.guest_export_bounds(uuid, text, date, date, integer) from public, anon;
grant execute on function public.guest_export_bounds(uuid, text, date, date, integer) to authenticated;

create or replace function public.guest_export_rows(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_limit integer default 10000, p_before_at timestamptz default null, p_before_id uuid default null,
  p_through_at timestamptz default null, p_through_id uuid default null, p_columns text[] default null)
returns json
language sql stable
set search_path = ''
as $$
  select private.guest_export_rows(p_hotel_id, p_search, p_from, p_to, p_limit, p_before_at, p_before_id,
    p_through_at, p_through_id, p_columns)
$$;
revoke execute on function public.guest_export_rows(uuid, text, date, date, integer, timestamptz, uuid,
  timestamptz, uuid, text[]) from public, anon;
grant execute on function public.guest_export_rows(uuid, text, date, date, integer, timestamptz, uuid,
  timestamptz, uuid, text[]) to authenticated;
