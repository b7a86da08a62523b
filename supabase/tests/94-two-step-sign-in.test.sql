-- Two-step sign-in (docs/product.md#two-step-sign-in): the platform admin's powers need an aal2 session;
-- a hotel's owner (with aal2) may require two-step sign-in for everyone in the hotel, and then the
-- access log, the receipts, the purge preview, exports and the reporting login need aal2 too, while
-- the guest list does not. Hotel A: staff_a (owner, with a factor), clerk_a (staff, no factor).
-- Actors ending in ':aal1' hold a password-only session (tests.act_as).
begin;
select plan(54);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'), 'staff');
select tests.add_totp_factor('staff_a@test.local');
insert into public.passport_access_log (hotel_id, guest_id, context) values
  (tests.hotel_id('A'), tests.guest_id('ada'), 'dialog'), (tests.hotel_id('B'), tests.guest_id('grace'), 'dialog');
insert into public.passport_deletion_receipts (hotel_id, object_name, rule) values
  (tests.hotel_id('A'), 'aaaaaaaa-0000-4000-8000-000000000001/1_old.jpg', 'orphan:24h'),
  (tests.hotel_id('B'), 'bbbbbbbb-0000-4000-8000-000000000001/1_old.jpg', 'orphan:24h');
insert into public.contact_messages (email, message) values ('lead@example.com', 'A demo, please.');

select col_default_is('public', 'hotels', 'require_two_step', 'false', 'hotels do not require two-step sign-in by default');

-- The platform admin: the password step alone opens nothing an admin may do.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.hotels where id in (tests.hotel_id('A'), tests.hotel_id('B'))$$, 'see every hotel',
    '{"admin:aal1": "0 rows", "admin": "2 rows"}'),
  ($$select from public.hotel_members$$, 'see every membership', '{"admin:aal1": "0 rows"}'),
  ($$select from public.contact_messages$$, 'read the demo requests', '{"admin:aal1": "0 rows", "admin": "1 row"}'),
  ($$insert into public.hotels (name, address) values ('Hotel C', '3 C Street')$$, 'create a hotel directly',
    '{"admin:aal1": "error 42501", "admin": "1 row"}'),
  ($$update public.subscriptions set plan_id = 'enterprise' where hotel_id = tests.hotel_id('B')$$,
    'change a hotel''s plan', '{"admin:aal1": "0 rows", "admin": "1 row"}'),
  ($$select public.create_reporting_login(tests.hotel_id('B'))$$, 'create hotel B''s reporting login',
    '{"admin:aal1": "error 42501", "admin": "1 row"}'),
  ($$select public.create_hotel('Admin Inn', '1 Admin Road')$$, 'make a hotel of their own',
    '{"admin:aal1": "error 42501", "admin": "error 42501"}')
) as matrix(statement, action, outcomes);

-- The requirement is the owner's to set, with both steps.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$update public.hotels set require_two_step = true where id = tests.hotel_id('A')$$,
    'require two-step sign-in in hotel A',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_a:aal1": "error 42501", "staff_b": "0 rows",
      "removed": "0 rows", "admin": "error 42501", "staff_a": "1 row"}'),
  ($$update public.hotels set require_two_step = false where id = tests.hotel_id('A')$$,
    'lift hotel A''s requirement', '{"clerk_a": "error 42501", "staff_a:aal1": "error 42501"}'),
  ($$update public.hotels set name = 'Hotel A' where id = tests.hotel_id('A')$$,
    'save the rest of hotel A''s setup without a second step', '{"clerk_a": "1 row", "staff_a:aal1": "1 row"}'),
  ($$select from public.hotels where id = tests.hotel_id('A') and require_two_step$$,
    'see that hotel A requires two-step sign-in', '{"clerk_a": "1 row", "staff_b": "0 rows"}')
) as matrix(statement, action, outcomes);
select tests.act_as('clerk_a');
select throws_ok($$update public.hotels set require_two_step = false where id = tests.hotel_id('A')$$, '42501',
  'Only the hotel''s owner can change two-step sign-in.', 'staff are told only the owner changes it');
select tests.act_as('staff_a:aal1');
select throws_ok($$update public.hotels set require_two_step = false where id = tests.hotel_id('A')$$, '42501',
  'Set up two-step sign-in for your own account and sign in with it before changing this.',
  'the owner is told to sign in with both steps first');
select tests.clear_authentication();

-- What the requirement guards in hotel A, and what it leaves alone; hotel B requires nothing.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.passport_access_log$$, 'read the passport access log',
    '{"staff_a:aal1": "0 rows", "staff_a": "1 row", "staff_b": "1 row"}'),
  ($$select from public.passport_deletion_receipts$$, 'read the deletion receipts',
    '{"staff_a:aal1": "0 rows", "staff_a": "1 row", "staff_b": "1 row"}'),
  ($$select * from public.upcoming_passport_purges(tests.hotel_id('A'))$$, 'preview hotel A''s purges',
    '{"staff_a:aal1": "error 42501", "staff_a": "0 rows"}'),
  ($$select public.guest_export_bounds(tests.hotel_id('A'))$$, 'plan an export of hotel A''s guests',
    '{"clerk_a": "error 42501", "staff_a:aal1": "error 42501", "staff_a": "1 row"}'),
  ($$select public.guest_export_rows(tests.hotel_id('A'))$$, 'export hotel A''s guests',
    '{"clerk_a": "error 42501", "staff_a": "1 row"}'),
  ($$select public.guest_export_page(tests.hotel_id('A'))$$, 'export hotel A''s guests page by page',
    '{"clerk_a": "error 42501", "staff_a": "1 row"}'),
  ($$select public.guest_export_bounds(tests.hotel_id('B'))$$, 'plan an export of hotel B''s guests',
    '{"staff_b": "1 row"}'),
  ($$select public.create_reporting_login(tests.hotel_id('A'))$$, 'create hotel A''s reporting login',
    '{"staff_a:aal1": "error 42501", "staff_a": "1 row"}'),
  ($$select * from public.guest_page(tests.hotel_id('A'), null, null, null, 10, 0)$$, 'list hotel A''s guests',
    '{"clerk_a": "2 rows", "staff_a:aal1": "2 rows"}'),
  ($$select from public.guests where hotel_id = tests.hotel_id('A')$$, 'read hotel A''s guests',
    '{"clerk_a": "2 rows"}')
) as matrix(statement, action, outcomes);

select tests.act_as('clerk_a');
select throws_ok($$select public.guest_export_bounds(tests.hotel_id('A'))$$, '42501',
  'Exports need two-step sign-in in this hotel.', 'the refusal says what needs two-step sign-in');
select tests.clear_authentication();

-- Lifting it again (the owner, both steps) opens exports to staff without a factor.
select tests.act_as('staff_a');
select is(tests.affected_rows($$update public.hotels set require_two_step = false where id = tests.hotel_id('A')$$), 1,
  'the owner lifts the requirement with both steps');
select tests.clear_authentication();
select is((select array[l.old_values, l.new_values] from public.activity_log as l
            where l.hotel_id = tests.hotel_id('A') and l.action = 'data_rule' and l.fields = '{require_two_step}'
            order by l.occurred_at desc, l.id desc limit 1),
  array['{"require_two_step": true}', '{"require_two_step": false}']::jsonb[],
  'lifting it is in the activity log with its old and new value, like every data rule');
select tests.act_as('staff_a');
select tests.act_as('clerk_a');
select lives_ok($$select public.guest_export_bounds(tests.hotel_id('A'))$$, 'staff export again once it is lifted');
select tests.clear_authentication();
select * from finish();
rollback;
