-- Object names with `.`, `..` or empty segments cannot reach another hotel's folder: the storage
-- policies and the guests' attachments constraint refuse them (docs/architecture.md#storage).
begin;
select plan(14);
-- Deletes below act as the Storage API does (it sets storage.allow_delete_query), so the policies decide.
select set_config('storage.allow_delete_query', 'true', true);
select tests.create_tenancy_fixtures();

insert into storage.objects (bucket_id, name, owner_id, metadata) values
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 'x', '{"mimetype": "image/jpeg", "size": 2048}');

select ok(private.is_plain_object_name('aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada (1).jpg'),
  'a normal object name is plain');
select ok(not private.is_plain_object_name('b/../a/f') and not private.is_plain_object_name('b/./f')
  and not private.is_plain_object_name('b//f') and not private.is_plain_object_name('/b/f')
  and not private.is_plain_object_name('b/f/') and not private.is_plain_object_name('')
  and not private.is_plain_object_name('b/' || repeat('x', 1023)),
  '`..`, `.`, empty segments and names over 1,024 characters are not plain');

select tests.authenticate_as('staff_b@test.local');
select throws_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/../aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg',
          auth.uid()::text)$$, '42501', null,
  'staff of B cannot upload a name that climbs from their folder into hotel A''s');
select throws_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/./x.jpg', auth.uid()::text)$$, '42501', null,
  'a `.` segment is refused');
select throws_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'bbbbbbbb-0000-4000-8000-000000000001//x.jpg', auth.uid()::text)$$, '42501', null,
  'an empty segment is refused');
select throws_ok(format($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/%s', auth.uid()::text)$$, repeat('x', 1100)), '42501', null,
  'a name over 1,024 characters is refused');
select lives_ok($$insert into storage.objects (bucket_id, name, owner_id)
  values ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/1700000000001_grace.png', auth.uid()::text)$$,
  'staff of B still upload plain names into their folder');
select is(tests.affected_rows($$update storage.objects
  set name = 'bbbbbbbb-0000-4000-8000-000000000001/../aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg'
  where name = 'bbbbbbbb-0000-4000-8000-000000000001/1700000000001_grace.png'$$), 0,
  'staff of B cannot move an object to a climbing name (staff have no update policy at all)');
select is(tests.affected_rows($$delete from storage.objects where name like '%..%'$$), 0,
  'nothing with a climbing name can be deleted by staff');
select tests.clear_authentication();

-- A climbing row written around the policies (superuser) is still invisible and untouchable for staff.
insert into storage.objects (bucket_id, name, owner_id) values
  ('passports', 'bbbbbbbb-0000-4000-8000-000000000001/../aaaaaaaa-0000-4000-8000-000000000001/planted.jpg', 'x');
select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from storage.objects where name like '%/../%'), 0,
  'staff of B do not see a climbing name even inside their first folder');
select is(tests.affected_rows($$delete from storage.objects where name like '%/../%'$$), 0,
  'staff of B cannot delete it');

create function pg_temp.add_guest(p_attachment text) returns text language sql as $$
  select format('insert into public.guests (hotel_id, first_name, attachments) values (%L, %L, array[%L])',
                'bbbbbbbb-0000-4000-8000-000000000001', 'Climber', p_attachment)
$$;
select throws_ok(pg_temp.add_guest('bbbbbbbb-0000-4000-8000-000000000001/../aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg'),
  '23514', 'new row for relation "guests" violates check constraint "guests_attachments_in_hotel_folder"',
  'a guest cannot reference another hotel''s image through `..`');
select throws_ok(pg_temp.add_guest('bbbbbbbb-0000-4000-8000-000000000001//x.jpg'),
  '23514', 'new row for relation "guests" violates check constraint "guests_attachments_in_hotel_folder"',
  'a guest attachment with an empty segment is refused');
select lives_ok(pg_temp.add_guest('bbbbbbbb-0000-4000-8000-000000000001/1700000000001_grace.png'),
  'a plain attachment in the hotel''s folder is fine');

select tests.clear_authentication();
select * from finish();
rollback;
