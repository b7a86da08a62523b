-- Storage: bucket `passports` and the storage.objects policies on the first folder (`<hotel_id>/…`).
-- Storage runs uploads as the user's role (a rolled-back probe insert), reads/deletes/moves as the
-- user's role, and the final write as its admin role (docs/local-stack.md#storage) — the statements below
-- are those. Staff may only upload: reading, replacing and deleting go through the edge functions with
-- the service role (docs/product.md#data-protection). Direct SQL deletes are refused unless the session
-- is the Storage API (`storage.allow_delete_query`), which the delete tests below set, so RLS decides. MIME type and size are checked by the Storage service before it writes; the database
-- repeats the check for rows carrying metadata (trigger objects_enforce_bucket_limits).
begin;
select plan(37);
select tests.create_tenancy_fixtures();

select results_eq($$select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'passports'$$,
  $$values (false, 10485760::bigint, array['image/*'])$$, 'bucket passports is private, 10 MiB, images only');

-- Objects already stored for A and B (final writes, as Storage's admin role).
insert into storage.objects (bucket_id, name, owner_id, metadata) values
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 'x', '{"mimetype": "image/jpeg", "size": 2048}'),
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000001_ada-back.jpg', 'x', '{"mimetype": "image/jpeg", "size": 2048}'),
  ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/1700000000002_grace.png', 'x', '{"mimetype": "image/png", "size": 4096}');

select throws_ok($$delete from storage.objects where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$, '42501',
  'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'a direct SQL delete is refused even for the superuser (Storage API only)');
select set_config('storage.allow_delete_query', 'true', true);

select tests.authenticate_as('staff_a@test.local');
select lives_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000003_alan.jpg', auth.uid()::text)$$,
  'staff of A can upload into their hotel''s folder');
select throws_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/1700000000004_plant.jpg', auth.uid()::text)$$, '42501', null,
  'staff of A cannot upload into hotel B''s folder');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('passports', '1700000000005_loose.jpg')$$, '42501', null,
  'staff of A cannot upload outside any hotel folder');
select is((select count(*)::int from storage.objects where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'), 0,
  'staff of A cannot read their hotel''s images directly (no signed URL or download of their own)');
select is((select count(*)::int from storage.search('aaaaaaaa-0000-4000-8000-000000000001/', 'passports', 100, 2)), 0,
  'staff of A cannot list their hotel''s folder');
select is(tests.affected_rows($$update storage.objects set name = 'bbbbbbbb-0000-4000-8000-000000000001/1700000000000_ada.jpg'
  where name = 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg'$$), 0,
  'staff of A cannot move an image into hotel B''s folder');
select is(tests.affected_rows($$update storage.objects set metadata = '{}'
  where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$), 0, 'staff of A cannot replace their hotel''s images');

select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from storage.objects where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'), 0,
  'staff of B cannot see hotel A''s images');
select is((select count(*)::int from storage.search('aaaaaaaa-0000-4000-8000-000000000001/', 'passports', 100, 2)), 0,
  'staff of B cannot list hotel A''s folder');
select is((select count(*)::int from storage.search('', 'passports')), 0,
  'listing the bucket root shows staff of B nothing');
select throws_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000006_fake.jpg', auth.uid()::text)$$, '42501', null,
  'staff of B cannot write into hotel A''s folder');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg')
  on conflict (bucket_id, name) do update set metadata = excluded.metadata$$, '42501', null,
  'staff of B cannot overwrite (upsert) hotel A''s image');
select is(tests.affected_rows($$update storage.objects set metadata = '{}'
  where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$), 0, 'staff of B cannot change hotel A''s images');
select is(tests.affected_rows($$update storage.objects set name = 'bbbbbbbb-0000-4000-8000-000000000001/stolen.jpg'
  where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$), 0, 'staff of B cannot move hotel A''s images to their folder');
select is(tests.affected_rows($$delete from storage.objects where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$), 0,
  'staff of B cannot delete hotel A''s images');

select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from storage.objects), 0, 'a removed member no longer sees hotel A''s images');
select throws_ok($$insert into storage.objects (bucket_id, name)
  values ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000007_x.jpg')$$, '42501', null,
  'a removed member cannot upload into hotel A''s folder');
select is(tests.affected_rows($$update storage.objects set name = name || '.moved'$$), 0,
  'a removed member cannot move or change hotel A''s images');
select is(tests.affected_rows($$delete from storage.objects$$), 0, 'a removed member cannot delete hotel A''s images');

select tests.authenticate_as_anon();
select is((select count(*)::int from storage.objects), 0, 'anon sees no passport images');
select throws_ok($$insert into storage.objects (bucket_id, name)
  values ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000008_anon.jpg')$$, '42501', null,
  'anon cannot upload passport images');
select is(tests.affected_rows($$update storage.objects set metadata = '{}'$$), 0, 'anon cannot change passport images');
select is(tests.affected_rows($$delete from storage.objects$$), 0, 'anon cannot delete passport images');

select tests.authenticate_as('admin@guestregistry.app');
select is((select count(*)::int from storage.objects where bucket_id = 'passports'), 0,
  'the platform admin does not see passport images');
select throws_ok($$insert into storage.objects (bucket_id, name)
  values ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000015_admin.jpg')$$, '42501', null,
  'the platform admin cannot upload into hotel A''s folder');
select is(tests.affected_rows($$update storage.objects set metadata = '{}' where bucket_id = 'passports'$$), 0,
  'the platform admin cannot change passport images');
select is(tests.affected_rows($$delete from storage.objects where bucket_id = 'passports'$$), 0,
  'the platform admin cannot delete passport images');

select tests.authenticate_as('staff_a@test.local');
select is(tests.affected_rows($$delete from storage.objects where name = 'aaaaaaaa-0000-4000-8000-000000000001/1700000000001_ada-back.jpg'$$),
  0, 'staff of A cannot delete their hotel''s image (the purge and erasure do, with receipts)');
select tests.clear_authentication();
select is((select count(*)::int from storage.objects where name like 'aaaaaaaa-0000-4000-8000-000000000001/%'), 3,
  'and hotel A''s images are untouched by everyone''s attempts');

-- Bucket limits, on the write that carries the object's metadata.
select tests.clear_authentication();
select throws_ok(tests.passport_insert('1700000000009_contract.pdf', 'application/pdf', 1000),
  '23514', 'mime type application/pdf is not supported', 'a PDF is rejected (images only)');
select throws_ok(tests.passport_insert('1700000000010_page.html', 'text/html', 10),
  '23514', 'mime type text/html is not supported', 'an HTML file is rejected');
select throws_ok(tests.passport_insert('1700000000011_image', 'image', 10),
  '23514', 'mime type image is not supported', 'a MIME type without a subtype is rejected');
select throws_ok(tests.passport_insert('1700000000012_huge.jpg', 'image/jpeg', 10485761),
  '23514', 'The object exceeded the maximum allowed size', 'an image one byte over 10 MiB is rejected');
select lives_ok(tests.passport_insert('1700000000013_big.jpg', 'image/jpeg', 10485760),
  'an image of exactly 10 MiB is accepted');
select lives_ok(tests.passport_insert('1700000000014_scan.webp', 'image/webp', 5000),
  'any image/* type is accepted');

select * from finish();
rollback;
