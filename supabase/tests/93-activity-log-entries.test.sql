-- What the activity log records (docs/product.md#activity-log): each registration, edit (column names
-- only), check-out, deletion, erasure, legal-hold change and data-rule change (old and new value), by
-- whom and through which door (the reporting door: 92-activity-log-access); no guest's personal data;
-- the yearly purge with its receipts.
-- Hotel A: staff_a (owner), clerk_a (staff).
begin;
select plan(28);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'), 'staff');
update public.subscriptions set plan_id = 'enterprise' where hotel_id = tests.hotel_id('A');

-- The entries since the fixtures, as the owner reads them (newest last).
create temp table mark as select coalesce(max(id), 0) as id from public.activity_log;
grant select on mark to authenticated, service_role;
create or replace function pg_temp.entries() returns table (entity text, action text, fields text[], old_values jsonb,
  new_values jsonb, actor_id uuid, actor_email text, door text, entity_id uuid)
language sql as $$
  select entity, action, fields, old_values, new_values, actor_id, actor_email, door, entity_id from public.activity_log
  where id > (select id from mark) order by id
$$;
create or replace function pg_temp.take() returns table (entity text, action text, fields text[], old_values jsonb,
  new_values jsonb, actor_id uuid, actor_email text, door text, entity_id uuid)
language plpgsql as $$
begin
  perform tests.clear_authentication();
  return query select * from pg_temp.entries();
  update mark set id = (select coalesce(max(l.id), 0) from public.activity_log as l);
end
$$;

-- The app door: a signed-in user's token, whatever the path (REST, a security definer RPC).
select tests.authenticate_as('clerk_a@test.local');
insert into public.guests (hotel_id, first_name, last_name, passport_number, room)
  values (tests.hotel_id('A'), 'Mary', 'Somerville', 'P901', '9');
select tests.clear_authentication();
create temp table mary as select id from public.guests where passport_number = 'P901';
grant select on mary to authenticated;
select results_eq($$select entity, action, fields, actor_email, door, entity_id from pg_temp.take()$$,
  $$select 'guest', 'created', '{}'::text[], 'clerk_a@test.local', 'app', id from mary$$,
  'a registration: who, the app door, the guest''s id');

select tests.authenticate_as('clerk_a@test.local');
update public.guests set last_name = 'Fairfax', passport_number = 'P902', room = '9' where id = (select id from mary);
select results_eq($$select action, fields, old_values, new_values from pg_temp.take()$$,
  $$values ('edited', '{last_name,passport_number}'::text[], null::jsonb, null::jsonb)$$,
  'an edit names the changed fields (not the unchanged room) and no values');
select is((select count(*)::int from public.activity_log as l where to_jsonb(l)::text ~ '(Fairfax|Somerville|P90[12])'), 0,
  'no entry holds a guest''s name or passport number');

select tests.authenticate_as('clerk_a@test.local');
update public.guests set room = room where id = (select id from mary);
select is((select count(*)::int from pg_temp.take()), 0, 'a save that changes nothing logs nothing');

select tests.authenticate_as('clerk_a@test.local');
select from public.check_out_guest((select id from mary));
select results_eq($$select action, fields, actor_email, door from pg_temp.take()$$,
  $$values ('checked_out', '{checked_out_at}'::text[], 'clerk_a@test.local', 'app')$$,
  'Checkout Now (a security definer RPC) is logged as a check-out by the user who pressed it');

select tests.authenticate_as('clerk_a@test.local');
update public.guests set legal_hold = true, room = '10' where id = (select id from mary);
select results_eq($$select action, fields, old_values, new_values from pg_temp.take() order by action$$,
  $$values ('edited', '{room}'::text[], null::jsonb, null::jsonb),
           ('legal_hold', '{legal_hold}', '{"legal_hold": false}', '{"legal_hold": true}')$$,
  'one statement that holds and edits a guest: a legal-hold entry with its values and an edit without');

