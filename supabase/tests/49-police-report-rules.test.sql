-- What a police report may hold and become (docs/police-reports.md#history): nobody is reported twice
-- to one authority while a report of theirs is live, a discarded report frees its guests, a report names
-- only guests of its stays, an accepted report carries its receipt, and the database stamps who did what.
begin;
select plan(16);
select tests.create_tenancy_fixtures();

-- Reports of staff of A about their guests; `report(authority, guest)` is the SQL of one.
create function pg_temp.report(p_authority text, p_guest text) returns text language sql as $$
  select format('insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
                 values (%L, %L, array[%L::uuid], array[%L::uuid], %L, repeat(''f'', 64))',
                tests.hotel_id('A'), p_authority, tests.stay_of(p_guest), tests.guest_id(p_guest), p_authority || '.txt')
$$;

select tests.authenticate_as('staff_a@test.local');
select lives_ok(pg_temp.report('alloggiati', 'ada'), 'staff report Ada to Alloggiati');
select is(tests.error_code_and_hint(pg_temp.report('alloggiati', 'ada')), 'PT409 already_reported',
  'Ada cannot be reported to Alloggiati again while that report is live');
select is(tests.error_code_and_hint(format(
    'insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
     values (%L, ''alloggiati'', array[%L::uuid, %L::uuid], array[%L::uuid, %L::uuid], ''both.txt'', repeat(''f'', 64))',
    tests.hotel_id('A'), tests.stay_of('ada'), tests.stay_of('alan'), tests.guest_id('ada'), tests.guest_id('alan'))),
  'PT409 already_reported', 'nor inside a larger report');
select lives_ok(pg_temp.report('ses', 'ada'), 'reporting Ada to another authority is a different report');
select results_eq($$select created_by_email, created_by = (select auth.uid()) from public.police_reports where authority = 'ses'$$,
  $$values ('staff_a@test.local', true)$$, 'a report records who made it, by id and e-mail');

select is(tests.error_code_and_hint(format(
    'insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
     values (%L, ''siba'', array[%L::uuid], array[%L::uuid], ''x.xml'', repeat(''f'', 64))',
    tests.hotel_id('A'), tests.stay_of('ada'), tests.guest_id('alan'))),
  'PT400 report_guests_unknown', 'a report names only guests of the stays it names');
select is(tests.error_code_and_hint(format(
    'insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
     values (%L, ''siba'', array[%L::uuid], array[gen_random_uuid()], ''x.xml'', repeat(''f'', 64))',
    tests.hotel_id('A'), tests.stay_of('ada'))),
  'PT400 report_guests_unknown', 'nor guests that do not exist');
select throws_ok($$insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
  values (tests.hotel_id('A'), 'siba', array[tests.stay_of('alan')], array[tests.guest_id('alan')], 'x.xml', 'not a hash')$$,
  '23514', null, 'the file''s SHA-256 is 64 lower-case hex digits');
select throws_ok($$insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
  values (tests.hotel_id('A'), 'police', array[tests.stay_of('alan')], array[tests.guest_id('alan')], 'x', repeat('f', 64))$$,
  '23514', null, 'the authority is alloggiati, ses or siba');

select throws_ok($$update public.police_reports set status = 'accepted' where authority = 'alloggiati'$$, '23514', null,
  'an accepted report needs the receipt number the portal gave');
update public.police_reports set status = 'accepted', receipt_number = 'RIC-1' where authority = 'alloggiati';
select results_eq($$select accepted_by = (select auth.uid()), accepted_at is not null from public.police_reports
  where authority = 'alloggiati'$$, $$values (true, true)$$, 'accepting a report stamps who and when');

-- A refused file is discarded: its guests are to report again, and the discarded report stays as history.
update public.police_reports set status = 'discarded' where authority = 'ses';
select lives_ok(pg_temp.report('ses', 'ada'), 'after discarding her SES report, Ada can be reported to SES again');
select is(tests.error_code_and_hint($$update public.police_reports set status = 'generated'
  where authority = 'ses' and status = 'discarded'$$), 'PT409 report_discarded', 'a discarded report is final');
select is((select count(*)::int from public.police_reports where authority = 'ses'), 2,
  'the discarded report is kept beside the new one');
select is((select count(*)::int from public.police_reports
           where hotel_id = tests.hotel_id('A') and status <> 'discarded' and guest_ids @> array[tests.guest_id('alan')]), 0,
  'Alan is in no live report: he is still to report');
select tests.clear_authentication();

select has_index('public', 'police_reports', 'police_reports_guest_ids_idx',
  'reports are indexed by their guests (is this guest reported?)');
select * from finish();
rollback;
