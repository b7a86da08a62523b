-- Passport images sent through online check-in and the purge (docs/online-check-in.md#passport-images):
-- an image the arrival's declaration holds is kept however old until check-in, then falls under the
-- hotel's rule as a guest's image; one issued but never sent is an orphan after 24 hours, and recording
-- its deletion frees the traveller's place for another.
begin;
select plan(7);
select tests.create_tenancy_fixtures();
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, guest_name) values
  ('56000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'expected', current_date, current_date + 3, 'Lena Berg');
create temporary table names on commit drop as select
  tests.hotel_id('A') || '/1700000000001_sent.jpg' as sent, tests.hotel_id('A') || '/1700000000002_unsent.jpg' as unsent;
grant select on names to public;
insert into public.checkin_uploads (object_name, hotel_id, stay_id, traveller)
  select n.name, tests.hotel_id('A'), '56000000-0000-4000-8000-00000000000a', 0
  from names, unnest(array[names.sent, names.unsent]) as n(name);
insert into storage.objects (bucket_id, name, owner_id, metadata, created_at)
  select 'passports', n.name, 'x', '{"size": 10}', now() - interval '3 days'
  from names, unnest(array[names.sent, names.unsent]) as n(name);
-- The guest sent one of the two images with their declaration (a 1×1 PNG stands for the signature).
insert into public.checkin_declarations (stay_id, hotel_id, party, travellers, signature_png)
  select '56000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'family',
    jsonb_build_array(jsonb_build_object('first_name', 'Lena', 'last_name', 'Berg', 'nationality', 'SWE',
                                         'attachments', jsonb_build_array(names.sent))),
    decode('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex')
  from names;

select results_eq(
  $$select d.object_name, d.rule from private.due_passport_images as d, names where d.object_name in (names.sent, names.unsent)$$,
  $$select unsent, 'orphan:24h' from names$$,
  'three days after upload the declaration''s image is kept; the image never sent is an orphan');

select tests.authenticate_as_service_role();
select is(public.record_passport_deletions(jsonb_build_array(jsonb_build_object(
    'hotel_id', tests.hotel_id('A'), 'object_name', names.unsent, 'size_bytes', 10, 'rule', 'orphan:24h'))), 1,
  'the purge records the unsent image''s deletion')
  from names;
select tests.clear_authentication();
select results_eq($$select u.object_name from public.checkin_uploads as u where u.stay_id = '56000000-0000-4000-8000-00000000000a'$$,
  $$select sent from names$$, 'its issue record goes with it: the traveller may have another image');
select results_eq($$select r.object_name, r.rule from public.passport_deletion_receipts as r, names where r.object_name = names.unsent$$,
  $$select unsent, 'orphan:24h' from names$$, 'and a receipt says so');

select tests.authenticate_as('staff_a@test.local');
select is(public.check_in_arrival('56000000-0000-4000-8000-00000000000a'), 1, 'the arrival is checked in');
select tests.clear_authentication();
select is((select count(*)::int from private.due_passport_images as d, names where d.object_name = names.sent), 0,
  'after check-in the image is the guest''s, kept while the guest stays');
update public.hotels set passport_retention = 'dont_keep' where id = tests.hotel_id('A');
select results_eq($$select d.rule from private.due_passport_images as d, names where d.object_name = names.sent$$,
  $$values ('dont_keep')$$, 'and purged by the hotel''s rule like any guest''s image');
select * from finish();
rollback;
