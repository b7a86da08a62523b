-- What guests declared online (docs/online-check-in.md): only the service role (the checkin-submit
-- function) writes a declaration; staff of the hotel read it; nobody else sees it; the hash seals it;
-- checking the arrival in makes the travellers registered guests of the stay, once.
begin;
select plan(31);
select tests.create_tenancy_fixtures();
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, room, guest_name) values
  ('52000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'expected', current_date, current_date + 3, '12',
   'Lena Berg'),
  ('52000000-0000-4000-8000-00000000000b', tests.hotel_id('B'), 'expected', current_date, current_date + 3, null,
   'Omar Haddad'),
  ('52000000-0000-4000-8000-00000000000c', tests.hotel_id('A'), 'expected', current_date, current_date + 3, null,
   'Nobody Yet');
-- A 1×1 PNG (the smallest the check accepts) stands for the signature.
create temporary table png as select decode(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex') as bytes;
grant select on png to public;

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$insert into public.checkin_declarations (stay_id, hotel_id, party, travellers, signature_png)
    select '52000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'family',
      '[{"first_name": "Lena", "last_name": "Berg", "nationality": "SWE"},
        {"first_name": "Nils", "last_name": "Berg", "nationality": "SWE"}]', bytes from png$$,
    'write a declaration for hotel A',
    '{"anon": "error 42501", "staff_a": "error 42501", "staff_b": "error 42501", "admin": "error 42501",
      "service_role": "1 row"}'),
  ($$select travellers from public.checkin_declarations$$, 'read the declarations of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows", "admin": "0 rows",
      "staff_a": "1 row"}'),
  ($$update public.checkin_declarations set travellers = '[{"first_name": "Eve"}]'$$,
    'change a declaration', '{"staff_a": "error 42501"}'),
  ($$select public.check_in_arrival('52000000-0000-4000-8000-00000000000a')$$, 'check in an arrival of hotel A',
    '{"anon": "error 42501", "staff_b": "error PT404", "removed": "error PT404", "admin": "error PT404"}')
) as matrix (statement, action, outcomes);

select is((select arrival_state from public.stays where id = '52000000-0000-4000-8000-00000000000a'), 'completed',
  'a declared arrival counts as completed');
select is((select content_sha256 from public.checkin_declarations where stay_id = '52000000-0000-4000-8000-00000000000a'),
  (select encode(sha256(convert_to(jsonb_build_object('stay', d.stay_id, 'party', d.party,
     'signedAt', to_char(d.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
     'travellers', d.travellers)::text, 'UTF8') || d.signature_png), 'hex')
   from public.checkin_declarations as d where d.stay_id = '52000000-0000-4000-8000-00000000000a'),
  'the hash is the SHA-256 of the declaration''s text and the signature');

select tests.authenticate_as('staff_a@test.local');
select is(public.checkin_declaration_intact('52000000-0000-4000-8000-00000000000a'), true,
  'an untouched declaration is intact');
select tests.clear_authentication();
-- Someone with database access changes one letter behind the triggers' back.
select tests.tamper_declaration('52000000-0000-4000-8000-00000000000a', '{0,first_name}', '"Lana"');
select tests.authenticate_as('staff_a@test.local');
select is(public.checkin_declaration_intact('52000000-0000-4000-8000-00000000000a'), false,
  'a declaration changed after signing is detected');
select tests.clear_authentication();
select tests.authenticate_as('staff_b@test.local');
select is(public.checkin_declaration_intact('52000000-0000-4000-8000-00000000000a'), null,
  'staff of B cannot check a declaration of hotel A');
select tests.clear_authentication();

-- Refusals whoever writes.
select tests.authenticate_as_service_role();
select throws_ok($$insert into public.checkin_declarations (stay_id, hotel_id, travellers, signature_png)
  values ('52000000-0000-4000-8000-00000000000c', tests.hotel_id('A'), '[{"first_name": "A"}]', '\x00'::bytea)$$,
  '23514', null, 'a signature is a PNG');
select throws_ok($$insert into public.checkin_declarations (stay_id, hotel_id, travellers, signature_png)
  select '52000000-0000-4000-8000-00000000000c', tests.hotel_id('A'), '[]', bytes from png$$,
  '23514', null, 'a declaration has at least one traveller');
select throws_ok($$insert into public.checkin_declarations (stay_id, hotel_id, travellers, signature_png)
  select '52000000-0000-4000-8000-00000000000c', tests.hotel_id('B'), '[{"first_name": "A"}]', bytes from png$$,
  '23503', null, 'a declaration belongs to an arrival of the same hotel');
select tests.clear_authentication();

-- Check-in: not before the declaration; then the travellers become guests of the stay.
select tests.authenticate_as('staff_a@test.local');
select throws_ok($$select public.check_in_arrival('52000000-0000-4000-8000-00000000000c')$$, 'PT409',
  'The guests have not completed online check-in yet. Register them at the desk instead.',
  'an arrival without a declaration cannot be checked in online');
select is(public.check_in_arrival('52000000-0000-4000-8000-00000000000a'), 2, 'checking in registers both travellers');
select results_eq($$select first_name, stay_role, room, check_in, created_from, registered_at is not null
  from public.guests where stay_id = '52000000-0000-4000-8000-00000000000a' order by stay_role$$,
  $$values ('Nils'::text, 'family_member'::text, '12'::text, current_date, 'online_checkin'::text, true),
           ('Lana', 'head_of_family', '12', current_date, 'online_checkin', true)$$,
  'the travellers are registered guests of the stay, the first as head of family, with the stay''s room and dates');
select is((select arrival_state from public.stays where id = '52000000-0000-4000-8000-00000000000a'), 'checked_in',
  'the arrival is checked in');
select isnt((select checked_in_at from public.stays where id = '52000000-0000-4000-8000-00000000000a'), null,
  'the check-in time is stamped');
select throws_ok($$select public.check_in_arrival('52000000-0000-4000-8000-00000000000a')$$, 'PT409',
  'This arrival is already checked in.', 'an arrival is checked in once');
select tests.clear_authentication();
select tests.authenticate_as_service_role();
select throws_ok($$update public.checkin_declarations set party = 'group'
  where stay_id = '52000000-0000-4000-8000-00000000000a'$$, 'PT409', null,
  'after check-in the declaration can no longer change');
select tests.clear_authentication();

select * from finish();
rollback;
