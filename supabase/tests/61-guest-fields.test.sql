-- The five MRZ guest fields (docs/product.md#guest-fields): staff can write them, their checks allow
-- what the field registry allows and refuse the rest, old free-text nationality stays readable and
-- writable, and hotels can toggle every field private.guest_form_field_keys() lists; a migration adds a
-- key with private.add_guest_form_field_key().
begin;
select plan(32);
select tests.create_tenancy_fixtures();
select tests.authenticate_as('staff_a@test.local');

select lives_ok(tests.guest_insert('first_name, date_of_birth, sex, document_type, issuing_country, document_expiry, nationality',
  $$'Ana', '1990-04-25', 'F', 'P', 'PRT', '2031-04-24', 'PRT'$$), 'staff register a guest with all MRZ fields');
select lives_ok(tests.guest_insert('first_name, sex, document_type, issuing_country', $$'Max', 'X', 'ID', 'D'$$),
  'X, two-letter document codes and one-letter ICAO codes (D) are fine');
select lives_ok(tests.guest_insert('first_name, date_of_birth', $$'Old', '1900-01-01'$$), 'born on 1900-01-01');
select lives_ok(tests.guest_insert('first_name, date_of_birth', $$'Today', current_date$$), 'born today');
select lives_ok(tests.guest_insert('first_name, nationality', $$'Legacy', 'Portuguese'$$),
  'nationality still takes the old free text (new writes are checked in the registry''s rules)');

select tests.guest_refused('first_name, date_of_birth', $$'Early', '1899-12-31'$$, 'guests_date_of_birth_range', 'no date of birth before 1900');
select tests.guest_refused('first_name, date_of_birth', $$'Unborn', current_date + 1$$, 'guests_date_of_birth_range', 'no date of birth in the future');
select tests.guest_refused('first_name, sex', $$'Q', 'Q'$$, 'guests_sex_icao', 'sex is F, M or X');
select throws_ok(tests.guest_insert('first_name, sex', $$'Long', 'FM'$$), '23514', null, 'sex is one letter');
select tests.guest_refused('first_name, document_type', $$'Doc', 'X'$$, 'guests_document_type_mrz', 'document codes start with P, I, A, C or V');
select tests.guest_refused('first_name, document_type', $$'Doc', 'PPP'$$, 'guests_document_type_length', 'document codes have at most two letters');
select tests.guest_refused('first_name, issuing_country', $$'Iss', 'prt'$$, 'guests_issuing_country_icao', 'issuing countries are upper-case codes');
select throws_ok(tests.guest_insert('first_name, issuing_country', $$'Iss', 'PORT'$$), '23514', null,
  'issuing countries have at most three letters');
select tests.guest_refused('first_name, document_expiry', $$'Exp', '2101-01-01'$$, 'guests_document_expiry_range', 'document expiry is at most 2100-12-31');
select tests.guest_refused('first_name, document_expiry', $$'Exp', '1899-12-31'$$, 'guests_document_expiry_range', 'document expiry is from 1900-01-01');

select lives_ok($$update public.guests set date_of_birth = '1985-12-10', sex = 'F', document_type = 'P', issuing_country = 'GBR',
  document_expiry = '2030-01-01' where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$, 'staff can edit the MRZ fields');
select throws_ok($$update public.guests set sex = 'female' where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$, '23514', null,
  'an edit is checked like an insert');
select is(tests.affected_rows($$update public.guests set document_type = 'V' where id = 'bbbbbbbb-0000-4000-8000-00000000b101'$$),
  0, 'another hotel''s guest is still out of reach');

select lives_ok(format($$update public.hotels set form_fields = %L where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  (select jsonb_object_agg(key, position % 2 = 0) from unnest(private.guest_form_field_keys()) with ordinality as k (key, position))),
  'every toggle private.guest_form_field_keys() lists can be saved');
select throws_ok($$update public.hotels set form_fields = '{"passport": true}' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', 'new row for relation "hotels" violates check constraint "hotels_form_fields_known_keys"',
  'unknown keys are still refused');

select tests.clear_authentication();
select ok('firstName' = any (private.guest_form_field_keys()) and not ('email' = any (private.guest_form_field_keys())),
  'the keys are the toggleable fields: email and phone are always shown');
select lives_ok($$select private.add_guest_form_field_key('placeOfBirth')$$, 'a migration adds a toggleable field''s key in one call');
select is((private.guest_form_field_keys())[array_upper(private.guest_form_field_keys(), 1)], 'placeOfBirth',
  'the new key comes last, the others stay');
select ok((select provolatile = 'i' and proconfig = array['search_path=""'] from pg_proc
  where oid = 'private.guest_form_field_keys()'::regprocedure), 'the redefined list is still immutable and pins its search_path');
select lives_ok($$select private.add_guest_form_field_key('placeOfBirth')$$, 'adding a key twice changes nothing');
select is((select count(*)::int from unnest(private.guest_form_field_keys()) as key where key = 'placeOfBirth'), 1,
  'the key is listed once');
select throws_ok($$select private.add_guest_form_field_key('place of birth')$$, '22023',
  'a guest form field key is a camelCase name such as placeOfBirth, not place of birth', 'keys are camelCase names');
select tests.authenticate_as('staff_a@test.local');
select throws_ok($$select private.add_guest_form_field_key('favouriteColour')$$, '42501',
  'permission denied for function add_guest_form_field_key', 'staff cannot widen the list');
select lives_ok($$update public.hotels set form_fields = '{"placeOfBirth": false}' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  'staff can hide the new field at once');
select tests.clear_authentication();
select column_privs_are('public', 'guests', 'date_of_birth', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'staff read, insert and update the date of birth');
select column_privs_are('public', 'guests', 'issuing_country', 'authenticated', array['INSERT', 'SELECT', 'UPDATE'],
  'staff read, insert and update the issuing country');
select column_privs_are('public', 'guests', 'document_expiry', 'anon', array[]::text[], 'anon has no access');

select * from finish();
rollback;
