-- Tenancy: hotels, their members (the spec's user record, one hotel per user) and the platform
-- admin list, plus the two helpers every policy uses (docs/architecture.md#tenancy).

-- A hotel (tenant). `form_fields` maps the ten guest form fields to "shown"; a missing key is shown.
create table public.hotels (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint hotels_name_length check (char_length(btrim(name)) between 1 and 200),
  address text
    constraint hotels_address_length check (char_length(address) <= 500),
  form_fields jsonb not null default '{}'
    constraint hotels_form_fields_is_object check (jsonb_typeof(form_fields) = 'object')
    constraint hotels_form_fields_known_keys check (
      form_fields - array['firstName', 'lastName', 'passportNumber', 'nationality', 'travelAgentName',
                          'checkIn', 'checkOut', 'room', 'chauffeurName', 'chauffeurContact'] = '{}'::jsonb)
    constraint hotels_form_fields_boolean_values check (
      not jsonb_path_exists(form_fields, '$.* ? (@.type() != "boolean")')),
  owner_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.hotels is
  'Tenants. Members read and edit their own hotel; platform admins manage all; new hotels come from create_hotel().';

-- Membership of a user in a hotel: the spec's user record. One hotel per user (user_id is the key).
create table public.hotel_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  hotel_id uuid not null references public.hotels (id) on delete cascade,
  email text
    constraint hotel_members_email_format check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  role text not null default 'staff'
    constraint hotel_members_role_known check (role in ('owner', 'staff')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.hotel_members is
  'Which hotel a user works for. Written by create_hotel() and the admin edge functions (service role).';

-- The platform admin accounts (one fixed email, docs/product.md#roles); read by the access token hook.
create table public.platform_admins (
  email text primary key
    constraint platform_admins_email_lower_case check (email = lower(email))
);
comment on table public.platform_admins is 'Emails granted app_role=platform_admin by the access token hook.';

revoke all on table public.hotels, public.hotel_members, public.platform_admins from anon, authenticated, service_role;
grant select, delete on table public.hotels to authenticated;
grant insert (name, address, form_fields, owner_id), update (name, address, form_fields) on table public.hotels to authenticated;
grant select on table public.hotel_members to authenticated;
grant all on table public.hotels, public.hotel_members, public.platform_admins to service_role;
-- GoTrue's role runs the access token hook (docs/local-stack.md#auth).
grant select on table public.hotel_members, public.platform_admins to supabase_auth_admin;

alter table public.hotels enable row level security;
alter table public.hotel_members enable row level security;
alter table public.platform_admins enable row level security;

create trigger hotels_set_updated_at before update on public.hotels
  for each row execute function private.set_updated_at();
create trigger hotel_members_set_updated_at before update on public.hotel_members
  for each row execute function private.set_updated_at();

-- The caller's hotel: the `hotel_id` claim, but only while the membership still exists, so a removed
-- user loses access at once. Policies call it as `(select private.current_hotel_id())` (once per
-- statement). Security definer so it can read hotel_members whatever the caller's grants.
create or replace function private.current_hotel_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select m.hotel_id
  from public.hotel_members as m
  where m.user_id = auth.uid()
    and m.hotel_id = nullif(auth.jwt() ->> 'hotel_id', '')::uuid
$$;
revoke execute on function private.current_hotel_id() from public;
grant execute on function private.current_hotel_id() to authenticated, service_role;

-- True for the platform admin: the `app_role` claim from the hook, and the email still listed.
create or replace function private.is_platform_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'app_role' = 'platform_admin', false)
     and exists (select 1 from public.platform_admins as a where a.email = lower(auth.jwt() ->> 'email'))
$$;
revoke execute on function private.is_platform_admin() from public;
grant execute on function private.is_platform_admin() to authenticated, service_role;

create policy "Members can view their own hotel" on public.hotels
  for select to authenticated
  using (id = (select private.current_hotel_id()));
create policy "Members can update their own hotel" on public.hotels
  for update to authenticated
  using (id = (select private.current_hotel_id()))
  with check (id = (select private.current_hotel_id()));
create policy "Platform admins can view every hotel" on public.hotels
  for select to authenticated
  using ((select private.is_platform_admin()));
create policy "Platform admins can create hotels" on public.hotels
  for insert to authenticated
  with check ((select private.is_platform_admin()));
create policy "Platform admins can update every hotel" on public.hotels
  for update to authenticated
  using ((select private.is_platform_admin()))
  with check ((select private.is_platform_admin()));
create policy "Platform admins can delete hotels" on public.hotels
  for delete to authenticated
  using ((select private.is_platform_admin()));

create policy "Members can view the members of their hotel" on public.hotel_members
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));
create policy "Users can view their own membership" on public.hotel_members
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Platform admins can view every membership" on public.hotel_members
  for select to authenticated
  using ((select private.is_platform_admin()));
create policy "The auth service reads memberships for the access token hook" on public.hotel_members
  for select to supabase_auth_admin
  using (true);

create policy "The auth service reads the admin list for the access token hook" on public.platform_admins
  for select to supabase_auth_admin
  using (true);

create index hotels_owner_id_idx on public.hotels (owner_id);
create index hotel_members_hotel_id_idx on public.hotel_members (hotel_id);
