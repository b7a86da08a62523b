-- The hotel's police authority (docs/police-reports.md#the-hotels-authority): only the hotel's owner
-- sets it (staff, other hotels, removed members, anon, the platform admin and the service role cannot),
-- staff read it, and the database refuses an authority without its codes or codes in the wrong format.
-- Hotel A: staff_a (owner), clerk_a (staff).
begin;
select plan(24);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'), 'staff');

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$update public.hotels set police_authority = 'ses', ses_establishment_code = '0000000001' where id = tests.hotel_id('A')$$,
    'set hotel A''s police authority',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "error 42501", "service_role": "error 42501", "staff_a": "1 row"}')
) as matrix (statement, action, outcomes);

select tests.authenticate_as('clerk_a@test.local');
select results_eq($$select police_authority, ses_establishment_code from public.hotels$$,
  $$values ('ses'::text, '0000000001'::text)$$, 'staff read their hotel''s authority and code');
select throws_ok($$update public.hotels set ses_establishment_code = 'X1' where id = tests.hotel_id('A')$$, '42501',
  'Only the hotel''s owner can change the police authority.', 'staff are told who may change it');
select tests.authenticate_as('staff_a@test.local');
select throws_ok($$update public.hotels set ses_establishment_code = null where id = tests.hotel_id('A')$$, '23514',
  tests.check_violation('hotels', 'hotels_police_codes_given'), 'SES needs its establishment code');
select throws_ok($$update public.hotels set ses_establishment_code = '0000-00001' where id = tests.hotel_id('A')$$, '23514',
  tests.check_violation('hotels', 'hotels_ses_establishment_code_format'), 'the SES code is letters and digits');
select throws_ok($$update public.hotels set ses_establishment_code = '00000000012' where id = tests.hotel_id('A')$$, '23514',
  tests.check_violation('hotels', 'hotels_ses_establishment_code_format'), 'the SES code has at most 10 characters');
select throws_ok($$update public.hotels set police_authority = 'alloggiati' where id = tests.hotel_id('A')$$, '23514',
  tests.check_violation('hotels', 'hotels_police_codes_given'), 'Alloggiati needs the structure''s user');
select lives_ok($$update public.hotels set police_authority = 'alloggiati', alloggiati_account = 'RM001234',
  ses_establishment_code = null where id = tests.hotel_id('A')$$, 'the owner switches to Alloggiati Web');
select throws_ok($$update public.hotels set alloggiati_account = 'RM 001234' where id = tests.hotel_id('A')$$, '23514',
  tests.check_violation('hotels', 'hotels_alloggiati_account_format'), 'the Alloggiati user has no spaces');
select throws_ok($$update public.hotels set police_authority = 'police' where id = tests.hotel_id('A')$$, '23514',
  tests.check_violation('hotels', 'hotels_police_authority_known'), 'only the three authorities');
select lives_ok($$update public.hotels set police_authority = 'siba', siba_establishment = '{"nipc": "121212121",
  "establishment": "00", "abbreviation": "HOTEL LX", "locality": "Lisboa", "postalCode": "1100-148", "phone": "+351 210000000",
  "contactName": "Ana Sousa", "contactEmail": "desk@hotel.example"}' where id = tests.hotel_id('A')$$,
  'the owner sets SIBA''s hotel unit');
select throws_ok($$update public.hotels set siba_establishment = siba_establishment || '{"postalCode": "1100148"}'
  where id = tests.hotel_id('A')$$, '23514', tests.check_violation('hotels', 'hotels_siba_establishment_valid'),
  'SIBA''s postal code is NNNN-NNN');
select throws_ok($$update public.hotels set siba_establishment = siba_establishment - 'nipc' where id = tests.hotel_id('A')$$,
  '23514', tests.check_violation('hotels', 'hotels_siba_establishment_valid'), 'SIBA''s unit needs its NIPC');
select throws_ok($$update public.hotels set siba_establishment = siba_establishment || '{"password": "x"}'
  where id = tests.hotel_id('A')$$, '23514', tests.check_violation('hotels', 'hotels_siba_establishment_valid'),
  'no other key (no credentials) in SIBA''s unit');
select throws_ok($$update public.hotels set siba_establishment = '"121212121"' where id = tests.hotel_id('A')$$,
  '23514', tests.check_violation('hotels', 'hotels_siba_establishment_valid'), 'SIBA''s unit is an object');
select lives_ok($$update public.hotels set police_authority = null, siba_establishment = null where id = tests.hotel_id('A')$$,
  'the owner turns reports off');
select tests.clear_authentication();
select ok(not has_function_privilege('anon', 'private.siba_establishment_valid(jsonb)', 'execute'),
  'anon cannot call the SIBA check');

select * from finish();
rollback;
