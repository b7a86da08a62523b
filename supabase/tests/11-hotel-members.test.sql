-- hotel_members (the spec's user records): members see their hotel's team, nobody but the service role
-- (admin edge functions) and create_hotel() writes memberships.
begin;
select plan(25);
select tests.create_tenancy_fixtures();

select tests.authenticate_as_anon();
select throws_ok($$select * from public.hotel_members$$, '42501', null, 'anon cannot list memberships');
select throws_ok($$insert into public.hotel_members (user_id, hotel_id, email) select id, tests.hotel_id('A'), email
  from auth.users limit 1$$, '42501', null, 'anon cannot add a member to hotel A');
select throws_ok($$update public.hotel_members set role = 'owner'$$, '42501', null, 'anon cannot change memberships');
select throws_ok($$delete from public.hotel_members$$, '42501', null, 'anon cannot delete memberships');

select tests.authenticate_as('staff_a@test.local');
select results_eq($$select email from public.hotel_members order by email$$, $$values ('staff_a@test.local')$$,
  'staff of A see the members of hotel A only');
select throws_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  values ((select auth.uid()), tests.hotel_id('B'), 'staff_a@test.local')$$, '42501', null,
  'staff of A cannot join hotel B');
select throws_ok($$update public.hotel_members set hotel_id = tests.hotel_id('B')$$, '42501', null,
  'staff of A cannot move themselves to hotel B');
select throws_ok($$delete from public.hotel_members where email = 'staff_a@test.local'$$, '42501', null,
  'staff of A cannot delete memberships');

select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from public.hotel_members where hotel_id = tests.hotel_id('A')), 0,
  'staff of B cannot see the members of hotel A');
select throws_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  values ((select auth.uid()), tests.hotel_id('A'), 'staff_b@test.local')$$, '42501', null,
  'staff of B cannot add themselves to hotel A');
select throws_ok($$update public.hotel_members set role = 'staff' where hotel_id = tests.hotel_id('A')$$,
  '42501', null, 'staff of B cannot change the members of hotel A');
select throws_ok($$delete from public.hotel_members where hotel_id = tests.hotel_id('A')$$, '42501', null,
  'staff of B cannot remove the members of hotel A');

select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from public.hotel_members), 0, 'a removed member sees no memberships');
select throws_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  values ((select auth.uid()), tests.hotel_id('A'), 'removed@test.local')$$, '42501', null,
  'a removed member cannot re-add themselves to hotel A');
select throws_ok($$update public.hotel_members set role = 'owner' where hotel_id = tests.hotel_id('A')$$,
  '42501', null, 'a removed member cannot change the members of hotel A');
select throws_ok($$delete from public.hotel_members where hotel_id = tests.hotel_id('A')$$, '42501', null,
  'a removed member cannot remove the members of hotel A');

select tests.authenticate_as('nohotel@test.local');
select is((select count(*)::int from public.hotel_members), 0, 'a user without a hotel has no membership to see');

select tests.authenticate_as('admin@guestregistry.app');
select ok((select count(*) from public.hotel_members where hotel_id = tests.hotel_id('A')) = 1,
  'the platform admin sees the members of hotel A');
select throws_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  select id, tests.hotel_id('A'), email from auth.users where false$$, '42501', null,
  'the platform admin adds members through the admin-users function, not directly');
select throws_ok($$update public.hotel_members set role = 'staff' where hotel_id = tests.hotel_id('A')$$,
  '42501', null, 'the platform admin cannot rewrite memberships directly');
select throws_ok($$delete from public.hotel_members where hotel_id = tests.hotel_id('A')$$, '42501', null,
  'the platform admin deletes users through the admin-users function, not directly');

select tests.authenticate_as_service_role();
select lives_ok($$insert into public.hotel_members (user_id, hotel_id, email, role)
  values (tests.uid('nohotel'), tests.hotel_id('A'), 'nohotel@test.local', 'staff')$$,
  'the service role (admin-users function) can add a member to hotel A');
select is(tests.affected_rows($$delete from public.hotel_members where email = 'nohotel@test.local'$$), 1,
  'the service role can remove a member');

-- deleting the auth user removes the membership (admin "Delete" action).
select tests.clear_authentication();
delete from auth.users where email = 'staff_b@test.local';
select is((select count(*)::int from public.hotel_members where email = 'staff_b@test.local'), 0,
  'deleting a user account deletes their membership');

select tests.authenticate_as('staff_a@test.local');
select is((select count(*)::int from public.hotel_members where email = 'staff_b@test.local'), 0,
  'and nobody sees it afterwards');

select * from finish();
rollback;
