-- guests: staff of the hotel do everything with their own guests; anon, other hotels, removed members
-- and the platform admin can do nothing with hotel A's guests.
begin;
select plan(33);
select tests.create_tenancy_fixtures();

select tests.authenticate_as_anon();
select throws_ok($$select * from public.guests$$, '42501', null, 'anon cannot list guests');
select throws_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('A'), 'Eve')$$,
  '42501', null, 'anon cannot register a guest in hotel A');
select throws_ok($$update public.guests set room = '1' where id = tests.guest_id('ada')$$, '42501', null,
  'anon cannot edit a guest of hotel A');
select throws_ok($$delete from public.guests where id = tests.guest_id('ada')$$, '42501', null,
  'anon cannot delete a guest of hotel A');

select tests.authenticate_as('staff_a@test.local');
select results_eq($$select first_name from public.guests order by first_name$$, $$values ('Ada'), ('Alan')$$,
  'staff of A see exactly the guests of hotel A');
select lives_ok($$insert into public.guests (hotel_id, first_name, last_name, check_in, created_from)
  values (tests.hotel_id('A'), 'Katherine', 'Johnson', current_date, 'webapp')$$,
  'staff of A can register a guest in hotel A');
select is((select created_by from public.guests where first_name = 'Katherine'), (select auth.uid()),
  'the new guest records who registered it');
select throws_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('B'), 'Mole')$$,
  '42501', null, 'staff of A cannot register a guest in hotel B');
select throws_ok($$insert into public.guests (hotel_id, first_name, registered_at)
  values (tests.hotel_id('A'), 'Backdated', now() - interval '40 days')$$, '42501', null,
  'staff of A cannot backdate a registration (registered_at is server-set)');
select is(tests.affected_rows($$update public.guests set room = '12' where id = tests.guest_id('ada')$$), 1,
  'staff of A can edit a guest of hotel A');
select throws_ok($$update public.guests set hotel_id = tests.hotel_id('B')
  where id = tests.guest_id('ada')$$, '42501', null, 'staff of A cannot move a guest to hotel B');
select throws_ok($$update public.guests set checked_out_at = now() - interval '1 day'
  where id = tests.guest_id('ada')$$, '42501', null,
  'staff of A cannot write checked_out_at directly (check_out_guest() stamps it)');
select is(tests.affected_rows($$update public.guests set room = '13' where id = tests.guest_id('grace')$$), 0,
  'staff of A cannot edit a guest of hotel B');
select is(tests.affected_rows($$delete from public.guests where id = tests.guest_id('grace')$$), 0,
  'staff of A cannot delete a guest of hotel B');
select is(tests.affected_rows($$delete from public.guests where first_name = 'Katherine'$$), 1,
  'staff of A can delete a guest of hotel A');

select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from public.guests where hotel_id = tests.hotel_id('A')), 0,
  'staff of B cannot see the guests of hotel A');
select is((select count(*)::int from public.guests where id = tests.guest_id('ada')), 0,
  'staff of B cannot open a guest of hotel A by id');
select throws_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('A'), 'Plant')$$,
  '42501', null, 'staff of B cannot register a guest in hotel A');
select is(tests.affected_rows($$update public.guests set room = '666' where id = tests.guest_id('ada')$$), 0,
  'staff of B cannot edit a guest of hotel A');
select is(tests.affected_rows($$delete from public.guests where id = tests.guest_id('ada')$$), 0,
  'staff of B cannot delete a guest of hotel A');
select is((select count(*)::int from public.guests), 1, 'staff of B still see their own guest');

select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from public.guests), 0, 'a removed member no longer sees the guests of hotel A');
select throws_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('A'), 'Ghost')$$,
  '42501', null, 'a removed member cannot register a guest in hotel A');
select is(tests.affected_rows($$update public.guests set room = '0' where hotel_id = tests.hotel_id('A')$$), 0,
  'a removed member cannot edit the guests of hotel A');
select is(tests.affected_rows($$delete from public.guests where hotel_id = tests.hotel_id('A')$$), 0,
  'a removed member cannot delete the guests of hotel A');

select tests.authenticate_as('admin@guestregistry.app');
select is((select count(*)::int from public.guests where hotel_id = tests.hotel_id('A')), 0,
  'the platform admin does not see guest records');
select throws_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('A'), 'Audit')$$,
  '42501', null, 'the platform admin cannot register guests');
select is(tests.affected_rows($$update public.guests set room = '1' where hotel_id = tests.hotel_id('A')$$), 0,
  'the platform admin cannot edit guests');
select is(tests.affected_rows($$delete from public.guests where hotel_id = tests.hotel_id('A')$$), 0,
  'the platform admin cannot delete guests');

-- A token whose hotel_id claim names hotel A but whose user belongs to B (e.g. tampered claims).
select tests.authenticate_with(tests.claims_for('staff_b@test.local') || jsonb_build_object('hotel_id', tests.hotel_id('A')));
select is((select count(*)::int from public.guests), 0, 'a hotel_id claim without the matching membership opens nothing');

select tests.authenticate_as_service_role();
select is((select count(*)::int from public.guests where hotel_id = tests.hotel_id('A')), 2,
  'the service role sees the guests of hotel A');

select tests.clear_authentication();
select is((select room from public.guests where id = tests.guest_id('ada')), '12',
  'after all attempts, only the edit by staff of A changed the guest');
select has_trigger('public', 'guests', 'guests_set_updated_at', 'guests keep updated_at with a trigger');

select * from finish();
rollback;
