-- Reporting logins cannot be told apart by hotel, cannot write anywhere (temp tables and large objects
-- included, whatever they SET), and their long queries are cancelled by the watchdog function, which a
-- pg_cron job runs every second (docs/architecture.md#reporting).
begin;
select plan(11);
select tests.create_tenancy_fixtures();

select tests.authenticate_as('staff_a@test.local');
create temp table login_a as select * from public.create_reporting_login('aaaaaaaa-0000-4000-8000-000000000001');
select tests.authenticate_as('admin@guestregistry.app');
create temp table login_b as select * from public.create_reporting_login('bbbbbbbb-0000-4000-8000-000000000001');
select tests.clear_authentication();

select ok((select login from login_a) ~ '^report_[0-9a-f]{16}$'
  and position(replace('aaaaaaaa-0000-4000-8000-000000000001', '-', '') in (select login from login_a)) = 0,
  'a reporting login''s name is random, not the hotel id');
select isnt((select login from login_a), (select login from login_b), 'each hotel''s login has its own name');
select is((select count(*)::int from private.reporting_logins where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'
           and role_name = (select login from login_a)), 1, 'private.reporting_logins maps the name to its hotel');

select tests.authenticate_as('staff_a@test.local');
select is((select login from public.create_reporting_login('aaaaaaaa-0000-4000-8000-000000000001')),
  (select login from login_a), 'rotating the password keeps the login''s name');
select tests.clear_authentication();

select ok(not has_database_privilege((select login from login_a), current_database(), 'TEMPORARY'),
  'a reporting login has no TEMP privilege on the database');
select ok(not has_database_privilege((select login from login_a), current_database(), 'CREATE'),
  'a reporting login cannot create schemas');
select is((select count(*)::int from pg_namespace as n
           where has_schema_privilege((select login from login_a), n.oid, 'CREATE')), 0,
  'a reporting login can create objects in no schema');
-- pg_settings' UPDATE is SET (session settings, not data); pg_temp_* hold this test's own pgTAP tables.
select is((select string_agg(c.oid::regclass::text, ', ') from pg_class as c
           where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and c.oid <> 'pg_catalog.pg_settings'::regclass
             and c.relnamespace not in (select n.oid from pg_namespace as n where n.nspname like 'pg\_temp\_%')
             and (has_table_privilege((select login from login_a), c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')
                  or (c.relkind = 'S' and has_sequence_privilege((select login from login_a), c.oid, 'UPDATE, USAGE')))),
  null, 'a reporting login can write to no table, view or sequence');
select ok(not has_function_privilege((select login from login_a), 'pg_catalog.lo_create(oid)', 'EXECUTE')
  and not has_function_privilege((select login from login_a), 'pg_catalog.lo_from_bytea(oid, bytea)', 'EXECUTE'),
  'a reporting login cannot create large objects');
select is(private.cancel_slow_reporting_queries(), 0, 'the watchdog finds no slow reporting query to cancel');
select results_eq($$select schedule, command, username, active from cron.job where jobname = 'reporting-statement-watchdog'$$,
  $$values ('1 seconds', 'select private.cancel_slow_reporting_queries()', 'postgres', true)$$,
  'the pg_cron job reporting-statement-watchdog runs the watchdog every second, as postgres');

select * from finish();
rollback;
