-- Telling "another hotel's guest" from "no such guest" (docs/product.md#messages): the details dialog
-- must say 'Unauthorized guest access.' when staff open another hotel's guest by its URL, but row level
-- security hides that row exactly as it hides an id that does not exist. The answer is one boolean
-- about an id the caller already holds (a random UUID): it says nothing of which hotel, nor any field.

-- Whether a guest with this id exists in a hotel other than the caller's (every existing guest for a
-- caller without a live membership: a removed member, the platform admin). Security definer to see
-- past RLS; callable by signed-in users only, through the public wrapper below.
create or replace function private.guest_in_other_hotel(p_guest_id uuid) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return exists (select 1
                 from public.guests as g
                 where g.id = p_guest_id
                   and g.hotel_id is distinct from private.current_hotel_id());
end;
$$;
revoke execute on function private.guest_in_other_hotel(uuid) from public;
grant execute on function private.guest_in_other_hotel(uuid) to authenticated;

-- The details dialog's question when a guest id reads no row (PostgREST /rest/v1/rpc/guest_in_other_hotel).
-- Security invoker: the check lives in private.
create or replace function public.guest_in_other_hotel(p_guest_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select private.guest_in_other_hotel(p_guest_id)
$$;
revoke execute on function public.guest_in_other_hotel(uuid) from public, anon;
grant execute on function public.guest_in_other_hotel(uuid) to authenticated;
