-- hotels: who may read and change hotel A's row (anon, staff of A, staff of B, a removed member of A,
-- the platform admin), with both the allowed and the forbidden path for every operation.
begin;
select plan(27);
select tests.create_tenancy_fixtures();

-- What staff of A see is exactly their hotel, not merely some row; the matrix below
-- tries the rest.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select id from public.hotels$$, $$values (tests.hotel_id('A'))$$,
  'staff of A see exactly hotel A');

-- Who may do what: one row a statement, then each actor who tries it and what they must get, in order
-- (later rows see what earlier rows changed). anon has no grants at all; staff of A save the setup of
-- their own hotel but not its owner, and delete nothing; staff of B and a removed member of A (still
-- holding a token with hotel_id = A) get nothing of A; the platform admin gets every hotel; the
-- service role (edge functions) bypasses RLS. Staff create hotels through create_hotel() (40-rpcs).
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.hotels where id in (tests.hotel_id('A'), tests.hotel_id('B'))$$, 'see hotels A and B',
    '{"admin": "2 rows"}'),
  ($$select from public.hotels where id = tests.hotel_id('A')$$, 'see hotel A',
    '{"staff_b": "0 rows", "service_role": "1 row"}'),
  ($$select from public.hotels$$, 'see any hotel',
    '{"anon": "error 42501", "removed": "0 rows", "nohotel": "0 rows"}'),
  ($$insert into public.hotels (name, address) values ('Hotel C', '3 C Street')$$,
    'create a hotel directly',
    '{"anon": "error 42501", "staff_a": "error 42501", "removed": "error 42501", "admin": "1 row"}'),
  ($$insert into public.hotels (id, name) values (gen_random_uuid(), 'Fake A')$$, 'create a hotel with its own id',
    '{"staff_b": "error 42501"}'),
  ($$select from public.subscriptions s join public.hotels h on h.id = s.hotel_id
    where h.name = 'Hotel C' and s.plan_id = 'starter'$$, 'see that the new hotel starts on the Starter plan',
    '{"admin": "1 row"}'),
  ($$update public.hotels set name = 'Hotel A Renamed', form_fields = '{"room": false}'
    where id = tests.hotel_id('A')$$, 'save the setup of hotel A', '{"staff_a": "1 row"}'),
  ($$update public.hotels set owner_id = null where id = tests.hotel_id('A')$$, 'change the owner of hotel A',
    '{"staff_a": "error 42501"}'),
  ($$update public.hotels set name = 'Pwned' where id = tests.hotel_id('A')$$, 'rename hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "1 row", "service_role": "1 row"}'),
  ($$update public.hotels set name = 'Taken Over' where id = tests.hotel_id('B')$$, 'rename hotel B',
    '{"staff_a": "0 rows"}'),
  ($$delete from public.hotels where id = tests.hotel_id('A')$$, 'delete hotel A',
    '{"anon": "error 42501", "staff_a": "0 rows", "staff_b": "0 rows", "removed": "0 rows"}'),
  ($$delete from public.hotels where name = 'Hotel C'$$, 'delete a hotel', '{"admin": "1 row"}')
) as matrix (statement, action, outcomes);

-- a forged app_role claim without the admin email gets nothing extra.
select tests.authenticate_with(tests.claims_for('staff_b@test.local') || '{"app_role": "platform_admin"}');
select is((select count(*)::int from public.hotels where id = tests.hotel_id('A')), 0,
  'an app_role claim alone (email not an admin) does not open other hotels');

select * from finish();
rollback;
