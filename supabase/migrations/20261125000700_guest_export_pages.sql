-- The CSV export reads the filtered guest list in large pages (docs/architecture.md#performance).
--
-- Why a json function: PostgREST caps every set-returning result at db-max-rows (1,000), so the
-- export walked 100k guests in 100 round trips one after another. A function returning one `json`
-- value (an array of rows) is a scalar to PostgREST, which max-rows does not cut: pages of up to
-- 10,000 rows take a tenth of the round trips. Rows, order, keyset and tenancy are guest_page's
-- (it is called in pieces of 1,000): the caller's live hotel only, anyone else gets `[]`.

-- One page of the hotel's guests as a JSON array, newest registration first (then id), filtered like
-- guest_page. p_limit 1–10,000 rows; the keyset p_before_at/p_before_id continues right after that
-- guest. Each element is a guests row without the server's bookkeeping columns (who created it,
-- idempotency key and fingerprint, created/updated times), which the export does not write.
create or replace function private.guest_export_page(
  p_hotel_id uuid, p_search text, p_from date, p_to date, p_limit integer,
  p_before_at timestamptz, p_before_id uuid)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  page_rows public.guests[] := '{}';
  piece public.guests[];
  after_at timestamptz := p_before_at;
  after_id uuid := p_before_id;
  result json;
begin
  if p_limit is null or p_limit not between 1 and 10000 then
    raise exception 'an export page must be 1 to 10000 rows'
      using errcode = '22023', hint = 'Ask for p_limit between 1 and 10000.';
  end if;
  if p_hotel_id is null or p_hotel_id is distinct from private.current_hotel_id() then
    return '[]'::json;
  end if;
  loop
    select coalesce(array_agg(g), '{}') into piece
    from private.guest_page(p_hotel_id, p_search, p_from, p_to, least(p_limit - cardinality(page_rows), 1000), 0,
                            after_at, after_id) as g;
    page_rows := page_rows || piece;
    exit when cardinality(piece) < 1000 or cardinality(page_rows) >= p_limit;
    after_at := piece[cardinality(piece)].registered_at;
    after_id := piece[cardinality(piece)].id;
  end loop;
  select coalesce(json_agg(to_jsonb(r) - array['created_by', 'idempotency_key', 'idempotency_fingerprint',
                                               'created_at', 'updated_at', 'ordinality']
                           order by r.ordinality), '[]'::json)
  into result
  from unnest(page_rows) with ordinality as r;
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
