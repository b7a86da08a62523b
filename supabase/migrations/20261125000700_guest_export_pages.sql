-- The CSV export reads the filtered guest list in large pages (docs/architecture.md#performance).
--
-- Why a json function: PostgREST caps every set-returning result at db-max-rows (1,000), so the
-- export walked 100k guests in 100 round trips one after another. A function returning one `json`
-- value (an array of rows) is a scalar to PostgREST, which max-rows does not cut: pages of up to
-- 10,000 rows take a fraction of the round trips. Filters, order, keyset and tenancy are guest_page's:
-- the same WHERE clause (private.guest_filter_sql), the caller's live hotel only, anyone else gets `[]`.

-- One page of the hotel's guests as a JSON array, newest registration first (then id), filtered like
-- guest_page. p_limit 1–10,000 rows; the keyset p_before_at/p_before_id continues right after that
-- guest. Each element is a guests row without the server's bookkeeping columns (who created it,
-- idempotency key and fingerprint, created/updated times), which the export does not write; a column
-- added to guests later is exported unless it is listed here. Rows become JSON with json_agg over the
-- chosen columns (about half the time of to_jsonb per row, measured on 5,000 rows).
create or replace function private.guest_export_page(
  p_hotel_id uuid, p_search text, p_from date, p_to date, p_limit integer,
  p_before_at timestamptz, p_before_id uuid)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  selected text;
  page_sql text;
  result json;
begin
  if p_limit is null or p_limit not between 1 and 10000 then
    raise exception 'an export page must be 1 to 10000 rows'
      using errcode = '22023', hint = 'Ask for p_limit between 1 and 10000.';
  end if;
  if p_hotel_id is null or p_hotel_id is distinct from private.current_hotel_id() then
    return '[]'::json;
  end if;
  select string_agg('g.' || pg_catalog.quote_ident(a.attname), ', ' order by a.attnum)
  into selected
  from pg_catalog.pg_attribute as a
  where a.attrelid = 'public.guests'::pg_catalog.regclass and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('created_by', 'idempotency_key', 'idempotency_fingerprint', 'created_at', 'updated_at');
  -- A small check-in window alone is read whole and sorted, as guest_page does (see its comment).
  if coalesce(p_search, '') = '' and (p_from is not null or p_to is not null)
     and private.count_guests(p_hotel_id, null, p_from, p_to, 10000) <= 10000 then
    page_sql := 'select w.* from (select ' || selected || ' '
      || private.guest_filter_sql(null, p_from, p_to, p_before_at)
      || ' offset 0) as w order by w.registered_at desc, w.id desc limit $7';
  else
    page_sql := 'select ' || selected || ' ' || private.guest_filter_sql(p_search, p_from, p_to, p_before_at)
      || ' order by g.registered_at desc, g.id desc limit $7';
  end if;
  execute 'select coalesce(json_agg(p order by p.registered_at desc, p.id desc), ''[]''::json) from ('
    || page_sql || ') as p'
  into result
  using p_hotel_id, private.guest_search_pattern(p_search), p_from, p_to, p_before_at,
        coalesce(p_before_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid), p_limit;
  return result;
end;
$$;
revoke execute on function private.guest_export_page(uuid, text, date, date, integer, timestamptz, uuid) from public;
grant execute on function private.guest_export_page(uuid, text, date, date, integer, timestamptz, uuid)
  to authenticated;

-- The API for signed-in staff (/rest/v1/rpc/guest_export_page). Security invoker: the checks live in
-- private.
create or replace function public.guest_export_page(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_limit integer default 5000, p_before_at timestamptz default null, p_before_id uuid default null)
returns json
language sql stable
set search_path = ''
as $$
  select private.guest_export_page(p_hotel_id, p_search, p_from, p_to, p_limit, p_before_at, p_before_id)
$$;
revoke execute on function public.guest_export_page(uuid, text, date, date, integer, timestamptz, uuid)
  from public, anon;
grant execute on function public.guest_export_page(uuid, text, date, date, integer, timestamptz, uuid)
  to authenticated;
