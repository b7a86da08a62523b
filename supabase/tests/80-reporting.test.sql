-- reporting: the views show staff their own hotel only (RLS through security_invoker), only a hotel's
-- owner or a platform admin manages its reporting login, and a login's hotel follows session_user.
begin;
select plan(14);
select tests.create_tenancy_fixtures();

select tests.authenticate_as('staff_a@test.local');
select results_eq($$select distinct hotel_id from reporting.guests$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid)$$, 'staff of A see only hotel A in reporting.guests');
select is((select count(*)::int from reporting.stays where hotel_id = 'bbbbbbbb-0000-4000-8000-000000000001'), 0,
  'staff of A see no stay of hotel B');
select is((select sum(arrivals)::int from reporting.monthly_arrivals), (select count(*)::int from public.guests),
  'monthly arrivals add up to the guests staff of A can see');
select hasnt_column('reporting', 'guests', 'attachments', 'reporting.guests carries no attachment names');

select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from reporting.nationality_mix where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'staff of B see nothing of hotel A in the nationality mix');
select is((select count(*)::int from reporting.occupancy_by_night where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'staff of B see nothing of hotel A in occupancy by night');
select throws_ok($$select public.create_reporting_login('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'the owner of B cannot create a reporting login for hotel A');

select tests.authenticate_as_anon();
select throws_ok($$select * from reporting.guests$$, '42501', null, 'anon cannot read the reporting views');
select throws_ok($$select public.create_reporting_login('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'anon cannot create a reporting login');

select tests.clear_authentication();
do $$ begin perform tests.create_user('clerk_a@test.local', 'aaaaaaaa-0000-4000-8000-000000000001', 'staff'); end $$;
select tests.authenticate_as('clerk_a@test.local');
select throws_ok($$select public.create_reporting_login('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'staff of A who are not its owner cannot create its reporting login');

select tests.authenticate_as('staff_a@test.local');
select matches((select login from public.create_reporting_login('aaaaaaaa-0000-4000-8000-000000000001')),
  '^report_[0-9a-f]{16}$', 'the owner of A can create its reporting login');

select tests.authenticate_as('admin@guestregistry.app');
select matches((select login from public.create_reporting_login('bbbbbbbb-0000-4000-8000-000000000001')),
  '^report_[0-9a-f]{16}$', 'a platform admin can create any hotel''s reporting login');

select tests.clear_authentication();
-- Act as the login itself (session_user changes only through SET SESSION AUTHORIZATION, superuser only).
create temp table seen (hotel_id uuid);
grant insert on seen to reporting_reader;
create temp table login_a as
  select role_name from private.reporting_logins where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001';
do $$ begin execute format('set session authorization %I', (select role_name from login_a)); end $$;
set local request.jwt.claims = '{"role":"authenticated","hotel_id":"bbbbbbbb-0000-4000-8000-000000000001"}';
insert into seen select distinct hotel_id from reporting.stays;
reset session authorization;
select results_eq($$select hotel_id from seen$$, $$values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid)$$,
  'the reporting login of A sees hotel A only, whatever claims it sets');
select is((select count(*)::int from pg_auth_members m join pg_roles r on r.oid = m.member
           where r.rolname = (select role_name from login_a) and m.set_option),
  0, 'the reporting login cannot SET ROLE to any role it belongs to');

select * from finish();
rollback;
