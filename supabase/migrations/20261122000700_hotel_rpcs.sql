-- RPCs the client calls (PostgREST /rest/v1/rpc/<name>). The exposed functions are security invoker;
-- the privileged work sits in `private` (docs/architecture.md#database).

-- Creates the caller's hotel with them as owner (Starter plan via trigger). The caller has no hotel
-- yet; afterwards the client refreshes its session to receive the hotel_id claim.
create or replace function private.create_hotel_for_current_user(p_name text, p_address text, p_form_fields jsonb)
returns public.hotels
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_hotel public.hotels;
begin
  if v_user_id is null then
    raise exception using errcode = '42501', message = 'You must be signed in to create a hotel.';
  end if;
  if private.is_platform_admin() then
    raise exception using errcode = '42501', message = 'Platform admins do not belong to a hotel.';
  end if;
  if exists (select 1 from public.hotel_members as m where m.user_id = v_user_id) then
    raise exception using errcode = '23505', message = 'You already belong to a hotel.', hint = 'already_member';
  end if;
  insert into public.hotels (name, address, form_fields, owner_id)
  values (p_name, p_address, coalesce(p_form_fields, '{}'::jsonb), v_user_id)
  returning * into v_hotel;
  insert into public.hotel_members (user_id, hotel_id, email, role)
  select v_user_id, v_hotel.id, u.email, 'owner' from auth.users as u where u.id = v_user_id;
  return v_hotel;
end
$$;
revoke execute on function private.create_hotel_for_current_user(text, text, jsonb) from public;
grant execute on function private.create_hotel_for_current_user(text, text, jsonb) to authenticated;

-- For a signed-in user without a hotel (docs/product.md#screens-and-routes Hotel Setup). Errors: 23505 when already a member.
create or replace function public.create_hotel(p_name text, p_address text, p_form_fields jsonb default null)
returns public.hotels
language sql volatile
set search_path = ''
as $$
  select * from private.create_hotel_for_current_user(p_name, p_address, p_form_fields)
$$;
revoke execute on function public.create_hotel(text, text, jsonb) from public, anon;
grant execute on function public.create_hotel(text, text, jsonb) to authenticated;

-- Stamps checked_out_at with the server's time, once (docs/product.md#states). Only for the caller's hotel.
create or replace function private.check_out_guest(p_guest_id uuid) returns public.guests
language plpgsql security definer
set search_path = ''
as $$
declare
  v_guest public.guests;
begin
  update public.guests as g set checked_out_at = now()
  where g.id = p_guest_id and g.hotel_id = private.current_hotel_id() and g.checked_out_at is null
  returning * into v_guest;
  if found then
    return v_guest;
  end if;
  if exists (select 1 from public.guests as g where g.id = p_guest_id and g.hotel_id = private.current_hotel_id()) then
    raise exception using errcode = 'PT409', message = 'Guest is already checked out.', hint = 'already_checked_out';
  end if;
  raise exception using errcode = 'PT404', message = 'Guest not found.', hint = 'guest_not_found';
end
$$;
revoke execute on function private.check_out_guest(uuid) from public;
grant execute on function private.check_out_guest(uuid) to authenticated;

-- Checkout Now (docs/product.md#screens-and-routes). Errors: PT409 (HTTP 409) when already checked out, PT404 when not the
-- caller's guest.
create or replace function public.check_out_guest(p_guest_id uuid) returns public.guests
language sql volatile
set search_path = ''
as $$
  select * from private.check_out_guest(p_guest_id)
$$;
revoke execute on function public.check_out_guest(uuid) from public, anon;
grant execute on function public.check_out_guest(uuid) to authenticated;
