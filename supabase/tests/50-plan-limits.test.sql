-- Plan limits (docs/product.md#limits): guests per calendar month per hotel and users per hotel, enforced in the
-- database with SQLSTATE PT429 (HTTP 429 through PostgREST) and a machine-readable hint.
-- Hotel B (fixtures) is on Starter: 50 guests/month, 2 users; it starts with 1 guest and 1 member.
begin;
select plan(16);
select tests.create_tenancy_fixtures();

select tests.authenticate_as('staff_b@test.local');
select lives_ok($$insert into public.guests (hotel_id, first_name, last_name)
  select tests.hotel_id('B'), 'Guest', 'No. ' || n from generate_series(2, 49) as n$$,
  'a Starter hotel registers guests up to 49 this month');
select throws_ok($$insert into public.guests (hotel_id, first_name) select tests.hotel_id('B'), 'Pair'
  from generate_series(1, 2)$$, 'PT429', 'Monthly guest limit reached for your plan.',
  'two guests at once cannot jump over the 50th place');
select lives_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('B'), 'Fiftieth')$$,
  'the 50th guest of the month is registered');
select throws_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('B'), 'Fifty-first')$$,
  'PT429', 'Monthly guest limit reached for your plan.', 'the 51st Starter guest in a month is stopped');
select is(tests.error_code_and_hint($$insert into public.guests (hotel_id, first_name)
  values (tests.hotel_id('B'), 'Fifty-first')$$), 'PT429 guest_limit_reached',
  'the client can tell the guest limit from other errors (hint guest_limit_reached)');
select results_eq($$select guests_this_month, guest_limit from public.plan_usage()$$, $$values (50, 50)$$,
  'the plan badge shows the limit reached');
select is((select count(*)::int from public.guests), 50, 'nothing beyond the limit was stored');

select tests.clear_authentication();
update public.guests set registered_at = private.current_month_start() - interval '1 day'
where hotel_id = tests.hotel_id('B') and first_name = 'Fiftieth';
select tests.authenticate_as('staff_b@test.local');
select lives_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('B'), 'New month')$$,
  'guests registered in an earlier month do not count');
select tests.authenticate_as('staff_a@test.local');
select lives_ok($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('A'), 'Neighbour')$$,
  'another hotel''s usage does not count against hotel A');

select tests.clear_authentication();
update public.subscriptions set plan_id = 'enterprise' where hotel_id = tests.hotel_id('B');
select tests.authenticate_as('staff_b@test.local');
select lives_ok($$insert into public.guests (hotel_id, first_name) select tests.hotel_id('B'), 'Coach'
  from generate_series(1, 5)$$, 'Enterprise has no guest limit');

-- Users: Starter allows 2 per hotel.
select tests.clear_authentication();
update public.subscriptions set plan_id = 'starter' where hotel_id = tests.hotel_id('B');
select from tests.create_user('second_b@test.local');
select from tests.create_user('third_b@test.local');
select tests.authenticate_as_service_role();
select lives_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  values (tests.uid('second_b'), tests.hotel_id('B'), 'second_b@test.local')$$,
  'the 2nd Starter user is added');
select throws_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  values (tests.uid('third_b'), tests.hotel_id('B'), 'third_b@test.local')$$,
  'PT429', 'User limit reached for your plan.', 'the 3rd Starter user is stopped');
select is(tests.error_code_and_hint($$insert into public.hotel_members (user_id, hotel_id, email)
  values (tests.uid('third_b'), tests.hotel_id('B'), 'third_b@test.local')$$),
  'PT429 user_limit_reached', 'the user limit carries the hint user_limit_reached');
select lives_ok($$insert into public.hotel_members (user_id, hotel_id, email)
  values (tests.uid('third_b'), tests.hotel_id('A'), 'third_b@test.local')$$,
  'the same user can join a Pro hotel with room');
select throws_ok($$update public.hotel_members set hotel_id = tests.hotel_id('B')
  where email = 'third_b@test.local'$$, 'PT429', 'User limit reached for your plan.',
  'moving a member into a full hotel is stopped too');
select tests.clear_authentication();
update public.subscriptions set plan_id = 'enterprise' where hotel_id = tests.hotel_id('B');
select lives_ok($$update public.hotel_members set hotel_id = tests.hotel_id('B')
  where email = 'third_b@test.local'$$, 'Enterprise has no user limit');

select * from finish();
rollback;