select tests.authenticate_as('staff_a@test.local');
update public.guests set legal_hold = false where id = (select id from mary);
select results_eq($$select action, old_values, new_values, actor_email from pg_temp.take()$$,
  $$values ('legal_hold', '{"legal_hold": true}'::jsonb, '{"legal_hold": false}'::jsonb, 'staff_a@test.local')$$,
  'the owner lifting the hold');

select tests.authenticate_as('staff_a@test.local');
update public.hotels set passport_retention = 'delete_after_checkout', passport_retention_days = 14,
  form_fields = '{"room": false}', time_zone = 'Europe/Lisbon', name = 'Hotel A' where id = tests.hotel_id('A');
select results_eq($$select entity, action, fields, old_values, new_values from pg_temp.take() order by action$$,
  $$values ('hotel', 'data_rule', '{form_fields,passport_retention_days,time_zone}'::text[],
            '{"form_fields": {}, "passport_retention_days": 30, "time_zone": "UTC"}'::jsonb,
            '{"form_fields": {"room": false}, "passport_retention_days": 14, "time_zone": "Europe/Lisbon"}'::jsonb)$$,
  'a data-rule change: only what changed (the rule and name did not), with old and new values');

select tests.authenticate_as('staff_a@test.local');
update public.hotels set name = 'Hotel A Renamed', address = '9 New Street' where id = tests.hotel_id('A');
select results_eq($$select entity, action, fields, old_values from pg_temp.take()$$,
  $$values ('hotel', 'edited', '{address,name}'::text[], null::jsonb)$$, 'a setup edit names its fields');

select tests.authenticate_as('clerk_a@test.local');
delete from public.guests where id = (select id from mary);
select results_eq($$select action, fields, actor_email, door from pg_temp.take()$$,
  $$values ('deleted', '{}'::text[], 'clerk_a@test.local', 'app')$$, 'a deletion');

-- A bulk registration writes one entry per guest, from one trigger run.
select tests.authenticate_as('clerk_a@test.local');
insert into public.guests (hotel_id, first_name) select tests.hotel_id('A'), 'Bulk ' || i from generate_series(1, 3) as i;
select results_eq($$select action, count(*)::int, count(distinct entity_id)::int from pg_temp.take() group by action$$,
  $$values ('created', 3, 3)$$, 'three guests in one statement: three entries');
select tests.authenticate_as('clerk_a@test.local');
update public.guests set room = 'B' || substr(first_name, 6) where first_name like 'Bulk %';
select results_eq($$select action, fields, count(distinct entity_id)::int from pg_temp.take() group by 1, 2$$,
  $$values ('edited', '{room}'::text[], 3)$$, 'three guests edited in one statement: three entries, each its own guest');

-- The function door: erasure through guest-data (service role) names the person who asked.
select tests.authenticate_as_service_role();
select public.finish_guest_erasure(tests.guest_id('ada'), tests.uid('staff_a'), 'staff_a@test.local');
select results_eq($$select action, actor_email, door, entity_id from pg_temp.take()$$,
  $$values ('erased', 'staff_a@test.local', 'function', tests.guest_id('ada'))$$,
  'an erasure: one entry, by the person who asked, through a function (its image detach is no edit)');

-- The schedule: the image purge's detach of attachments, no person.
select tests.clear_authentication();
update public.guests set attachments = array[tests.hotel_id('A') || '/1700000000001_alan.jpg'] where id = tests.guest_id('alan');
select is((select count(*)::int from pg_temp.take() where door = 'sql' and fields = '{attachments}'), 1,
  'SQL without API claims is the sql door, with no person');
select tests.authenticate_as_service_role();
select public.record_passport_deletions(jsonb_build_array(jsonb_build_object('hotel_id', tests.hotel_id('A'),
  'guest_id', tests.guest_id('alan'), 'object_name', tests.hotel_id('A') || '/1700000000001_alan.jpg', 'rule', 'dont_keep')));
