-- stays_to_report, the Police reports page's list (docs/police-reports.md#the-page): staff of a hotel with
-- an authority see its arrived stays whose guests are in no live report for that authority; a report
-- takes them off, a discarded one brings them back, another authority's report does not count; a hotel
-- without an authority lists nothing; anon, other hotels, removed members, a user without a hotel and the
-- platform admin see none of hotel A's.
begin;
select plan(19);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'));
update public.hotels set police_authority = 'alloggiati', alloggiati_account = 'HOTELA' where id = tests.hotel_id('A');

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.stays_to_report where hotel_id = tests.hotel_id('A')$$, 'list hotel A''s stays to report',
    '{"staff_a": "2 rows", "clerk_a": "2 rows", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "0 rows", "anon": "error 42501", "service_role": "2 rows"}'),
  ($$select from public.stays_to_report where hotel_id = tests.hotel_id('B')$$,
    'list the stays of hotel B, which reports to no authority', '{"staff_b": "0 rows", "service_role": "0 rows"}')
) as matrix (statement, action, outcomes);

select tests.act_as('staff_a');
select is((select lead_name from public.stays_to_report where id = tests.stay_of('ada')), 'Ada Lovelace',
  'a stay names its lead');
select is((select authority from public.stays_to_report where id = tests.stay_of('ada')), 'alloggiati',
  'a stay carries the authority it is to be reported to');

insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
values (tests.hotel_id('A'), 'alloggiati', array[tests.stay_of('ada')],
        array[tests.guest_id('ada')], 'alloggiati-2026-11-27.txt', repeat('a', 64));
select is(array(select id from public.stays_to_report), array[tests.stay_of('alan')],
  'a stay in a live report is no longer to report');

insert into public.police_reports (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256)
values (tests.hotel_id('A'), 'ses', array[tests.stay_of('alan')], array[tests.guest_id('alan')], 'ses.xml', repeat('b', 64));
select is((select count(*)::int from public.stays_to_report where id = tests.stay_of('alan')), 1,
  'a report for another authority than the hotel''s does not count');

update public.police_reports set status = 'discarded' where file_name = 'alloggiati-2026-11-27.txt';
select is((select count(*)::int from public.stays_to_report where id = tests.stay_of('ada')), 1,
  'a discarded report''s stay is to report again');
select tests.clear_authentication();

update public.stays set status = 'expected' where id = tests.stay_of('alan');
select tests.act_as('staff_a');
select is((select count(*)::int from public.stays_to_report where id = tests.stay_of('alan')), 0,
  'a stay that has not arrived is not listed');
select tests.clear_authentication();

update public.hotels set police_authority = 'ses', ses_establishment_code = 'H000000001', alloggiati_account = null
  where id = tests.hotel_id('B');
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.stays_to_report where hotel_id = tests.hotel_id('B')$$,
    'list hotel B''s stays once it reports to SES', '{"staff_b": "1 row", "staff_a": "0 rows", "clerk_a": "0 rows"}')
) as matrix (statement, action, outcomes);

select * from finish();
rollback;
