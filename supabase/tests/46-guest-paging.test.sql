-- guest_page and count_guests (docs/architecture.md#performance): one page of a hotel's guests, newest
-- first, by offset or by key, and a count bounded by a cap; staff of other hotels, removed members,
-- the admin and anon get nothing.
begin;
select plan(18);
select tests.create_tenancy_fixtures();
insert into public.guests (id, hotel_id, first_name, last_name, email, phone, check_in, registered_at)
select ('aaaaaaaa-0000-4000-8000-0000000c' || lpad(i::text, 4, '0'))::uuid,
       'aaaaaaaa-0000-4000-8000-000000000001', 'Paged', 'Miller ' || i, null, null, current_date - (i % 3),
       now() - make_interval(mins => i)
from generate_series(1, 25) as i;

select tests.authenticate_as('staff_a@test.local');
select is((select count(*)::int from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001')), 10,
  'a page holds ten guests by default');
select results_eq(
  $$select last_name from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', 'miller', p_limit => 3)$$,
  $$values ('Miller 1'), ('Miller 2'), ('Miller 3')$$, 'matches come newest registration first');
select results_eq(
  $$select last_name from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', 'miller', p_limit => 2, p_offset => 3)$$,
  $$values ('Miller 4'), ('Miller 5')$$, 'the offset skips the earlier pages');
select results_eq(
  $$select last_name from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', 'miller', p_limit => 2,
      p_before_at => (select registered_at from public.guests where last_name = 'Miller 3'),
      p_before_id => (select id from public.guests where last_name = 'Miller 3'))$$,
  $$values ('Miller 4'), ('Miller 5')$$, 'the keyset continues right after the given guest');
select is((select count(*)::int from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', 'miller', p_limit => 1000,
      p_before_at => (select registered_at from public.guests where last_name = 'Miller 25'),
      p_before_id => (select id from public.guests where last_name = 'Miller 25'))), 0,
  'nothing comes after the oldest guest');
select results_eq(
  $$select count(*)::int from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', 'miller',
      current_date - 1, current_date, p_limit => 100)$$,
  $$values (17)$$, 'the check-in range is inclusive at both ends');
select results_eq(
  $$select id from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', null,
      current_date - 1, current_date, p_limit => 5, p_offset => 2)$$,
  $$select id from public.guests where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'
      and check_in between current_date - 1 and current_date
    order by registered_at desc, id desc limit 5 offset 2$$,
  'a check-in window alone pages newest registration first too (the window is read whole and sorted)');
select is(public.count_guests('aaaaaaaa-0000-4000-8000-000000000001', 'MILLER'), 25,
  'a small count is exact');
select is(public.count_guests('aaaaaaaa-0000-4000-8000-000000000001', 'miller', p_cap => 20), 21,
  'past the cap the count answers cap + 1 (more than the cap)');
select is(public.count_guests('aaaaaaaa-0000-4000-8000-000000000001', '100%'), 0,
  'the search text is matched literally (a typed % is not a wildcard)');
select throws_ok($$select * from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', p_limit => 1001)$$,
  '22023', null, 'a page cannot exceed 1000 rows');
select throws_ok($$select public.count_guests('aaaaaaaa-0000-4000-8000-000000000001', p_cap => 0)$$,
  '22023', null, 'the cap must be positive');

select tests.authenticate_as('staff_b@test.local');
select is_empty($$select id from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001', 'miller')$$,
  'staff of hotel B get no page of hotel A');
select is(public.count_guests('aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'staff of hotel B count nothing in hotel A');
select is_empty($$select id from private.guest_page('aaaaaaaa-0000-4000-8000-000000000001', null, null, null, 10, 0, null, null)$$,
  'calling the private function directly does not bypass the tenancy check');
select tests.authenticate_as_saved('removed@test.local');
select is_empty($$select id from public.guest_page('aaaaaaaa-0000-4000-8000-000000000001')$$,
  'a removed member with a still-valid token gets nothing');
select tests.authenticate_as('admin@guestregistry.app');
select is(public.count_guests('aaaaaaaa-0000-4000-8000-000000000001'), 0, 'the platform admin counts no guests');
select tests.authenticate_as_anon();
select throws_ok($$select public.count_guests('aaaaaaaa-0000-4000-8000-000000000001')$$,
  '42501', null, 'anon cannot execute count_guests');

select * from finish();
rollback;
