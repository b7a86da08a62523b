-- search_guests (docs/product.md#validation guest list search): staff find their own hotel's guests by part of a name,
-- email or phone, case-insensitively, with LIKE wildcards taken literally and an inclusive check-in
-- range; everybody else (other hotel, removed member, admin, anon) gets nothing.
begin;
select plan(26);
select tests.create_tenancy_fixtures();
-- Two more guests of hotel A whose names hold LIKE's special characters (and look-alikes without them).
insert into public.guests (id, hotel_id, first_name, last_name, email, phone, check_in) values
  (tests.guest_id('pat'), tests.hotel_id('A'), 'Pat', 'O_Neil 100%',
   'pat@example.com', '12\34', current_date - 5),
  (tests.guest_id('patrick'), tests.hotel_id('A'), 'Patrick', 'OxNeil 1000',
   'patrick@example.com', '1234', current_date - 5);

-- Staff of hotel A
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'ovel', null, null)$$,
  $$values (tests.guest_id('ada'))$$, 'staff find a guest by part of the last name');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'ALA', null, null)$$,
  $$values (tests.guest_id('alan'))$$, 'staff find a guest by part of the first name, ignoring case');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'ADA@Example', null, null)$$,
  $$values (tests.guest_id('ada'))$$, 'staff find a guest by part of the email, ignoring case');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), '20 56', null, null)$$,
  $$values (tests.guest_id('alan'))$$, 'staff find a guest by part of the phone number');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), 'Hopper', null, null)$$,
  'a search never returns another hotel''s guest');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  $$values (tests.guest_id('patrick')), (tests.guest_id('pat')),
           (tests.guest_id('alan')), (tests.guest_id('ada'))$$,
  'matches come newest registration first, then by id');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), '%', null, null)$$,
  $$values (tests.guest_id('pat'))$$, 'a typed % matches only a literal percent sign');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'O_N', null, null)$$,
  $$values (tests.guest_id('pat'))$$, 'a typed _ matches only a literal underscore');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), '2\3', null, null)$$,
  $$values (tests.guest_id('pat'))$$, 'a typed backslash matches only a literal backslash');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), '100%', null, null)$$,
  $$values (tests.guest_id('pat'))$$, '100% does not match 1000');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'example',
                                                        current_date - 2, current_date)$$,
  $$values (tests.guest_id('alan')), (tests.guest_id('ada'))$$,
  'the check-in range includes both its first and its last day');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'example',
                                                        current_date - 2, current_date - 2)$$,
  $$values (tests.guest_id('alan'))$$, 'a one-day range finds the guests checking in that day');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), 'example',
                                                        current_date - 1, null)$$,
  $$values (tests.guest_id('ada'))$$, 'a range open at the end keeps everything from its start');
select results_eq($$select id from public.search_guests(tests.hotel_id('A'), '',
                                                        null, current_date - 3)$$,
  $$values (tests.guest_id('patrick')), (tests.guest_id('pat'))$$,
  'an empty search text filters by date only');
select is((select count(*)::int from public.search_guests(tests.hotel_id('A'), null, null, null)), 4,
  'no search text and no range lists all of the hotel''s guests');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), 'zzz', null, null)$$,
  'a search that matches nothing returns no rows');

-- Everybody else
select tests.authenticate_as('staff_b@test.local');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  'staff of hotel B get nothing when they pass hotel A''s id');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), '', current_date - 9, current_date)$$,
  'staff of hotel B get nothing for hotel A by date range either');
select is_empty($$select id from private.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  'calling the private function directly does not bypass the tenancy check');
select results_eq($$select id from public.search_guests(tests.hotel_id('B'), 'example', null, null)$$,
  $$values (tests.guest_id('grace'))$$, 'staff of hotel B search only their own guests');
select is_empty($$select id from public.search_guests(null, 'example', null, null)$$, 'a null hotel id returns nothing');
select tests.authenticate_as_saved('removed@test.local');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  'a removed member with a still-valid token gets nothing');
select tests.authenticate_as('nohotel@test.local');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  'a user without a hotel gets nothing');
select tests.authenticate_as('admin@guestregistry.app');
select is_empty($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  'the platform admin gets no guest records');
select tests.authenticate_as_anon();
select throws_ok($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  '42501', null, 'anon cannot execute search_guests');
select throws_ok($$select id from private.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
  '42501', null, 'anon cannot execute the private search either');

select * from finish();
rollback;
