-- guest_export_page (docs/architecture.md#performance): the export's pages as one JSON array each, past
-- PostgREST's 1,000-row cap, in guest_page's order and keyset; staff of other hotels, removed members,
-- the admin and anon get nothing.
begin;
select plan(11);
select tests.create_tenancy_fixtures();
select tests.add_walkers('Export', 2500);

select tests.authenticate_as('staff_a@test.local');
select is(json_array_length(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001', 'walker',
    p_limit => 2400)), 2400, 'one page holds more than 1,000 rows');
select results_eq(
  $$select e ->> 'id' from json_array_elements(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001',
      'walker', p_limit => 1500)) as e$$,
  $$select g.id::text from public.guests as g where g.last_name like 'Walker %'
      order by g.registered_at desc, g.id desc limit 1500$$,
  'rows come newest registration first, across the 1,000-row pieces');
select results_eq(
  $$select e ->> 'last_name' from json_array_elements(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001',
      'walker', p_limit => 2,
      p_before_at => (select registered_at from public.guests where last_name = 'Walker 1999'),
      p_before_id => (select id from public.guests where last_name = 'Walker 1999'))) as e$$,
  $$values ('Walker 2000'), ('Walker 2001')$$, 'the keyset continues right after the given guest');
select is(json_array_length(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001', 'walker',
    p_limit => 10000)), 2500, 'the last page holds what is left');
select is(json_array_length(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001', null,
    current_date - 1, current_date, p_limit => 10000)),
  (select count(*)::int from public.guests where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'
     and check_in between current_date - 1 and current_date),
  'the check-in range filters like the list');
select ok((select (e ? 'first_name') and (e ? 'legal_hold') and not (e ? 'created_by') and not (e ? 'idempotency_key')
    from json_array_elements(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001', 'walker',
      p_limit => 1)) as j(v), lateral (select v::jsonb as e) as x),
  'rows carry the guest fields, not the server''s bookkeeping');
select throws_ok($$select public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001', p_limit => 10001)$$,
  '22023', null, 'a page cannot exceed 10,000 rows');

select tests.authenticate_as('staff_b@test.local');
select is(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001')::text, '[]',
  'staff of hotel B export nothing of hotel A');
select tests.authenticate_as_saved('removed@test.local');
select is(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001')::text, '[]',
  'a removed member with a still-valid token exports nothing');
select tests.authenticate_as('admin@guestregistry.app');
select is(public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001')::text, '[]',
  'the platform admin exports no guests');
select tests.authenticate_as_anon();
select throws_ok($$select public.guest_export_page('aaaaaaaa-0000-4000-8000-000000000001')$$,
  '42501', null, 'anon cannot execute guest_export_page');

select * from finish();
rollback;
