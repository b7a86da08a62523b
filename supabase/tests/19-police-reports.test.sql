-- police_reports: staff of the hotel (owner or not) read their history, record a generated file and mark
-- it accepted; only the owner corrects an accepted one; nobody but the service role deletes; anon, other
-- hotels, removed members, a user without a hotel and the platform admin get nothing of hotel A's
-- (docs/police-reports.md#history).
begin;
select plan(31);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'));

-- Ada was reported to Alloggiati this morning by the owner.
insert into public.police_reports (id, hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256, created_by)
values ('aaaaaaaa-0000-4000-8000-0000000000f1', tests.hotel_id('A'), 'alloggiati', array[tests.stay_of('ada')],
        array[tests.guest_id('ada')], 'alloggiati-2026-11-27.txt', repeat('a', 64), tests.uid('staff_a'));

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.police_reports where hotel_id = tests.hotel_id('A')$$, 'see the police reports of hotel A',
    '{"staff_a": "1 row", "clerk_a": "1 row", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "0 rows", "anon": "error 42501", "service_role": "1 row"}'),
  ($$insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
    values (tests.hotel_id('A'), 'ses', array[tests.stay_of('alan')], array[tests.guest_id('alan')], 'ses-2026-11-27.xml',
            repeat('b', 64))$$, 'record a SES file for Alan of hotel A',
    '{"anon": "error 42501", "staff_b": "error PT400", "removed": "error PT400", "nohotel": "error PT400",
      "admin": "error PT400", "clerk_a": "1 row"}'),
  ($$insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
    values (tests.hotel_id('B'), 'ses', array[tests.stay_of('grace')], array[tests.guest_id('grace')], 'x.xml',
            repeat('c', 64))$$, 'record a report for hotel B''s guest', '{"staff_a": "error PT400"}'),
  ($$insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256, created_by)
    values (tests.hotel_id('A'), 'siba', array[tests.stay_of('alan')], array[tests.guest_id('alan')], 'x.xml',
            repeat('d', 64), tests.uid('clerk_a'))$$, 'name someone else as its author', '{"staff_a": "error 42501"}'),
  ($$update public.police_reports set status = 'accepted', receipt_number = 'RIC-0001'
    where id = 'aaaaaaaa-0000-4000-8000-0000000000f1'$$, 'mark the Alloggiati report of hotel A accepted',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows", "clerk_a": "1 row"}'),
  ($$update public.police_reports set receipt_number = 'RIC-0002' where id = 'aaaaaaaa-0000-4000-8000-0000000000f1'$$,
    'correct the receipt of an accepted report', '{"clerk_a": "error 42501", "staff_a": "1 row"}'),
  ($$update public.police_reports set file_sha256 = repeat('e', 64) where id = 'aaaaaaaa-0000-4000-8000-0000000000f1'$$,
    'change the recorded file''s SHA-256', '{"staff_a": "error 42501"}'),
  ($$update public.police_reports set guest_ids = '{}' where id = 'aaaaaaaa-0000-4000-8000-0000000000f1'$$,
    'change which guests a report carried', '{"staff_a": "error 42501"}'),
  ($$delete from public.police_reports where hotel_id = tests.hotel_id('A')$$, 'delete the police reports of hotel A',
    '{"anon": "error 42501", "clerk_a": "error 42501", "staff_a": "error 42501", "staff_b": "error 42501",
      "admin": "error 42501", "service_role": "2 rows"}')
) as matrix (statement, action, outcomes);

select * from finish();
rollback;
