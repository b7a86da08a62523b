-- RPCs: create_hotel (hotel setup for a user without one), check_out_guest (server time, once),
-- plan_usage (the header's plan badge) and guest_in_other_hotel (the details dialog's 'Unauthorized').
begin;
select plan(31);
select tests.create_tenancy_fixtures();

-- create_hotel
select tests.authenticate_as_anon();
select throws_ok($$select public.create_hotel('Anon Inn', 'Nowhere')$$, '42501', null, 'anon cannot create a hotel');

select tests.authenticate_as('nohotel@test.local');
select is((select name from public.create_hotel('Lagoon House', '9 Lagoon Road', '{"room": false}')), 'Lagoon House',
  'a signed-in user without a hotel creates one and gets the row back');
select is((select count(*)::int from public.hotels), 0,
  'until the session is refreshed (no hotel_id claim yet) the hotel is not readable');
select tests.clear_authentication();
select results_eq($$select m.role, m.email, h.owner_id = m.user_id, s.plan_id, h.form_fields
  from public.hotel_members m join public.hotels h on h.id = m.hotel_id join public.subscriptions s on s.hotel_id = h.id
  where m.email = 'nohotel@test.local'$$,
  $$values ('owner', 'nohotel@test.local', true, 'starter', '{"room": false}'::jsonb)$$,
  'they become its owner, on the Starter plan, with the chosen form fields');
select tests.authenticate_as('nohotel@test.local');
select is((select count(*)::int from public.hotels where name = 'Lagoon House'), 1,
  'after the refresh the new hotel_id claim opens it');
select throws_ok($$select public.create_hotel('Second House', 'Elsewhere')$$, '23505', 'You already belong to a hotel.',
  'a user cannot create a second hotel');
select tests.authenticate_as('staff_a@test.local');
select throws_ok($$select public.create_hotel('Annex', 'Next door')$$, '23505', 'You already belong to a hotel.',
  'staff of an existing hotel cannot create another');
select tests.authenticate_as('admin@guestregistry.app');
select throws_ok($$select public.create_hotel('Admin Inn', 'HQ')$$, '42501', 'Platform admins do not belong to a hotel.',
  'the platform admin does not become a hotel member');
select from tests.create_user('newbie@test.local');
select tests.authenticate_as('newbie@test.local');
select throws_ok($$select public.create_hotel('', 'Somewhere')$$, '23514', null, 'a hotel needs a name');
select throws_ok($$select public.create_hotel('Odd Fields', 'Somewhere', '{"favouriteColour": true}')$$, '23514', null,
  'form fields are limited to the toggleable guest fields');

-- check_out_guest
select tests.authenticate_as('staff_a@test.local');
select is((select checked_out_at from public.check_out_guest(tests.guest_id('ada'))), now(),
  'Checkout Now stamps the server''s time');
select is((select checked_out_at from public.guests where id = tests.guest_id('ada')), now(),
  'and the guest row keeps it');
select throws_ok($$select public.check_out_guest(tests.guest_id('ada'))$$, 'PT409', 'Guest is already checked out.',
  'a guest is checked out only once');
select is(tests.error_code_and_hint($$select public.check_out_guest(tests.guest_id('ada'))$$),
  'PT409 already_checked_out', 'the second check-out carries the already_checked_out hint (HTTP 409)');
select tests.authenticate_as('staff_b@test.local');
select throws_ok($$select public.check_out_guest(tests.guest_id('alan'))$$, 'PT404', 'Guest not found.',
  'staff of B cannot check out a guest of hotel A');
select tests.authenticate_as_saved('removed@test.local');
select throws_ok($$select public.check_out_guest(tests.guest_id('alan'))$$, 'PT404', 'Guest not found.',
  'a removed member cannot check out a guest of hotel A');
select tests.authenticate_as('admin@guestregistry.app');
select throws_ok($$select public.check_out_guest(tests.guest_id('alan'))$$, 'PT404', 'Guest not found.',
  'the platform admin cannot check out guests');
select tests.authenticate_as_anon();
select throws_ok($$select public.check_out_guest(tests.guest_id('alan'))$$, '42501', null,
  'anon cannot check out guests');
select tests.clear_authentication();
select is((select checked_out_at from public.guests where id = tests.guest_id('alan')), null,
  'after all those attempts guest a102 is still in the house');

-- plan_usage
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select * from public.plan_usage()$$, $$values ('Pro', 50, 5, 2, 1)$$,
  'staff of A see Pro, 50 guests / 5 users, 2 guests this month, 1 user');
select tests.authenticate_as('staff_b@test.local');
select results_eq($$select * from public.plan_usage()$$, $$values ('Starter', 50, 2, 1, 1)$$,
  'staff of B see their own Starter usage');
select tests.authenticate_as('newbie@test.local');
select is_empty($$select * from public.plan_usage()$$, 'a user without a hotel has no plan (badge: No plan)');
select tests.authenticate_as_saved('removed@test.local');
select is_empty($$select * from public.plan_usage()$$, 'a removed member sees no plan');
select tests.authenticate_as_anon();
select throws_ok($$select * from public.plan_usage()$$, '42501', null, 'anon has no plan badge');

-- guest_in_other_hotel: true only for an existing guest of another hotel; never a field of it
select tests.authenticate_as('staff_b@test.local');
select is(public.guest_in_other_hotel(tests.guest_id('alan')), true,
  'staff of B learn that a guest id of hotel A is another hotel''s');
select is(public.guest_in_other_hotel(tests.guest_id('grace')), false, 'their own guest is not another hotel''s');
select is(public.guest_in_other_hotel(gen_random_uuid()), false, 'an id no guest has is nobody''s');
select tests.authenticate_as('staff_a@test.local');
select is(public.guest_in_other_hotel(tests.guest_id('grace')), true, 'and the same holds from hotel A');
select tests.authenticate_as_saved('removed@test.local');
select is(public.guest_in_other_hotel(tests.guest_id('alan')), true,
  'a removed member of A is no longer of that hotel');
select tests.authenticate_as_anon();
select throws_ok($$select public.guest_in_other_hotel(tests.guest_id('alan'))$$, '42501', null,
  'anon cannot ask');
select tests.clear_authentication();
select is(has_function_privilege('authenticated', 'private.guest_in_other_hotel(uuid)', 'execute')
  and not has_function_privilege('anon', 'private.guest_in_other_hotel(uuid)', 'execute'), true,
  'the definer helper is callable by signed-in users only');

select * from finish();
rollback;