select results_eq($$select action, fields, actor_id, actor_email, door from pg_temp.take()$$,
  $$values ('edited', '{attachments}'::text[], null::uuid, null::text, 'schedule')$$, 'the purge detaching an image: the schedule door');
select is(current_setting('activity_log.context', true), '', 'the RPC wrappers leave no context behind');

-- A signed-in user cannot borrow the functions' context to hide behind someone else.
select tests.authenticate_as('clerk_a@test.local');
select set_config('activity_log.context', jsonb_build_object('actor_email', 'staff_a@test.local', 'door', 'schedule', 'erasure', true)::text, true);
update public.guests set room = '11' where id = tests.guest_id('alan');
select results_eq($$select action, actor_email, door from pg_temp.take()$$,
  $$values ('edited', 'clerk_a@test.local', 'app')$$, 'a user''s request is logged as that user whatever the context says');
select set_config('activity_log.context', '', true);

-- The hotel's deletion takes its log with it, and its guests' deletion logs nothing.
select tests.clear_authentication();
select tests.authenticate_as('admin@guestregistry.app');
delete from public.hotels where id = tests.hotel_id('B');
select tests.clear_authentication();
select is((select count(*)::int from public.activity_log where hotel_id = tests.hotel_id('B')), 0,
  'a deleted hotel leaves no entries behind');

-- Kept one year: the purge deletes older entries and leaves one receipt per hotel with the count.
select tests.clear_authentication();
insert into public.activity_log (hotel_id, occurred_at, entity, action, door)
  select tests.hotel_id('A'), now() - interval '1 year' - make_interval(days => i), 'guest', 'edited', 'app'
  from generate_series(1, 4) as i;
insert into public.activity_log (hotel_id, occurred_at, entity, action, door)
  values (tests.hotel_id('A'), now() - interval '1 year' + interval '1 day', 'guest', 'edited', 'app');
select tests.authenticate_as_service_role();
select is(public.purge_activity_log(), 4, 'the purge deletes the entries older than a year');
select tests.clear_authentication();
select is((select count(*)::int from public.activity_log where occurred_at < now() - interval '360 days'), 1,
  'the entry a day younger than a year stays');
select results_eq($$select entity, action, new_values ->> 'rows', door from public.activity_log where action = 'purged'$$,
  $$values ('activity_log', 'purged', '4', 'schedule')$$, 'the hotel''s log keeps a receipt: how many entries went');
select ok((select (new_values ->> 'older_than')::timestamptz between now() - interval '1 year 1 minute' and now() - interval '1 year'
           from public.activity_log where action = 'purged'), 'the receipt says before when');
select tests.authenticate_as('staff_a@test.local');
select is((select count(*)::int from public.activity_log where action = 'purged'), 1, 'the owner reads the receipt');
select tests.authenticate_as_service_role();
select is(public.purge_activity_log(), 0, 'a second purge finds nothing and writes no receipt');
select tests.clear_authentication();
select is((select count(*)::int from public.activity_log where action = 'purged'), 1, 'still one receipt');

-- Triggers: one generic function, statement level, on each logged table.
select is((select array_agg(t.tgname::text order by t.tgname) from pg_trigger as t
           where t.tgfoid = 'private.log_activity()'::regprocedure),
  array['guests_activity_log_delete', 'guests_activity_log_insert', 'guests_activity_log_update',
        'hotels_activity_log_insert', 'hotels_activity_log_update'], 'guests and hotels are logged by the one trigger function');
select ok((select bool_and(not (t.tgtype::int & 1 = 1)) from pg_trigger as t where t.tgfoid = 'private.log_activity()'::regprocedure),
  'every log trigger runs once per statement');
select ok((select 'enable_nestloop=off' = any (p.proconfig) from pg_proc as p where p.oid = 'private.log_activity()'::regprocedure),
  'the log function plans without nested loops, so a bulk update''s old/new join stays linear whatever plan it cached');

select * from finish();
rollback;
