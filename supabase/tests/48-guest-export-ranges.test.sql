-- guest_export_bounds and guest_export_rows (docs/architecture.md#performance): the export's plan
-- (total and every n-th key) and its key ranges as rows of values, in guest_page's order and filters;
-- staff of other hotels, removed members, the admin and anon get nothing.
begin;
select plan(15);
select tests.create_tenancy_fixtures();
select tests.add_walkers('Range', 2500);

create temporary table walkers as
select g.id, g.registered_at, g.last_name, row_number() over (order by g.registered_at desc, g.id desc) as n
from public.guests as g where g.last_name like 'Walker %';
grant select on walkers to authenticated;

select tests.authenticate_as('staff_a@test.local');
create temporary table plan as
select public.guest_export_bounds('aaaaaaaa-0000-4000-8000-000000000001', 'walker', p_page_size => 1000) as p;
select is((select (p ->> 'total')::int from plan), 2500, 'the plan counts the filtered guests');
select results_eq(
  $$select (b ->> 1)::uuid from plan, json_array_elements(p -> 'bounds') as b$$,
  $$select id from walkers where n in (1000, 2000) order by n$$,
  'the plan holds the key of every 1,000th guest, newest registration first');
select is(
  (select (b ->> 0)::timestamptz from plan, json_array_elements(p -> 'bounds') as b limit 1),
  (select registered_at from walkers where n = 1000), 'a bound is [registered_at, id]');

-- The middle range: after the 1,000th guest through the 2,000th.
create temporary table middle as
select public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001', 'walker',
  p_before_at => (select registered_at from walkers where n = 1000), p_before_id => (select id from walkers where n = 1000),
  p_through_at => (select registered_at from walkers where n = 2000), p_through_id => (select id from walkers where n = 2000),
  p_columns => array['id', 'registered_at', 'last_name']) as r;
select is((select r -> 'columns' from middle)::text, '["id","registered_at","last_name"]',
  'the columns come as asked, in that order');
select results_eq(
  $$select (v ->> 2) from middle, json_array_elements(r -> 'rows') as v$$,
  $$select last_name from walkers where n between 1001 and 2000 order by n$$,
  'a range holds the guests after its start key through its end key, as arrays, in list order');
select is(json_array_length(public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001', 'walker',
    p_before_at => (select registered_at from walkers where n = 2000),
    p_before_id => (select id from walkers where n = 2000)) -> 'rows'), 500, 'the last range runs to the end');
select is(json_array_length(public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001', null,
    current_date - 1, current_date) -> 'rows'),
  (select count(*)::int from public.guests where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'
     and check_in between current_date - 1 and current_date),
  'the check-in range filters like the list');
select ok((select (r -> 'columns')::jsonb ? 'first_name' and not ((r -> 'columns')::jsonb ? 'created_by')
    from (select public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001', p_limit => 1) as r) as x),
  'without p_columns, rows carry the guest fields, not the server''s bookkeeping');
select throws_ok($$select public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001',
    p_columns => array['id', 'registered_at', 'created_by'])$$,
  '22023', null, 'bookkeeping columns cannot be asked for');
select throws_ok($$select public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001', p_limit => 10001)$$,
  '22023', null, 'a range cannot exceed 10,000 rows');

select tests.authenticate_as('staff_b@test.local');
select is(public.guest_export_bounds('aaaaaaaa-0000-4000-8000-000000000001')::text, '{"total": 0, "bounds": []}',
  'staff of hotel B learn nothing of hotel A''s list');
select is(json_array_length(public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001') -> 'rows'), 0,
  'staff of hotel B export nothing of hotel A');
select tests.authenticate_as_saved('removed@test.local');
select is(json_array_length(public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001') -> 'rows'), 0,
  'a removed member with a still-valid token exports nothing');
select tests.authenticate_as('admin@guestregistry.app');
select is((public.guest_export_bounds('aaaaaaaa-0000-4000-8000-000000000001') ->> 'total')::int, 0,
  'the platform admin exports no guests');
select tests.authenticate_as_anon();
select throws_ok($$select public.guest_export_rows('aaaaaaaa-0000-4000-8000-000000000001')$$,
  '42501', null, 'anon cannot execute guest_export_rows');

select * from finish();
rollback;
