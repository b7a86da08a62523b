-- Owner-only data rules (docs/product.md#data-rules): the passport image rule and days, the guest field
-- toggles, the time zone and the lifting of a legal hold change only by the hotel's owner; staff read
-- them, keep editing name and address and may still set a legal hold; nobody else changes them, the
-- platform admin and the service role included; a held guest is neither deleted nor stripped of images.
-- Hotel A: staff_a (owner), clerk_a (staff).
begin;
select plan(83);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'), 'staff');
-- Ada (A, one passport image) is under legal hold.
update public.guests set legal_hold = true where id = tests.guest_id('ada');

-- Staff read the rules they cannot change.
select tests.authenticate_as('clerk_a@test.local');
select results_eq($$select passport_retention, passport_retention_days, form_fields, time_zone from public.hotels$$,
  $$values ('delete_after_checkout', 30, '{}'::jsonb, 'UTC')$$, 'staff read their hotel''s data rules');
select tests.clear_authentication();

-- Who may change what, in order (later rows see earlier changes). Every refused change of a rule is
-- 42501 once the row is visible (the trigger), 0 rows where RLS hides it, and the owner's own change
-- comes last.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$update public.hotels set passport_retention = 'keep' where id = tests.hotel_id('A')$$,
    'change hotel A''s passport image rule',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "error 42501", "service_role": "error 42501", "staff_a": "1 row"}'),
  ($$update public.hotels set passport_retention_days = 7 where id = tests.hotel_id('A')$$,
    'change hotel A''s days after check-out',
    '{"clerk_a": "error 42501", "admin": "error 42501", "service_role": "error 42501", "staff_a": "1 row"}'),
  ($$update public.hotels set form_fields = '{"room": false}' where id = tests.hotel_id('A')$$,
    'change which guest fields hotel A collects',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_b": "0 rows", "removed": "0 rows",
      "admin": "error 42501", "service_role": "error 42501", "staff_a": "1 row"}'),
  ($$update public.hotels set time_zone = 'Europe/Dublin' where id = tests.hotel_id('A')$$,
    'change hotel A''s time zone',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_b": "0 rows", "removed": "0 rows",
      "admin": "error 42501", "service_role": "error 42501", "staff_a": "1 row"}'),
  ($$update public.hotels set passport_retention = 'keep', time_zone = 'Europe/Dublin', name = 'Front Desk Name'
    where id = tests.hotel_id('A')$$, 'save hotel A''s setup with the rules unchanged',
    '{"clerk_a": "1 row"}'),
  ($$update public.hotels set name = 'Hotel A', address = '1 A Street' where id = tests.hotel_id('A')$$,
    'edit hotel A''s name and address',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "clerk_a": "1 row", "admin": "1 row",
      "staff_a": "1 row"}'),
  ($$update public.hotels set passport_retention = 'dont_keep' where id = tests.hotel_id('B')$$,
    'change hotel B''s passport image rule',
    '{"staff_a": "0 rows", "clerk_a": "0 rows", "admin": "error 42501", "staff_b": "1 row"}'),
  ($$update public.guests set legal_hold = true where id = tests.guest_id('alan')$$, 'put Alan (A) under legal hold',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows", "clerk_a": "1 row"}'),
  ($$update public.guests set legal_hold = false where id = tests.guest_id('alan')$$, 'lift Alan''s legal hold',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows",
      "service_role": "error 42501", "staff_a": "1 row"}'),
  ($$update public.guests set legal_hold = true, room = '7' where id = tests.guest_id('alan')$$,
    'hold Alan again while editing his room', '{"clerk_a": "1 row"}'),
  ($$update public.guests set room = '8' where id = tests.guest_id('alan')$$, 'edit a held guest',
    '{"clerk_a": "1 row"}'),
  ($$delete from public.guests where id = tests.guest_id('alan')$$, 'delete Alan while he is held',
    '{"clerk_a": "error PT409", "staff_a": "error PT409", "service_role": "error PT409"}'),
  ($$update public.guests set attachments = '{}' where id = tests.guest_id('ada') and legal_hold$$,
    'take the images out of a held guest''s attachments (the server may: hotel deletion detaches what it removed)',
    '{"clerk_a": "error PT409", "staff_a": "error PT409", "service_role": "1 row"}'),
  ($$update public.guests set attachments = attachments || (tests.hotel_id('A') || '/1700000000009_more.jpg')
    where id = tests.guest_id('ada') and legal_hold$$, 'add an image to a held guest', '{"clerk_a": "1 row"}'),
  ($$insert into public.hotels (name, passport_retention) values ('Hotel C', 'keep')$$,
    'create a hotel with its own passport image rule',
    '{"anon": "error 42501", "staff_a": "error 42501", "clerk_a": "error 42501", "admin": "error 42501"}'),
  ($$insert into public.hotels (name, form_fields, time_zone) values ('Hotel C', '{"room": false}', 'Asia/Tokyo')$$,
    'create a hotel with its own field toggles and time zone',
    '{"admin": "error 42501"}'),
  ($$insert into public.hotels (name, address) values ('Hotel C', '3 C Street')$$,
    'create a hotel with the default rules', '{"admin": "1 row"}')
) as matrix (statement, action, outcomes);

