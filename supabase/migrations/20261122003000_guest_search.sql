-- Guest search (docs/product.md#validation): case-insensitive substring match on first name, last name, email and phone.
-- Why an RPC rather than `or=(...ilike...)` on /rest/v1/guests: ILIKE is not LEAKPROOF, so under the
-- guests RLS policy (a security barrier) Postgres refuses to push it into the pg_trgm GIN indexes and
-- filters every row of the hotel instead (bench/LAST_RUN.md: 1.8–4.3 s at 1M guests). A security
-- definer function runs without RLS and applies the same tenancy rule itself, so the planner is free to
-- use the trigram indexes (Supabase's RLS performance guide: "use security definer functions").

-- The search itself. Tenancy exactly as the guests policies: only the hotel of the caller's claim, and
-- only while their membership still exists (private.current_hotel_id()); anyone else gets no rows.
-- p_search: text to find ('' or null = no text filter), matched literally (`%`, `_`, `\` escaped).
-- p_from / p_to: inclusive check-in date range (docs/product.md#validation), null = open end.
-- Written as two UNION ALL branches gated on p_search rather than one `(p_search = '' or ...)`: a SQL
-- function's body is planned generically (parameters unknown), and such an OR would hide the ILIKEs
-- from the index; the gate of the branch not taken becomes a one-time filter that skips it.
create or replace function private.search_guests(p_hotel_id uuid, p_search text, p_from date, p_to date)
returns setof public.guests
language sql stable security definer
set search_path = ''
as $$
  select g.*
  from public.guests as g
  where p_hotel_id = private.current_hotel_id()
    and g.hotel_id = p_hotel_id
    and (p_from is null or g.check_in >= p_from)
    and (p_to is null or g.check_in <= p_to)
    and coalesce(p_search, '') = ''
  union all
  select g.*
  from public.guests as g
    cross join lateral (
      select '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
    ) as s
  where p_hotel_id = private.current_hotel_id()
    and g.hotel_id = p_hotel_id
    and (p_from is null or g.check_in >= p_from)
    and (p_to is null or g.check_in <= p_to)
    and coalesce(p_search, '') <> ''
    and (g.first_name ilike s.pattern escape '\'
         or g.last_name ilike s.pattern escape '\'
         or g.email ilike s.pattern escape '\'
         or g.phone ilike s.pattern escape '\')
  order by registered_at desc, id desc
$$;
revoke execute on function private.search_guests(uuid, text, date, date) from public;
grant execute on function private.search_guests(uuid, text, date, date) to authenticated;

-- The guest list's search for signed-in staff (PostgREST /rest/v1/rpc/search_guests; the client pages
-- and counts with order/range and Prefer: count=exact). Security invoker: the checks live in private.
create or replace function public.search_guests(p_hotel_id uuid, p_search text, p_from date default null,
                                                p_to date default null)
returns setof public.guests
language sql stable
set search_path = ''
as $$
  select * from private.search_guests(p_hotel_id, p_search, p_from, p_to)
$$;
revoke execute on function public.search_guests(uuid, text, date, date) from public, anon;
grant execute on function public.search_guests(uuid, text, date, date) to authenticated;
