-- Passport images issued through online check-in (docs/online-check-in.md#passport-images): only the
-- service role (checkin-upload-urls) records them; the database refuses a sixth image of a traveller, any
-- image where the hotel keeps none or once the arrival is checked in, and a name outside the hotel's folder.
begin;
select plan(16);
select tests.create_tenancy_fixtures();
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, guest_name) values
  ('55100000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'expected', current_date + 1, current_date + 4, 'Lena Berg'),
  ('55100000-0000-4000-8000-00000000000c', tests.hotel_id('A'), 'checked_in', current_date, current_date + 4, 'Ines Costa');
insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  select tests.hotel_id('A') || '/1_' || n || '.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 0
  from generate_series(1, 4) as n;

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
    values (tests.hotel_id('A') || '/2_x.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 1)$$,
    'record a check-in upload in hotel A',
    '{"anon": "error 42501", "staff_a": "error 42501", "removed": "error 42501", "admin": "error 42501",
      "service_role": "1 row"}'),
  ($$select * from public.checkin_uploads where hotel_id = tests.hotel_id('A')$$, 'see hotel A''s check-in uploads',
    '{"anon": "error 42501", "staff_a": "error 42501", "staff_b": "error 42501", "service_role": "5 rows"}')
) as t (statement, action, outcomes);

select lives_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('A') || '/1_5.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 0)$$,
  'a traveller may have a fifth image');
select throws_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('A') || '/1_6.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 0)$$,
  'PT400', 'travellers.0: At most 5 passport images per traveller.', 'but not a sixth');
select throws_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('B') || '/1_x.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 2)$$,
  '23514', null, 'a name in another hotel''s folder is refused');
select throws_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('A') || '/../' || tests.hotel_id('B') || '/x.jpg', tests.hotel_id('A'),
          '55100000-0000-4000-8000-00000000000a', 2)$$,
  '23514', null, 'and so is a name climbing out of the folder');
select throws_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('A') || '/1_x.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 20)$$,
  '23514', null, 'a traveller beyond the twentieth is refused');
select throws_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('A') || '/1_y.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000c', 0)$$,
  'PT409', 'This arrival is already checked in: the answers can no longer be changed online.',
  'an arrival already checked in takes no image');
update public.hotels set passport_retention = 'dont_keep' where id = tests.hotel_id('A');
select throws_ok($$insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  values (tests.hotel_id('A') || '/1_z.jpg', tests.hotel_id('A'), '55100000-0000-4000-8000-00000000000a', 3)$$,
  'PT403', 'This hotel does not keep passport images: there is no need to upload one.',
  'a hotel that keeps no passport images takes none online');

select * from finish();
rollback;
