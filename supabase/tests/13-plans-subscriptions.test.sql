-- plans (public price list) and subscriptions (a hotel's plan): members read their own, platform
-- admins assign plans, nobody else writes.
begin;
select plan(33);
select tests.create_tenancy_fixtures();

select tests.authenticate_as_anon();
select results_eq($$select id, price_usd_month, guest_limit, user_limit from public.plans order by id$$,
  $$values ('enterprise', null::numeric, null::int, null::int), ('pro', 29.00, 50, 5), ('starter', 15.00, 50, 2)$$,
  'anon can read the price list (docs/product.md#limits plans)');
select throws_ok($$insert into public.plans (id, name) values ('free', 'Free')$$, '42501', null, 'anon cannot add plans');
select throws_ok($$update public.plans set price_usd_month = 0$$, '42501', null, 'anon cannot change prices');
select throws_ok($$delete from public.plans$$, '42501', null, 'anon cannot delete plans');
select throws_ok($$select * from public.subscriptions$$, '42501', null, 'anon cannot read subscriptions');
select throws_ok($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('A'), 'enterprise')$$,
  '42501', null, 'anon cannot assign plans');
select throws_ok($$update public.subscriptions set plan_id = 'enterprise'$$, '42501', null, 'anon cannot change plans');
select throws_ok($$delete from public.subscriptions$$, '42501', null, 'anon cannot cancel subscriptions');

select tests.authenticate_as('staff_a@test.local');
select throws_ok($$update public.plans set guest_limit = null where id = 'pro'$$, '42501', null,
  'staff cannot lift their plan''s limits');
select results_eq($$select hotel_id, plan_id from public.subscriptions$$,
  $$values (tests.hotel_id('A'), 'pro')$$, 'staff of A see exactly the subscription of hotel A');
select is(tests.affected_rows($$update public.subscriptions set plan_id = 'enterprise'$$), 0,
  'staff of A cannot upgrade themselves');
select throws_ok($$delete from public.subscriptions$$, '42501', null, 'staff of A cannot cancel the subscription');
select throws_ok($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('B'), 'pro')$$,
  '42501', null, 'staff of A cannot create a subscription');

select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from public.subscriptions where hotel_id = tests.hotel_id('A')), 0,
  'staff of B cannot see the subscription of hotel A');
select is(tests.affected_rows($$update public.subscriptions set plan_id = 'starter'
  where hotel_id = tests.hotel_id('A')$$), 0, 'staff of B cannot downgrade hotel A');
select throws_ok($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('A'), 'starter')$$,
  '42501', null, 'staff of B cannot create a subscription for hotel A');
select throws_ok($$delete from public.subscriptions where hotel_id = tests.hotel_id('A')$$, '42501', null,
  'staff of B cannot cancel the subscription of hotel A');
select throws_ok($$insert into public.plans (id, name) values ('starter', 'Cheaper')$$, '42501', null, 'staff cannot add plans');
select throws_ok($$delete from public.plans$$, '42501', null, 'staff cannot delete plans');

select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from public.subscriptions), 0, 'a removed member sees no subscription');
select is(tests.affected_rows($$update public.subscriptions set plan_id = 'enterprise'$$), 0,
  'a removed member cannot change the plan of hotel A');
select throws_ok($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('A'), 'enterprise')$$,
  '42501', null, 'a removed member cannot create a subscription');
select throws_ok($$delete from public.subscriptions$$, '42501', null, 'a removed member cannot cancel the subscription');

select tests.authenticate_as('admin@guestregistry.app');
select ok((select count(*) from public.subscriptions) >= 2, 'the platform admin sees every subscription');
select is(tests.affected_rows($$update public.subscriptions set plan_id = 'enterprise'
  where hotel_id = tests.hotel_id('B')$$), 1, 'the platform admin can change the plan of hotel B');
select throws_ok($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('A'), 'pro')$$,
  '23505', null, 'the platform admin may assign a plan, one per hotel (hotel A has one already)');
select throws_ok($$delete from public.subscriptions where hotel_id = tests.hotel_id('B')$$, '42501', null,
  'subscriptions are not deleted directly (they go with their hotel)');
select throws_ok($$update public.plans set price_usd_month = 1 where id = 'pro'$$, '42501', null,
  'the platform admin cannot change prices through the API (migrations own plans)');

select tests.clear_authentication();
select is((select plan_id from public.subscriptions where hotel_id = tests.hotel_id('B')), 'enterprise',
  'the admin''s change is the only one that happened');
select throws_ok($$update public.subscriptions set plan_id = 'gold'$$, '23503', null,
  'a subscription must name a known plan');
select throws_ok($$update public.subscriptions set status = 'frozen'$$, '23514', null,
  'subscription status is one of active, trialing, past_due, canceled');
select throws_ok($$insert into public.plans (id, name) values ('gold', 'Gold')$$, '23514', null,
  'plans are starter, pro or enterprise');
select is((select count(*)::int from public.hotels h left join public.subscriptions s on s.hotel_id = h.id where s.hotel_id is null),
  0, 'every hotel has a subscription');

select * from finish();
rollback;
