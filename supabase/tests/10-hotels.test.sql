-- hotels: who may read and change hotel A's row (anon, staff of A, staff of B, a removed member of A,
-- the platform admin), with both the allowed and the forbidden path for every operation.
begin;
select plan(27);
select tests.create_tenancy_fixtures();

-- anon: no grants at all.
select tests.authenticate_as_anon();
select throws_ok($$select * from public.hotels$$, '42501', null, 'anon cannot list hotels');
select throws_ok($$insert into public.hotels (name) values ('Anon Inn')$$, '42501', null, 'anon cannot create a hotel');
select throws_ok($$update public.hotels set name = 'X' where id = tests.hotel_id('A')$$, '42501', null,
  'anon cannot rename hotel A');
select throws_ok($$delete from public.hotels where id = tests.hotel_id('A')$$, '42501', null,
  'anon cannot delete hotel A');

-- staff of A: their own hotel only; setup fields editable, owner and deletion not.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select id from public.hotels$$, $$values (tests.hotel_id('A'))$$,
  'staff of A see exactly hotel A');
select throws_ok($$insert into public.hotels (name) values ('Side Hustle Inn')$$, '42501', null,
  'staff of A cannot create hotels directly (create_hotel() is the way)');
select is(tests.affected_rows($$update public.hotels set name = 'Hotel A Renamed', form_fields = '{"room": false}'
  where id = tests.hotel_id('A')$$), 1, 'staff of A can save the setup of hotel A');
select throws_ok($$update public.hotels set owner_id = null where id = tests.hotel_id('A')$$, '42501', null,
  'staff of A cannot change the owner of hotel A');
select is(tests.affected_rows($$update public.hotels set name = 'Taken Over' where id = tests.hotel_id('B')$$), 0,
  'staff of A cannot rename hotel B');
select is(tests.affected_rows($$delete from public.hotels where id = tests.hotel_id('A')$$), 0,
  'staff of A cannot delete hotel A');

-- staff of B: nothing of A.
select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from public.hotels where id = tests.hotel_id('A')), 0,
  'staff of B cannot see hotel A');
select throws_ok($$insert into public.hotels (id, name) values (gen_random_uuid(), 'Fake A')$$, '42501', null,
  'staff of B cannot create hotels');
select is(tests.affected_rows($$update public.hotels set name = 'Pwned' where id = tests.hotel_id('A')$$), 0,
  'staff of B cannot rename hotel A');
select is(tests.affected_rows($$delete from public.hotels where id = tests.hotel_id('A')$$), 0,
  'staff of B cannot delete hotel A');

-- a removed member of A, still holding a token with hotel_id = A: access ends with the membership.
select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from public.hotels), 0, 'a removed member no longer sees hotel A');
select throws_ok($$insert into public.hotels (name) values ('Revenge Inn')$$, '42501', null, 'a removed member cannot create hotels');
select is(tests.affected_rows($$update public.hotels set name = 'Pwned' where id = tests.hotel_id('A')$$), 0,
  'a removed member cannot rename hotel A');
select is(tests.affected_rows($$delete from public.hotels where id = tests.hotel_id('A')$$), 0,
  'a removed member cannot delete hotel A');

-- a user without a hotel sees none.
select tests.authenticate_as('nohotel@test.local');
select is((select count(*)::int from public.hotels), 0, 'a user without a hotel sees no hotels');

-- a forged app_role claim without the admin email gets nothing extra.
select tests.authenticate_with(tests.claims_for('staff_b@test.local') || '{"app_role": "platform_admin"}');
select is((select count(*)::int from public.hotels where id = tests.hotel_id('A')), 0,
  'an app_role claim alone (email not an admin) does not open other hotels');

-- the platform admin: every hotel, create, rename, delete.
select tests.authenticate_as('admin@guestregistry.app');
select ok((select count(*) from public.hotels where id in (tests.hotel_id('A'),
  tests.hotel_id('B'))) = 2, 'the platform admin sees every hotel');
select lives_ok($$insert into public.hotels (name, address) values ('Hotel C', '3 C Street')$$,
  'the platform admin can create a hotel');
select is((select s.plan_id from public.subscriptions s join public.hotels h on h.id = s.hotel_id where h.name = 'Hotel C'),
  'starter', 'a new hotel starts on the Starter plan');
select is(tests.affected_rows($$update public.hotels set address = '1 New A Street' where id = tests.hotel_id('A')$$), 1,
  'the platform admin can edit hotel A');
select is(tests.affected_rows($$delete from public.hotels where name = 'Hotel C'$$), 1,
  'the platform admin can delete a hotel');

-- service role (edge functions): bypasses RLS.
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.hotels where id = tests.hotel_id('A')), 1,
  'the service role sees hotel A');
select lives_ok($$update public.hotels set name = 'Hotel A' where id = tests.hotel_id('A')$$,
  'the service role can edit hotel A');

select * from finish();
rollback;
