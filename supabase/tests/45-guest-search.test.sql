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

-- Staff of hotel A: each search (text, first and last check-in day) and the guests it must return, in
-- order (newest registration first, then by id); '{}' is no guest at all.
select tests.authenticate_as('staff_a@test.local');
select results_eq(
  format('select id from public.search_guests(tests.hotel_id(''A''), %L, %L, %L)', search, first_day, last_day),
  array(select tests.guest_id(name) from unnest(guests) with ordinality as g (name, n) order by n),
  description)
from (values
  ('ovel', null::date, null::date, '{ada}'::text[], 'staff find a guest by part of the last name'),
  ('ALA', null, null, '{alan}', 'staff find a guest by part of the first name, ignoring case'),
  ('ADA@Example', null, null, '{ada}', 'staff find a guest by part of the email, ignoring case'),
  ('20 56', null, null, '{alan}', 'staff find a guest by part of the phone number'),
  ('Hopper', null, null, '{}', 'a search never returns another hotel''s guest'),
  ('example', null, null, '{patrick, pat, alan, ada}', 'matches come newest registration first, then by id'),
  ('%', null, null, '{pat}', 'a typed % matches only a literal percent sign'),
  ('O_N', null, null, '{pat}', 'a typed _ matches only a literal underscore'),
  ('2\3', null, null, '{pat}', 'a typed backslash matches only a literal backslash'),
  ('100%', null, null, '{pat}', '100% does not match 1000'),
  ('example', current_date - 2, current_date, '{alan, ada}',
    'the check-in range includes both its first and its last day'),
  ('example', current_date - 2, current_date - 2, '{alan}', 'a one-day range finds the guests checking in that day'),
  ('example', current_date - 1, null, '{ada}', 'a range open at the end keeps everything from its start'),
  ('', null, current_date - 3, '{patrick, pat}', 'an empty search text filters by date only'),
  ('zzz', null, null, '{}', 'a search that matches nothing returns no rows')
) as searches (search, first_day, last_day, guests, description);
select is((select count(*)::int from public.search_guests(tests.hotel_id('A'), null, null, null)), 4,
  'no search text and no range lists all of the hotel''s guests');
select tests.authenticate_as('staff_b@test.local');
select results_eq($$select id from public.search_guests(tests.hotel_id('B'), 'example', null, null)$$,
  $$values (tests.guest_id('grace'))$$, 'staff of hotel B search only their own guests');

-- Everybody else gets nothing of hotel A (a row a statement, then each actor who tries it and what they
-- must get): the other hotel's staff, a removed member with a still-valid token, a user without a hotel,
-- the platform admin (no guest records); anon may not call either function.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select id from public.search_guests(tests.hotel_id('A'), 'example', null, null)$$, 'search hotel A',
    '{"staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows", "admin": "0 rows", "anon": "error 42501"}'),
  ($$select id from public.search_guests(tests.hotel_id('A'), '', current_date - 9, current_date)$$,
    'search hotel A by check-in date', '{"staff_b": "0 rows"}'),
  ($$select id from private.search_guests(tests.hotel_id('A'), 'example', null, null)$$,
    'search hotel A through the private function (it checks tenancy too)',
    '{"staff_b": "0 rows", "anon": "error 42501"}'),
  ($$select id from public.search_guests(null, 'example', null, null)$$, 'find anything with a null hotel id',
    '{"staff_b": "0 rows"}')
) as matrix (statement, action, outcomes);

select * from finish();
rollback;
