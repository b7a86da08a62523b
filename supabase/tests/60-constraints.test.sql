-- Constraints reject bad data whatever door it comes through, with messages naming the rule.
begin;
select plan(22);
select tests.create_tenancy_fixtures();
select tests.authenticate_as('staff_a@test.local');

select throws_ok(tests.guest_insert('first_name, check_in, check_out', $$'Early', '2026-05-10', '2026-05-09'$$), '23514',
  'new row for relation "guests" violates check constraint "guests_check_out_not_before_check_in"',
  'check-out cannot be before check-in');
select lives_ok(tests.guest_insert('first_name, check_in, check_out', $$'Day trip', '2026-05-10', '2026-05-10'$$),
  'check-out on the check-in day is fine');
select lives_ok(tests.guest_insert('first_name, check_in', $$'Nodate', null$$),
  'a null check-in is filled in (with the hotel''s date, see 16-hotel-time-zone)');
select throws_ok(tests.guest_insert('first_name, attachments', $$'Sixer', array[
  'aaaaaaaa-0000-4000-8000-000000000001/1_a.jpg', 'aaaaaaaa-0000-4000-8000-000000000001/2_b.jpg',
  'aaaaaaaa-0000-4000-8000-000000000001/3_c.jpg', 'aaaaaaaa-0000-4000-8000-000000000001/4_d.jpg',
  'aaaaaaaa-0000-4000-8000-000000000001/5_e.jpg', 'aaaaaaaa-0000-4000-8000-000000000001/6_f.jpg']$$), '23514',
  'new row for relation "guests" violates check constraint "guests_at_most_five_attachments"',
  'at most 5 passport images per guest');
select lives_ok(tests.guest_insert('first_name, attachments', $$'Fiver', array[
  'aaaaaaaa-0000-4000-8000-000000000001/1_a.jpg', 'aaaaaaaa-0000-4000-8000-000000000001/2_b.jpg',
  'aaaaaaaa-0000-4000-8000-000000000001/3_c.jpg', 'aaaaaaaa-0000-4000-8000-000000000001/4_d.jpg',
  'aaaaaaaa-0000-4000-8000-000000000001/5_e.jpg']$$), 'five passport images are fine');
select throws_ok(tests.guest_insert('first_name, attachments', $$'Borrower', array['bbbbbbbb-0000-4000-8000-000000000001/1_x.jpg']$$),
  '23514', 'new row for relation "guests" violates check constraint "guests_attachments_in_hotel_folder"',
  'attachments must be objects in the hotel''s own folder');
select throws_ok(tests.guest_insert('first_name, email', $$'Typo', 'ada.example.com'$$), '23514',
  'new row for relation "guests" violates check constraint "guests_email_format"', 'a guest email must look like one');
select lives_ok(tests.guest_insert('first_name, email, phone', $$'Optional', null, null$$), 'email and phone are optional');
select throws_ok(tests.guest_insert('first_name', format('%L', repeat('x', 101))), '23514',
  'new row for relation "guests" violates check constraint "guests_first_name_length"', 'names are at most 100 characters');
select throws_ok(tests.guest_insert('phone', format('%L', repeat('1', 51))), '23514',
  'new row for relation "guests" violates check constraint "guests_phone_length"', 'phone numbers are at most 50 characters');
select lives_ok(tests.guest_insert('first_name, idempotency_key', $$'Once', 'key-1'$$), 'a submission with an idempotency key');
select throws_ok(tests.guest_insert('first_name, idempotency_key', $$'Twice', 'key-1'$$), '23505',
  'duplicate key value violates unique constraint "guests_idempotency_key_unique_per_hotel"',
  'the same submission cannot be stored twice');
select throws_ok($$update public.guests set check_out = check_in - 1 where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$, '23514',
  'new row for relation "guests" violates check constraint "guests_check_out_not_before_check_in"',
  'an edit cannot put check-out before check-in either');

select throws_ok($$update public.hotels set form_fields = '{"favouriteColour": true}' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', 'new row for relation "hotels" violates check constraint "hotels_form_fields_known_keys"',
  'only the guest form fields can be toggled');
select throws_ok($$update public.hotels set form_fields = '{"room": "no"}' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', 'new row for relation "hotels" violates check constraint "hotels_form_fields_boolean_values"',
  'form field toggles are booleans');
select throws_ok($$update public.hotels set form_fields = '["room"]' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', 'new row for relation "hotels" violates check constraint "hotels_form_fields_is_object"',
  'form fields are a map');
select lives_ok($$update public.hotels set form_fields = '{"firstName": true, "lastName": true, "passportNumber": true,
  "nationality": false, "travelAgentName": false, "checkIn": true, "checkOut": true, "room": true, "chauffeurName": false,
  "chauffeurContact": false}' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, 'the specification''s ten toggles can be saved');
select throws_ok($$update public.hotels set name = '   ' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, '23514',
  'new row for relation "hotels" violates check constraint "hotels_name_length"', 'a hotel needs a name');

select tests.clear_authentication();
select throws_ok($$update public.hotel_members set role = 'manager' where email = 'staff_a@test.local'$$, '23514',
  'new row for relation "hotel_members" violates check constraint "hotel_members_role_known"', 'members are owner or staff');
select throws_ok($$update public.hotel_members set email = 'nobody' where email = 'staff_a@test.local'$$, '23514',
  'new row for relation "hotel_members" violates check constraint "hotel_members_email_format"', 'member emails are emails');
select throws_ok($$insert into public.contact_messages (email, message) values ('v@example.com', repeat('x', 5001))$$, '23514',
  'new row for relation "contact_messages" violates check constraint "contact_messages_message_length"',
  'demo request messages are at most 5000 characters');
select throws_ok($$update public.guests set checked_out_at = registered_at - interval '1 hour'
  where id = 'aaaaaaaa-0000-4000-8000-00000000a101'$$, '23514',
  'new row for relation "guests" violates check constraint "guests_checked_out_after_registration"',
  'check-out time cannot be before registration');

select * from finish();
rollback;
