-- Plan limits enforced in the database (docs/product.md#limits leaves enforcement open; docs/architecture.md decides):
-- guests registered per calendar month (UTC) per hotel, and members per hotel. A null limit or a hotel
-- without a subscription is unlimited. Errors use SQLSTATE PT429, which PostgREST answers with HTTP 429.

-- Rejects a guest beyond the plan's monthly limit. Security definer: counts all of the hotel's guests
-- whatever the caller may see, and serialises concurrent inserts of one hotel with an advisory lock.
create or replace function private.enforce_guest_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_plan record;
  v_count int;
begin
  select p.name, p.guest_limit into v_plan
  from public.subscriptions as s join public.plans as p on p.id = s.plan_id
  where s.hotel_id = new.hotel_id;
  if v_plan.guest_limit is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('guest_limit:' || new.hotel_id::text, 0));
  select count(*) into v_count from public.guests as g
  where g.hotel_id = new.hotel_id and g.registered_at >= private.current_month_start();
  if v_count >= v_plan.guest_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Monthly guest limit reached for your plan.',
      detail = format('The %s plan allows %s guests per calendar month.', v_plan.name, v_plan.guest_limit),
      hint = 'guest_limit_reached';
  end if;
  return new;
end
$$;
revoke execute on function private.enforce_guest_limit() from public;

create trigger guests_enforce_guest_limit before insert on public.guests
  for each row execute function private.enforce_guest_limit();

-- Rejects a member beyond the plan's user limit (insert, or a move to another hotel).
create or replace function private.enforce_user_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_plan record;
  v_count int;
begin
  if tg_op = 'UPDATE' and new.hotel_id = old.hotel_id then
    return new;
  end if;
  select p.name, p.user_limit into v_plan
  from public.subscriptions as s join public.plans as p on p.id = s.plan_id
  where s.hotel_id = new.hotel_id;
  if v_plan.user_limit is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('user_limit:' || new.hotel_id::text, 0));
  select count(*) into v_count from public.hotel_members as m where m.hotel_id = new.hotel_id;
  if v_count >= v_plan.user_limit then
    raise exception using
      errcode = 'PT429',
      message = 'User limit reached for your plan.',
      detail = format('The %s plan allows %s users per hotel.', v_plan.name, v_plan.user_limit),
      hint = 'user_limit_reached';
  end if;
  return new;
end
$$;
revoke execute on function private.enforce_user_limit() from public;

create trigger hotel_members_enforce_user_limit before insert or update of hotel_id on public.hotel_members
  for each row execute function private.enforce_user_limit();

-- The header's plan badge (docs/product.md#states): the caller's plan, its limits and current usage. No row when the
-- caller has no hotel or the hotel has no subscription ("No plan"). Runs as the caller (RLS applies).
create or replace function public.plan_usage()
returns table (plan_name text, guest_limit int, user_limit int, guests_this_month int, users int)
language sql stable
set search_path = ''
as $$
  select p.name,
         p.guest_limit,
         p.user_limit,
         (select count(*)::int from public.guests as g
          where g.hotel_id = s.hotel_id and g.registered_at >= private.current_month_start()),
         (select count(*)::int from public.hotel_members as m where m.hotel_id = s.hotel_id)
  from public.subscriptions as s
  join public.plans as p on p.id = s.plan_id
  where s.hotel_id = (select private.current_hotel_id())
$$;
revoke execute on function public.plan_usage() from public, anon;
grant execute on function public.plan_usage() to authenticated, service_role;
