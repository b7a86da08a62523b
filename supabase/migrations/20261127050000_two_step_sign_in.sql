-- Two-step sign-in (docs/product.md#two-step-sign-in): TOTP factors of Supabase Auth MFA raise a session
-- to `aal2` (the `aal` claim, https://supabase.com/docs/guides/auth/auth-mfa). Here the database holds
-- the rules that depend on it, so no client can skip them:
--   * the platform admin acts as admin only with `aal2` (every admin policy and RPC goes through
--     private.is_platform_admin());
--   * a hotel's owner may require two-step sign-in for everyone in the hotel (hotels.require_two_step);
--     then the passport access log, the deletion receipts, the purge preview, guest exports and the
--     reporting login need `aal2`. Passport URLs and erasure are checked in their edge functions.
-- Checks read the claim as `(select auth.jwt() ->> 'aal')`, once per statement.

alter table public.hotels add column require_two_step boolean not null default false;
comment on column public.hotels.require_two_step is
  'True: passport images, data protection, exports and erasure need a two-step (aal2) sign-in. Owners change it, with aal2.';

-- Staff read the setting with the rest of their hotel; writing it is the owner's (trigger below).
grant update (require_two_step) on table public.hotels to authenticated;

-- The platform admin's account: the `app_role` claim and the email still listed, whatever the session's
-- assurance level. Used to refuse an admin what no admin may do (own a hotel), never to grant.
create or replace function private.is_platform_admin_account() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(auth.jwt() ->> 'app_role' = 'platform_admin', false)
     and exists (select 1 from public.platform_admins as a where a.email = lower(auth.jwt() ->> 'email'));
end;
$$;
revoke execute on function private.is_platform_admin_account() from public;
grant execute on function private.is_platform_admin_account() to authenticated, service_role;

-- True for the platform admin signed in with both steps: the account above and an `aal2` session. Every
-- admin policy calls this, so a password alone opens nothing of the admin's.
create or replace function private.is_platform_admin() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(auth.jwt() ->> 'aal' = 'aal2', false) and private.is_platform_admin_account();
end;
$$;

-- True when the caller's hotel requires two-step sign-in (false without a live membership).
create or replace function private.hotel_requires_two_step() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce((select h.require_two_step from public.hotels as h where h.id = private.current_hotel_id()), false);
end;
$$;
revoke execute on function private.hotel_requires_two_step() from public;
grant execute on function private.hotel_requires_two_step() to authenticated, service_role;

-- Raises 42501 when the caller's hotel requires two-step sign-in and this session has not done it.
-- `p_what` names what was refused, for the message (e.g. 'Exports').
create or replace function private.require_hotel_two_step(p_what text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if (select auth.jwt() ->> 'aal') is distinct from 'aal2' and (select private.hotel_requires_two_step()) then
    raise exception using errcode = '42501',
      message = pg_catalog.format('%s need two-step sign-in in this hotel.', p_what),
      hint = 'Sign in again with the code from your authenticator app, or set one up in Hotel Setup → Security.';
  end if;
end;
$$;
revoke execute on function private.require_hotel_two_step(text) from public;
grant execute on function private.require_hotel_two_step(text) to authenticated, service_role;

-- Only the hotel's owner, signed in with both steps, turns the requirement on or off (the service role
-- and migrations may too). An owner without a factor would otherwise lock the whole hotel out of its
-- data-protection pages, and a stolen password alone could turn it off.
create or replace function private.guard_require_two_step() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.require_two_step is distinct from old.require_two_step and current_user in ('authenticated', 'anon') then
    if not private.is_hotel_owner(new.id) then
      raise exception using errcode = '42501', message = 'Only the hotel''s owner can change two-step sign-in.';
    end if;
    if (select auth.jwt() ->> 'aal') is distinct from 'aal2' then
      raise exception using errcode = '42501',
        message = 'Set up two-step sign-in for your own account and sign in with it before changing this.';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_require_two_step() from public;
create trigger hotels_require_two_step_owner_only before update of require_two_step on public.hotels
  for each row execute function private.guard_require_two_step();

-- The admin's account may not own a hotel even before its second step (it used to read is_platform_admin).
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
  if private.is_platform_admin_account() then
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

-- The owner's reporting login (a standing SQL export of the hotel's guests) follows the hotel's rule too.
create or replace function private.authorize_reporting_admin(p_hotel_id uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if private.is_platform_admin() then
    return;
  end if;
  if not exists (
      select 1 from public.hotel_members as m
      where m.user_id = auth.uid() and m.hotel_id = p_hotel_id and m.role = 'owner'
        and p_hotel_id = private.current_hotel_id()) then
    raise exception using errcode = '42501', message = 'Only the hotel''s owner or a platform admin can manage its reporting login.';
  end if;
  perform private.require_hotel_two_step('Reporting logins');
end
$$;

create policy "Owners need two-step sign-in for the access log when their hotel requires it to authenticated"
  on public.passport_access_log as restrictive
  for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' or not (select private.hotel_requires_two_step()));
create policy "Owners need two-step sign-in for deletion receipts when their hotel requires it to authenticated"
  on public.passport_deletion_receipts as restrictive
  for select to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2' or not (select private.hotel_requires_two_step()));

-- Guest exports (the CSV of the list, page by page) follow the hotel's rule; the checks of the rows
-- themselves stay in the private functions.
create or replace function public.guest_export_bounds(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_page_size integer default 5000)
returns json
language plpgsql stable
set search_path = ''
as $$
begin
  perform private.require_hotel_two_step('Exports');
  return private.guest_export_bounds(p_hotel_id, p_search, p_from, p_to, p_page_size);
end
$$;

create or replace function public.guest_export_rows(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_limit integer default 10000, p_before_at timestamptz default null, p_before_id uuid default null,
  p_through_at timestamptz default null, p_through_id uuid default null, p_columns text[] default null)
returns json
language plpgsql stable
set search_path = ''
as $$
begin
  perform private.require_hotel_two_step('Exports');
  return private.guest_export_rows(p_hotel_id, p_search, p_from, p_to, p_limit, p_before_at, p_before_id,
    p_through_at, p_through_id, p_columns);
end
$$;

create or replace function public.guest_export_page(
  p_hotel_id uuid, p_search text default null, p_from date default null, p_to date default null,
  p_limit integer default 5000, p_before_at timestamptz default null, p_before_id uuid default null)
returns json
language plpgsql stable
set search_path = ''
as $$
begin
  perform private.require_hotel_two_step('Exports');
  return private.guest_export_page(p_hotel_id, p_search, p_from, p_to, p_limit, p_before_at, p_before_id);
end
$$;

-- The owner's purge preview (a data-protection page) follows the hotel's rule too.
-- Errors: 42501 unless the caller owns the hotel and is signed in to it (with both steps when required).
create or replace function public.upcoming_passport_purges(p_hotel_id uuid, p_days integer default 7)
returns table (guest_id uuid, guest_name text, object_count integer, due_at timestamptz)
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.is_hotel_owner(p_hotel_id) then
    raise exception using errcode = '42501', message = 'Only the hotel''s owner can see upcoming purges.';
  end if;
  perform private.require_hotel_two_step('Data protection pages');
  return query
    select g.id, nullif(concat_ws(' ', nullif(g.first_name, ''), nullif(g.last_name, '')), ''),
           cardinality(g.attachments),
           case h.passport_retention when 'dont_keep' then now()
             else g.checked_out_at + make_interval(days => h.passport_retention_days) end as due
    from public.guests as g
    join public.hotels as h on h.id = g.hotel_id
    where g.hotel_id = p_hotel_id and cardinality(g.attachments) > 0 and not g.legal_hold
      and (h.passport_retention = 'dont_keep'
        or (h.passport_retention = 'delete_after_checkout' and g.checked_out_at is not null
            and g.checked_out_at + make_interval(days => h.passport_retention_days) <= now() + make_interval(days => p_days)))
    order by due, g.id;
end
$$;
