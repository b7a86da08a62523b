-- The hotel's time zone: only real IANA names are stored, staff set their own hotel's, and a guest
-- inserted without a check-in date checks in on today's date at the hotel, not in UTC.
begin;
select plan(9);
select tests.create_tenancy_fixtures();

select is((select time_zone from public.hotels where id = 'aaaaaaaa-0000-4000-8000-000000000001'), 'UTC',
  'a hotel starts in UTC');

select tests.authenticate_as('staff_a@test.local');
select is(tests.affected_rows($$update public.hotels set time_zone = 'America/Los_Angeles'
  where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$), 1, 'staff of A can set the time zone of hotel A');
select throws_ok($$update public.hotels set time_zone = 'Mars/Olympus_Mons'
  where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, '23514', null, 'an unknown time zone is refused');
select throws_ok($$update public.hotels set time_zone = '' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
  '23514', null, 'an empty time zone is refused');
select is(tests.affected_rows($$update public.hotels set time_zone = 'Asia/Tokyo'
  where id = 'bbbbbbbb-0000-4000-8000-000000000001'$$), 0, 'staff of A cannot set the time zone of hotel B');

-- Far east and far west of UTC: one of them is on another date than UTC for most of the day.
insert into public.guests (hotel_id, first_name) values ('aaaaaaaa-0000-4000-8000-000000000001', 'West');
select is((select check_in from public.guests where first_name = 'West'),
  (now() at time zone 'America/Los_Angeles')::date, 'an omitted check-in is today in Los Angeles for hotel A');
reset role;
update public.hotels set time_zone = 'Pacific/Kiritimati' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select tests.authenticate_as('staff_a@test.local');
insert into public.guests (hotel_id, first_name) values ('aaaaaaaa-0000-4000-8000-000000000001', 'East');
select is((select check_in from public.guests where first_name = 'East'),
  (now() at time zone 'Pacific/Kiritimati')::date, 'an omitted check-in is today at UTC+14 for hotel A');
insert into public.guests (hotel_id, first_name, check_in) values ('aaaaaaaa-0000-4000-8000-000000000001', 'Given', '2026-01-02');
select is((select check_in from public.guests where first_name = 'Given'), '2026-01-02'::date,
  'a given check-in date is kept');
select ok(not has_function_privilege('anon', 'private.default_check_in()', 'execute'),
  'anon cannot call the check-in default trigger function');

select * from finish();
rollback;
