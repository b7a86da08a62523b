-- The guest fields the police reports need (docs/police-reports.md#guest-fields): staff write them, a
-- place in Italy is a 9-digit comune code and in Spain a 5-digit INE code (elsewhere words), the codes and
-- postcodes are upper case, hotels can toggle each one, another hotel's guests and anon stay out of reach.
begin;
select plan(20);
select tests.create_tenancy_fixtures();
select tests.authenticate_as('staff_a@test.local');

select lives_ok(tests.guest_insert(
  'first_name, last_name, second_last_name, birth_country, birth_place, residence_address, residence_city, '
  'residence_postcode, residence_country, issuing_country, document_issue_place, document_support',
  $$'Carmen', 'García', 'López', 'ESP', '28079', 'Calle Mayor 1', '28079', '28013', 'ESP', 'ESP', '28079', 'BAA000589'$$),
  'a Spaniard with municipality codes, a second surname and a support number');
select lives_ok(tests.guest_insert('first_name, birth_country, birth_place, issuing_country, document_issue_place',
  $$'Giulia', 'ITA', '412058091', 'ITA', '412058091'$$), 'an Italian born and documented in Rome (comune codes)');
select lives_ok(tests.guest_insert('first_name, birth_country, birth_place, residence_country, residence_city, residence_postcode',
  $$'Anna', 'SWE', 'Göteborg', 'SWE', 'Stockholm', '111 22'$$), 'elsewhere places are words');
select lives_ok(tests.guest_insert('first_name, birth_place', $$'Nobody', 'Lyon'$$), 'a place without its country is words');

select tests.guest_refused('first_name, birth_country, birth_place', $$'Bad', 'ITA', 'Roma'$$, 'guests_birth_place_code', 'born in Italy: the comune code, not its name');
select tests.guest_refused('first_name, residence_country, residence_city', $$'Bad', 'ESP', '2807'$$, 'guests_residence_city_code', 'living in Spain: the 5-digit INE code');
select tests.guest_refused('first_name, issuing_country, document_issue_place', $$'Bad', 'ITA', '28079'$$, 'guests_document_issue_place_code', 'a document issued in Italy: a 9-digit comune code');
select tests.guest_refused('first_name, birth_country', $$'Bad', 'ita'$$, 'guests_birth_country_icao', 'countries are upper-case codes');
select tests.guest_refused('first_name, residence_postcode', $$'Bad', 'sw1a 1aa'$$, 'guests_residence_postcode_format', 'postcodes are stored upper case');
select tests.guest_refused('first_name, document_support', $$'Bad', 'BAA-00058'$$, 'guests_document_support_format', 'support numbers are letters and digits');
select tests.guest_refused('first_name, document_support', $$'Bad', 'BAA0005891'$$, 'guests_document_support_length', 'support numbers have at most 9 characters');
select throws_ok(tests.guest_insert('first_name, second_last_name', format('%L, %L', 'Bad', repeat('x', 101))), '23514',
  tests.check_violation('guests', 'guests_second_last_name_length'), 'second surnames have at most 100 characters');

select throws_ok($$update public.guests set birth_country = 'ESP' where first_name = 'Giulia'$$, '23514',
  tests.check_violation('guests', 'guests_birth_place_code'), 'changing only the country is checked against the place it leaves');
select lives_ok($$update public.guests set birth_country = 'ESP', birth_place = '08019' where first_name = 'Giulia'$$,
  'country and place change together');
select is(tests.affected_rows($$update public.guests set birth_place = 'Nowhere' where id = 'bbbbbbbb-0000-4000-8000-00000000b101'$$),
  0, 'another hotel''s guest is out of reach');

select tests.clear_authentication();
select ok(private.guest_form_field_keys() @> array['secondLastName', 'birthCountry', 'birthPlace', 'residenceAddress',
  'residenceCity', 'residencePostcode', 'residenceCountry', 'documentIssuePlace', 'documentSupport'],
  'hotels can show or hide each new field');
select tests.authenticate_as('staff_a@test.local');
select lives_ok($$update public.hotels set form_fields = '{"birthPlace": true, "documentSupport": true}'
  where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, 'the owner (staff_a) switches fields on');
select tests.clear_authentication();
select column_privs_are('public', 'guests', 'birth_place', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'staff read, insert and update the place of birth');
select column_privs_are('public', 'guests', 'document_support', 'anon', array[]::text[], 'anon has no access');
select ok(not has_function_privilege('anon', 'private.place_fits_country(text, text)', 'execute'),
  'anon cannot call the place rule');

select * from finish();
rollback;
