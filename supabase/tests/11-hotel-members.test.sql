-- hotel_members (the spec's user records): members see their hotel's team, nobody but the service role
-- (admin edge functions) and create_hotel() writes memberships.
begin;
select plan(25);
select tests.create_tenancy_fixtures();

-- What staff of A see is exactly their hotel's team, not merely some rows; the matrix
-- below tries the rest.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select email from public.hotel_members order by email$$, $$values ('staff_a@test.local')$$,
  'staff of A see the members of hotel A only');

-- Who may do what (a row a statement, then each actor who tries it and what they must get, in order):
-- only the service role writes; everybody else may at most read the memberships of their own hotel
-- (the platform admin: every hotel's, and it adds or deletes users through the admin-users function).
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.hotel_members$$, 'see any membership',
    '{"anon": "error 42501", "removed": "0 rows", "nohotel": "0 rows"}'),
  ($$select from public.hotel_members where hotel_id = tests.hotel_id('A')$$, 'see the members of hotel A',
    '{"staff_b": "0 rows", "admin": "1 row"}'),
  ($$insert into public.hotel_members (user_id, hotel_id, email)
    values ((select auth.uid()), tests.hotel_id('A'), (select auth.email()))$$, 'add themselves to hotel A',
    '{"staff_b": "error 42501", "removed": "error 42501"}'),
  ($$insert into public.hotel_members (user_id, hotel_id, email)
    values ((select auth.uid()), tests.hotel_id('B'), (select auth.email()))$$, 'join hotel B',
    '{"staff_a": "error 42501"}'),
  ($$insert into public.hotel_members (user_id, hotel_id, email, role)
    values (tests.uid('nohotel'), tests.hotel_id('A'), 'nohotel@test.local', 'staff')$$,
    'add a member to hotel A (the admin-users function does)',
    '{"anon": "error 42501", "admin": "error 42501", "service_role": "1 row"}'),
  ($$update public.hotel_members set role = 'owner' where hotel_id = tests.hotel_id('A')$$,
    'change the members of hotel A',
    '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "admin": "error 42501"}'),
  ($$update public.hotel_members set hotel_id = tests.hotel_id('B')$$, 'move themselves to hotel B',
    '{"staff_a": "error 42501"}'),
  ($$delete from public.hotel_members where hotel_id = tests.hotel_id('A')$$, 'remove the members of hotel A',
    '{"anon": "error 42501", "staff_a": "error 42501", "staff_b": "error 42501", "removed": "error 42501",
      "admin": "error 42501"}'),
  ($$delete from public.hotel_members where email = 'nohotel@test.local'$$, 'remove a member',
    '{"service_role": "1 row"}')
) as matrix (statement, action, outcomes);

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