-- What a refused client reads: the SQLSTATE and hint PostgREST passes on, and a sentence naming the rule.
select tests.authenticate_as('clerk_a@test.local');
select is(tests.error_code_and_hint($$update public.hotels set passport_retention = 'dont_keep' where id = tests.hotel_id('A')$$),
  '42501 owner_only', 'a refused change answers 42501 (HTTP 403) with hint owner_only');
select throws_ok($$update public.hotels set passport_retention_days = 1 where id = tests.hotel_id('A')$$, '42501',
  'Only the hotel''s owner can change the passport image rule.', 'the message names the passport image rule');
select throws_ok($$update public.hotels set form_fields = '{}' where id = tests.hotel_id('A')$$, '42501',
  'Only the hotel''s owner can change which guest fields are collected.', 'the message names the field toggles');
select throws_ok($$update public.hotels set time_zone = 'UTC' where id = tests.hotel_id('A')$$, '42501',
  'Only the hotel''s owner can change the hotel''s time zone.', 'the message names the time zone');
select throws_ok($$update public.guests set legal_hold = false where id = tests.guest_id('alan')$$, '42501',
  'Only the hotel''s owner can lift a legal hold.', 'the message says only the owner lifts a hold');
select throws_ok($$delete from public.guests where id = tests.guest_id('alan')$$, 'PT409',
  'This guest is under legal hold. Lift the hold before deleting the guest.', 'deleting a held guest says to lift the hold');
select throws_ok($$update public.guests set attachments = '{}' where id = tests.guest_id('ada')$$, 'PT409',
  'This guest is under legal hold. Lift the hold before removing their passport images.',
  'detaching a held guest''s images says to lift the hold');
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select passport_retention, passport_retention_days, form_fields, time_zone from public.hotels$$,
  $$values ('keep', 7, '{"room": false}'::jsonb, 'Europe/Dublin')$$, 'only the owner''s changes landed');

-- A forged claim does not make an owner: the role lives in hotel_members, not in the token.
select tests.authenticate_with(tests.claims_for('clerk_a@test.local') || '{"app_role": "platform_admin", "user_role": "owner"}');
select throws_ok($$update public.hotels set time_zone = 'UTC' where id = tests.hotel_id('A')$$, '42501', null,
  'staff with extra claims still cannot change a rule');

-- SQL without API claims (migrations, the SQL editor) is the database owner's and may.
select tests.clear_authentication();
select lives_ok($$update public.hotels set passport_retention = 'delete_after_checkout', passport_retention_days = 30
  where id = tests.hotel_id('A')$$, 'SQL without API claims changes a rule');

-- The user who creates a hotel becomes its owner and may choose its field toggles there and then.
select tests.authenticate_as('nohotel@test.local');
select is((select form_fields from public.create_hotel('Hotel N', '9 N Street', '{"room": false}')), '{"room": false}'::jsonb,
  'create_hotel keeps the new owner''s field toggles');

-- One more owner-only column is one row of the registry: here the hotel's name, for this test only.
select tests.clear_authentication();
insert into private.data_rule_columns (table_name, column_name, owner_action) values ('public.hotels', 'name', 'rename the hotel');
select tests.check_access_row($$update public.hotels set name = 'Renamed' where id = tests.hotel_id('A')$$,
  'rename hotel A once the name is a data rule', '{"clerk_a": "error 42501", "admin": "error 42501", "staff_a": "1 row"}');
select tests.clear_authentication();
delete from private.data_rule_columns where column_name = 'name';

-- The registry names real columns, and nobody reads or writes it through the API.
select is_empty($$select r.table_name::text || '.' || r.column_name from private.data_rule_columns as r
  where not exists (select 1 from pg_attribute as a where a.attrelid = r.table_name and a.attname = r.column_name and not a.attisdropped)$$,
  'every data-rule column exists');
select is_empty($$select r.table_name::text || '.' || r.column_name from private.data_rule_columns as r
  where not has_column_privilege('authenticated', r.table_name, r.column_name, 'update')$$,
  'owners can write every data-rule column (the trigger, not the grant, keeps staff out)');
select ok(not has_table_privilege('authenticated', 'private.data_rule_columns', 'select')
          and not has_table_privilege('service_role', 'private.data_rule_columns', 'insert'),
  'the API roles can neither read nor extend the registry');

-- The platform admin still deletes a hotel whose guests are held (the cascade is no guest deletion).
select tests.clear_authentication();
update public.guests set legal_hold = true where id = tests.guest_id('grace');
select tests.check_access_row($$delete from public.hotels where id = tests.hotel_id('B')$$,
  'delete hotel B with a held guest', '{"admin": "1 row"}');

select * from finish();
rollback;
