-- What Supabase's database linter reports (https://supabase.com/docs/guides/database/database-linter):
-- foreign keys without a covering index (deleting a user scans guests and reporting logins for
-- `created_by`), and tables with several permissive policies for one role and action, which Postgres
-- evaluates one after another on every row. Each merged policy is the OR of the ones it replaces, so
-- who may do what is unchanged (supabase/tests/10-hotels, 11-hotel-members, 13-plans-subscriptions).
-- "Admins" in the names are platform admins; a user always sees their own membership.

create index guests_created_by_idx on public.guests (created_by);
create index reporting_logins_created_by_idx on private.reporting_logins (created_by);

drop policy "Members can view their own hotel" on public.hotels;
drop policy "Platform admins can view every hotel" on public.hotels;
create policy "Members can view their own hotel, admins every hotel" on public.hotels
  for select to authenticated
  using (id = (select private.current_hotel_id()) or (select private.is_platform_admin()));

drop policy "Members can update their own hotel" on public.hotels;
drop policy "Platform admins can update every hotel" on public.hotels;
create policy "Members can update their own hotel, admins every hotel" on public.hotels
  for update to authenticated
  using (id = (select private.current_hotel_id()) or (select private.is_platform_admin()))
  with check (id = (select private.current_hotel_id()) or (select private.is_platform_admin()));

drop policy "Members can view the members of their hotel" on public.hotel_members;
drop policy "Users can view their own membership" on public.hotel_members;
drop policy "Platform admins can view every membership" on public.hotel_members;
create policy "Users can view their hotel's members, admins every membership" on public.hotel_members
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()) or user_id = (select auth.uid())
         or (select private.is_platform_admin()));

drop policy "Members can view their hotel's subscription" on public.subscriptions;
drop policy "Platform admins can view every subscription" on public.subscriptions;
create policy "Members can view their hotel's subscription, admins every one" on public.subscriptions
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()) or (select private.is_platform_admin()));
