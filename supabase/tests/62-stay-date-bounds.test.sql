-- Stay dates stay between 2000-01-01 and 2100-12-31 and a stay lasts at most 366 nights, whatever door
-- the row comes through; occupancy_by_night counts at most 366 nights per guest.
begin;
select plan(9);
select tests.create_tenancy_fixtures();
select tests.authenticate_as('staff_a@test.local');

create function pg_temp.add_guest(p_check_in text, p_check_out text) returns text language sql as $$
  select format('insert into public.guests (hotel_id, first_name, check_in, check_out) values (%L, %L, %L, %L)',
                'aaaaaaaa-0000-4000-8000-000000000001', 'Traveller', p_check_in, p_check_out)
$$;

select throws_ok(pg_temp.add_guest('0001-01-01', '9999-12-31'), '23514',
  'new row for relation "guests" violates check constraint "guests_check_in_in_range"',
  'check-in 0001-01-01 is refused');
select throws_ok(pg_temp.add_guest('1999-12-31', null), '23514',
  'new row for relation "guests" violates check constraint "guests_check_in_in_range"',
  'check-in before 2000-01-01 is refused');
select throws_ok(pg_temp.add_guest('2100-12-31', '2101-01-01'), '23514',
  'new row for relation "guests" violates check constraint "guests_check_out_in_range"',
  'check-out after 2100-12-31 is refused');
select throws_ok(pg_temp.add_guest('2026-01-01', '2027-01-03'), '23514',
  'new row for relation "guests" violates check constraint "guests_stay_at_most_366_nights"',
  'a stay of 367 nights is refused');
select lives_ok(pg_temp.add_guest('2028-01-01', '2029-01-01'), 'a stay of 366 nights (leap year) is fine');
select lives_ok(pg_temp.add_guest('2000-01-01', null), 'check-in on 2000-01-01 without check-out is fine');
select lives_ok(pg_temp.add_guest('2100-12-30', '2100-12-31'), 'a stay ending 2100-12-31 is fine');
select throws_ok($$update public.guests set check_out = date '9999-12-31' where first_name = 'Traveller'$$, '23514', null,
  'an edit cannot move check-out beyond the bounds either');

select is((select count(*)::int from reporting.occupancy_by_night
           where night between date '2000-01-01' and date '2000-12-31'
             and hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
  366, 'a guest without check-out since 2000-01-01 counts on at most 366 nights');

select tests.clear_authentication();
select * from finish();
rollback;
