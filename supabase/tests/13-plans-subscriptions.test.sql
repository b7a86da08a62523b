-- plans (public price list) and subscriptions (a hotel's plan): members read their own, platform
-- admins assign plans, nobody else writes.
begin;
select plan(33);
select tests.create_tenancy_fixtures();

-- The price list is public; what each member sees of subscriptions is exactly their own hotel's.
select tests.authenticate_as_anon();
select results_eq($$select id, price_usd_month, guest_limit, user_limit from public.plans order by id$$,
  $$values ('enterprise', null::numeric, null::int, null::int), ('pro', 29.00, 50, 5), ('starter', 15.00, 50, 2)$$,
  'anon can read the price list (docs/product.md#limits plans)');
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select hotel_id, plan_id from public.subscriptions$$,
  $$values (tests.hotel_id('A'), 'pro')$$, 'staff of A see exactly the subscription of hotel A');

-- Who may do what (a row a statement, then each actor who tries it and what they must get, in order):
-- nobody writes plans through the API (migrations own them); only the platform admin changes a hotel's
-- plan, one subscription per hotel, and nobody deletes one (they go with their hotel); members of other
-- hotels and removed members see nothing.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$insert into public.plans (id, name) values ('free', 'Free')$$, 'add plans',
    '{"anon": "error 42501", "staff_b": "error 42501"}'),
  ($$update public.plans set price_usd_month = 0 where id = 'pro'$$, 'change prices through the API',
    '{"anon": "error 42501", "admin": "error 42501"}'),
  ($$update public.plans set guest_limit = null where id = 'pro'$$, 'lift the limits of their plan',
    '{"staff_a": "error 42501"}'),
  ($$delete from public.plans$$, 'delete plans', '{"anon": "error 42501", "staff_b": "error 42501"}'),
  ($$select from public.subscriptions$$, 'read subscriptions', '{"anon": "error 42501", "removed": "0 rows"}'),
  ($$select from public.subscriptions where hotel_id = tests.hotel_id('A')$$, 'see the subscription of hotel A',
    '{"staff_b": "0 rows"}'),
  ($$select from public.subscriptions where hotel_id in (tests.hotel_id('A'), tests.hotel_id('B'))$$,
    'see every subscription', '{"admin": "2 rows"}'),
  ($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('A'), 'enterprise')$$,
    'create a second subscription for hotel A',
    '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "admin": "error 23505"}'),
  ($$insert into public.subscriptions (hotel_id, plan_id) values (tests.hotel_id('B'), 'pro')$$,
    'create a subscription for hotel B', '{"staff_a": "error 42501"}'),
  ($$update public.subscriptions set plan_id = 'enterprise'$$, 'change the plan of any hotel',
    '{"anon": "error 42501", "staff_a": "0 rows", "staff_b": "0 rows", "removed": "0 rows"}'),
  ($$update public.subscriptions set plan_id = 'enterprise' where hotel_id = tests.hotel_id('B')$$,
    'change the plan of hotel B', '{"admin": "1 row"}'),
  ($$delete from public.subscriptions$$, 'delete subscriptions',
    '{"anon": "error 42501", "staff_a": "error 42501", "staff_b": "error 42501", "removed": "error 42501",
      "admin": "error 42501"}')
) as matrix (statement, action, outcomes);

select tests.clear_authentication();
select is((select plan_id from public.subscriptions where hotel_id = tests.hotel_id('B')), 'enterprise',
  'the admin''s change is the only one that happened');
select throws_ok($$update public.subscriptions set plan_id = 'gold'$$, '23503', null,
  'a subscription must name a known plan');
select throws_ok($$update public.subscriptions set status = 'frozen'$$, '23514', null,
  'subscription status is one of active, trialing, past_due, canceled');
select throws_ok($$insert into public.plans (id, name) values ('gold', 'Gold')$$, '23514', null,
  'plans are starter, pro or enterprise');
select is((select count(*)::int from public.hotels h left join public.subscriptions s on s.hotel_id = h.id
  where s.hotel_id is null), 0, 'every hotel has a subscription');

select * from finish();
rollback;
