-- search_guests (docs/product.md#validation guest list search): staff find their own hotel's guests by part of a name,
-- email or phone, case-insensitively, with LIKE wildcards taken literally and an inclusive check-in
-- range; everybody else (other hotel, removed member, admin, anon) gets nothing.
begin;
select plan(26);
select tests.create_tenancy_fixtures();
-- Two more guests of hotel A whose names hold LIKE's special characters (and look-alikes without them).
insert into public.guests (id, hotel_id, first_name, last_name, email, phone, check_in) values
  ('aaaaaaaa-0000-4000-8000-00000000a103', 'aaaaaaaa-0000-4000-8000-000000000001', 'Pat', 'O_Neil 100%',
   'pat@example.com', '12\34', current_date - 5),
  ('aaaaaaaa-0000-4000-8000-00000000a104', 'aaaaaaaa-0000-4000-8000-000000000001', 'Patrick', 'OxNeil 1000',
   'patrick@example.com', '1234', current_date - 5);

-- Staff of hotel A
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'ovel', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid)$$, 'staff find a guest by part of the last name');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'ALA', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a102'::uuid)$$, 'staff find a guest by part of the first name, ignoring case');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'ADA@Example', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid)$$, 'staff find a guest by part of the email, ignoring case');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', '20 56', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a102'::uuid)$$, 'staff find a guest by part of the phone number');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'Hopper', null, null)$$,
  'a search never returns another hotel''s guest');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a104'::uuid), ('aaaaaaaa-0000-4000-8000-00000000a103'::uuid),
           ('aaaaaaaa-0000-4000-8000-00000000a102'::uuid), ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid)$$,
  'matches come newest registration first, then by id');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', '%', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a103'::uuid)$$, 'a typed % matches only a literal percent sign');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'O_N', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a103'::uuid)$$, 'a typed _ matches only a literal underscore');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', '2\3', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a103'::uuid)$$, 'a typed backslash matches only a literal backslash');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', '100%', null, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a103'::uuid)$$, '100% does not match 1000');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example',
                                                        current_date - 2, current_date)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a102'::uuid), ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid)$$,
  'the check-in range includes both its first and its last day');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example',
                                                        current_date - 2, current_date - 2)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a102'::uuid)$$, 'a one-day range finds the guests checking in that day');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example',
                                                        current_date - 1, null)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid)$$, 'a range open at the end keeps everything from its start');
select results_eq($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', '',
                                                        null, current_date - 3)$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a104'::uuid), ('aaaaaaaa-0000-4000-8000-00000000a103'::uuid)$$,
  'an empty search text filters by date only');
select is((select count(*)::int from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', null, null, null)), 4,
  'no search text and no range lists all of the hotel''s guests');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'zzz', null, null)$$,
  'a search that matches nothing returns no rows');

-- Everybody else
select tests.authenticate_as('staff_b@test.local');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  'staff of hotel B get nothing when they pass hotel A''s id');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', '', current_date - 9, current_date)$$,
  'staff of hotel B get nothing for hotel A by date range either');
select is_empty($$select id from private.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  'calling the private function directly does not bypass the tenancy check');
select results_eq($$select id from public.search_guests('bbbbbbbb-0000-4000-8000-000000000001', 'example', null, null)$$,
  $$values ('bbbbbbbb-0000-4000-8000-00000000b101'::uuid)$$, 'staff of hotel B search only their own guests');
select is_empty($$select id from public.search_guests(null, 'example', null, null)$$, 'a null hotel id returns nothing');
select tests.authenticate_as_saved('removed@test.local');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  'a removed member with a still-valid token gets nothing');
select tests.authenticate_as('nohotel@test.local');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  'a user without a hotel gets nothing');
select tests.authenticate_as('admin@guestregistry.app');
select is_empty($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  'the platform admin gets no guest records');
select tests.authenticate_as_anon();
select throws_ok($$select id from public.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  '42501', null, 'anon cannot execute search_guests');
select throws_ok($$select id from private.search_guests('aaaaaaaa-0000-4000-8000-000000000001', 'example', null, null)$$,
  '42501', null, 'anon cannot execute the private search either');

select * from finish();
rollback;
