-- hotels: who may read and change hotel A's row (anon, staff of A, staff of B, a removed member of A,
-- the platform admin), with both the allowed and the forbidden path for every operation.
begin;
select plan(27);
select tests.create_tenancy_fixtures();

-- Who may do what, in order (later rows see the changes earlier rows made). anon has no grants at all;
-- staff of A may save the setup of their own hotel but not its owner, and delete nothing; staff of B and
-- a removed member of A (still holding a token with hotel_id = A) get nothing of A; the platform admin
-- gets every hotel; the service role (edge functions) bypasses RLS.
select tests.check_access(actor, statement, expected, description) from (values
  ('anon', $$select * from public.hotels$$, 'error 42501', 'anon cannot list hotels'),
  ('anon', $$insert into public.hotels (name) values ('Anon Inn')$$, 'error 42501', 'anon cannot create a hotel'),
  ('anon', $$update public.hotels set name = 'X' where id = tests.hotel_id('A')$$, 'error 42501',
    'anon cannot rename hotel A'),
  ('anon', $$delete from public.hotels where id = tests.hotel_id('A')$$, 'error 42501', 'anon cannot delete hotel A'),

  ('staff_a', $$insert into public.hotels (name) values ('Side Hustle Inn')$$, 'error 42501',
    'staff of A cannot create hotels directly (create_hotel() is the way)'),
  ('staff_a', $$update public.hotels set name = 'Hotel A Renamed', form_fields = '{"room": false}'
    where id = tests.hotel_id('A')$$, '1 row', 'staff of A can save the setup of hotel A'),
  ('staff_a', $$update public.hotels set owner_id = null where id = tests.hotel_id('A')$$, 'error 42501',
    'staff of A cannot change the owner of hotel A'),
  ('staff_a', $$update public.hotels set name = 'Taken Over' where id = tests.hotel_id('B')$$, '0 rows',
    'staff of A cannot rename hotel B'),
  ('staff_a', $$delete from public.hotels where id = tests.hotel_id('A')$$, '0 rows',
    'staff of A cannot delete hotel A'),

  ('staff_b', $$select from public.hotels where id = tests.hotel_id('A')$$, '0 rows', 'staff of B cannot see hotel A'),
  ('staff_b', $$insert into public.hotels (id, name) values (gen_random_uuid(), 'Fake A')$$, 'error 42501',
    'staff of B cannot create hotels'),
  ('staff_b', $$update public.hotels set name = 'Pwned' where id = tests.hotel_id('A')$$, '0 rows',
    'staff of B cannot rename hotel A'),
  ('staff_b', $$delete from public.hotels where id = tests.hotel_id('A')$$, '0 rows',
    'staff of B cannot delete hotel A'),

  ('removed', $$select from public.hotels$$, '0 rows', 'a removed member no longer sees hotel A'),
  ('removed', $$insert into public.hotels (name) values ('Revenge Inn')$$, 'error 42501',
    'a removed member cannot create hotels'),
  ('removed', $$update public.hotels set name = 'Pwned' where id = tests.hotel_id('A')$$, '0 rows',
    'a removed member cannot rename hotel A'),
  ('removed', $$delete from public.hotels where id = tests.hotel_id('A')$$, '0 rows',
    'a removed member cannot delete hotel A'),

  ('nohotel', $$select from public.hotels$$, '0 rows', 'a user without a hotel sees no hotels'),

  ('admin', $$select from public.hotels where id in (tests.hotel_id('A'), tests.hotel_id('B'))$$, '2 rows',
    'the platform admin sees every hotel'),
  ('admin', $$insert into public.hotels (name, address) values ('Hotel C', '3 C Street')$$, '1 row',
    'the platform admin can create a hotel'),
  ('admin', $$select from public.subscriptions s join public.hotels h on h.id = s.hotel_id
    where h.name = 'Hotel C' and s.plan_id = 'starter'$$, '1 row', 'a new hotel starts on the Starter plan'),
  ('admin', $$update public.hotels set address = '1 New A Street' where id = tests.hotel_id('A')$$, '1 row',
    'the platform admin can edit hotel A'),
  ('admin', $$delete from public.hotels where name = 'Hotel C'$$, '1 row', 'the platform admin can delete a hotel'),

  ('service_role', $$select from public.hotels where id = tests.hotel_id('A')$$, '1 row',
    'the service role sees hotel A'),
  ('service_role', $$update public.hotels set name = 'Hotel A' where id = tests.hotel_id('A')$$, '1 row',
    'the service role can edit hotel A')
) as matrix (actor, statement, expected, description);

-- What staff of A see is exactly their hotel, not merely some row.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select id from public.hotels$$, $$values (tests.hotel_id('A'))$$,
  'staff of A see exactly hotel A');

-- a forged app_role claim without the admin email gets nothing extra.
select tests.authenticate_with(tests.claims_for('staff_b@test.local') || '{"app_role": "platform_admin"}');
select is((select count(*)::int from public.hotels where id = tests.hotel_id('A')), 0,
  'an app_role claim alone (email not an admin) does not open other hotels');

select * from finish();
rollback;
