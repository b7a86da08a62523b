-- The activity log's access (docs/product.md#activity-log): only the hotel's owner reads it (table, page
-- view and person list); nobody writes, changes, deletes or empties it through any API role, the
-- owner and the service role included; only the service role runs the yearly purge. Hotel A:
-- staff_a (owner), clerk_a (staff); hotel B: staff_b (owner).
begin;
select plan(68);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'), 'staff');
-- One entry each hotel beyond the fixtures' own: clerk_a edits Ada, staff_b edits Grace.
select tests.authenticate_as('clerk_a@test.local');
update public.guests set room = '101' where id = tests.guest_id('ada');
select tests.authenticate_as('staff_b@test.local');
update public.guests set room = '201' where id = tests.guest_id('grace');
select tests.clear_authentication();

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.activity_log where hotel_id = tests.hotel_id('A') and action = 'edited'$$,
    'read hotel A''s activity log',
    '{"staff_a": "1 row", "clerk_a": "0 rows", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "0 rows", "anon": "error 42501", "service_role": "error 42501"}'),
  ($$select from public.activity_log where hotel_id = tests.hotel_id('B') and action = 'edited'$$,
    'read hotel B''s activity log', '{"staff_a": "0 rows", "staff_b": "1 row"}'),
  ($$select from public.activity_log_entries where hotel_id = tests.hotel_id('A') and action = 'edited'$$,
    'read hotel A''s Activity page',
    '{"staff_a": "1 row", "clerk_a": "0 rows", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "0 rows", "anon": "error 42501", "service_role": "error 42501"}'),
  ($$select from public.activity_log_people(tests.hotel_id('A'))$$, 'list the people in hotel A''s log',
    '{"staff_a": "1 row", "clerk_a": "0 rows", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows",
      "anon": "error 42501"}'),
  ($$insert into public.activity_log (hotel_id, entity, action, door) values (tests.hotel_id('A'), 'guest', 'deleted', 'app')$$,
    'write an entry into hotel A''s log',
    '{"anon": "error 42501", "staff_a": "error 42501", "clerk_a": "error 42501", "staff_b": "error 42501",
      "removed": "error 42501", "admin": "error 42501", "service_role": "error 42501"}'),
  ($$update public.activity_log set actor_email = 'someone@else.test' where hotel_id = tests.hotel_id('A')$$,
    'rewrite who did what in hotel A''s log',
    '{"anon": "error 42501", "staff_a": "error 42501", "clerk_a": "error 42501", "staff_b": "error 42501",
      "admin": "error 42501", "service_role": "error 42501"}'),
  ($$delete from public.activity_log where hotel_id = tests.hotel_id('A')$$, 'delete hotel A''s log',
    '{"anon": "error 42501", "staff_a": "error 42501", "clerk_a": "error 42501", "staff_b": "error 42501",
      "removed": "error 42501", "admin": "error 42501", "service_role": "error 42501"}'),
  ($$truncate public.activity_log$$, 'empty the log',
    '{"anon": "error 42501", "staff_a": "error 42501", "admin": "error 42501", "service_role": "error 42501"}'),
  ($$delete from public.activity_log_entries where hotel_id = tests.hotel_id('A')$$, 'delete through the page view (a join: not updatable, 55000)',
    '{"staff_a": "error 55000", "service_role": "error 55000"}'),
  ($$select public.purge_activity_log()$$, 'run the log''s purge',
    '{"anon": "error 42501", "staff_a": "error 42501", "clerk_a": "error 42501", "admin": "error 42501",
      "service_role": "1 row"}'),
  ($$select private.set_activity_context(tests.uid('staff_b'), 'staff_b@test.local', 'schedule', false)$$,
    'claim to act for someone else',
    '{"anon": "error 42501", "staff_a": "error 42501", "clerk_a": "error 42501", "admin": "error 42501"}'),
  ($$select private.log_activity_of('public.hotel_members', 'member', 'hotel_id')$$, 'log another table',
    '{"anon": "error 42501", "staff_a": "error 42501", "admin": "error 42501", "service_role": "error 42501"}')
) as matrix (statement, action, outcomes);

-- The owner sees exactly their hotel's entries: the fixtures' registrations and hotel, and the edit.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select entity, action, count(*)::int from public.activity_log group by 1, 2 order by 1, 2$$,
  $$values ('guest', 'created', 2), ('guest', 'edited', 1), ('hotel', 'created', 1)$$,
  'the owner of A reads hotel A''s entries and no other hotel''s');
select results_eq($$select actor_id, actor_email from public.activity_log_people(tests.hotel_id('A'))$$,
  $$values (tests.uid('clerk_a'), 'clerk_a@test.local')$$, 'the person list names who acted in hotel A');

-- A member demoted from owner loses the log with their next request, their token unchanged.
select tests.save_token('staff_a@test.local');
select tests.clear_authentication();
update public.hotel_members set role = 'staff' where user_id = tests.uid('staff_a');
select tests.authenticate_as_saved('staff_a@test.local');
select is((select count(*)::int from public.activity_log), 0, 'a demoted owner''s earlier token reads nothing');

-- A reporting login reads neither the log nor the page view, and is the reporting door whatever
-- claims it sets (session_user decides; it cannot write anything to log).
select tests.clear_authentication();
update public.hotel_members set role = 'owner' where user_id = tests.uid('staff_a');
select tests.authenticate_as('staff_a@test.local');
select ok((select login from public.create_reporting_login(tests.hotel_id('A'))) is not null, 'hotel A has a reporting login');
select tests.clear_authentication();
create temp table login_a as select role_name from private.reporting_logins where hotel_id = tests.hotel_id('A');
create temp table seen (what text, outcome text);
grant insert on seen to reporting_reader;
grant usage on schema tests, private to reporting_reader;
grant execute on function private.activity_actor() to reporting_reader;
do $$ begin execute format('set session authorization %I', (select role_name from login_a)); end $$;
set local request.jwt.claims = '{"role": "authenticated", "sub": "00000000-0000-4000-8000-000000000001"}';
insert into seen values ('read activity_log', tests.outcome($$select from public.activity_log$$)),
                        ('read activity_log_entries', tests.outcome($$select from public.activity_log_entries$$)),
                        ('write a guest', tests.outcome($$update public.guests set room = '1' where id = tests.guest_id('alan')$$)),
                        ('door', (private.activity_actor()).door);
reset session authorization;
set local request.jwt.claims = '';
select results_eq($$select what, outcome from seen order by what$$,
  $$values ('door', 'reporting'), ('read activity_log', 'error 42501'), ('read activity_log_entries', 'error 42501'),
           ('write a guest', 'error 42501')$$,
  'a reporting login reads neither the log nor the page view, writes nothing, and is the reporting door');

select * from finish();
rollback;
