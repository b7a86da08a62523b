-- The live guest list's private Broadcast (docs/architecture.md#realtime): who may receive on a hotel's
-- topic, checked the way Realtime checks a joining channel (a row inserted by the service, then selected
-- as the user with `realtime.topic` set; inserted as the user for sending), and what the trigger sends.
begin;
select plan(15);
select tests.create_tenancy_fixtures();

-- Realtime Authorization as Realtime runs it on join, for the caller's current role and claims:
-- 'read' = may the caller select a broadcast row of `p_topic`; 'write' = may the caller insert one.
create or replace function tests.realtime_allows(p_action text, p_topic text) returns boolean
language plpgsql as $$
declare
  v_role text := current_setting('role');
  v_id uuid;
  v_allowed boolean := false;
begin
  perform set_config('realtime.topic', p_topic, true);
  if p_action = 'read' then
    reset role;
    insert into realtime.messages (topic, extension) values (p_topic, 'broadcast') returning id into v_id;
    perform set_config('role', v_role, true);
    select exists (select 1 from realtime.messages where id = v_id) into v_allowed;
    reset role;
    delete from realtime.messages where id = v_id;
    perform set_config('role', v_role, true);
    return v_allowed;
  end if;
  begin
    insert into realtime.messages (topic, extension) values (p_topic, 'broadcast');
    raise sqlstate 'RTW01';
  exception
    when sqlstate 'RTW01' then v_allowed := true;
    when insufficient_privilege then v_allowed := false;
  end;
  return v_allowed;
end
$$;
grant execute on function tests.realtime_allows(text, text) to anon, authenticated;

select tests.authenticate_as('staff_a@test.local');
select ok(tests.realtime_allows('read', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'staff of A may receive on hotel A''s guest topic');
select ok(not tests.realtime_allows('read', 'hotel:bbbbbbbb-0000-4000-8000-000000000001:guests'),
  'staff of A may not receive on hotel B''s guest topic');
select ok(not tests.realtime_allows('read', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:other'),
  'staff of A may not receive on another topic of hotel A');
select ok(not tests.realtime_allows('write', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'staff of A may not broadcast on hotel A''s guest topic (only the trigger sends there)');
select throws_ok($$select realtime.send('{}', 'INSERT', 'hotel:bbbbbbbb-0000-4000-8000-000000000001:guests', true)$$,
  '42501', null, 'staff cannot call realtime.send to forge a message for another hotel');

select tests.authenticate_as('staff_b@test.local');
select ok(tests.realtime_allows('read', 'hotel:bbbbbbbb-0000-4000-8000-000000000001:guests'),
  'staff of B may receive on hotel B''s guest topic');
select ok(not tests.realtime_allows('read', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'staff of B may not receive on hotel A''s guest topic');

select tests.authenticate_as_anon();
select ok(not tests.realtime_allows('read', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'anon may not receive on hotel A''s guest topic');
select ok(not tests.realtime_allows('write', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'anon may not broadcast on hotel A''s guest topic');

select tests.authenticate_as_saved('removed@test.local');
select ok(not tests.realtime_allows('read', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'a removed member (token still valid) may no longer receive on hotel A''s guest topic');

select tests.authenticate_as('nohotel@test.local');
select ok(not tests.realtime_allows('read', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests'),
  'a user of no hotel may not receive on hotel A''s guest topic');

-- What the trigger sends (the fixtures' own messages cleared first).
select tests.clear_authentication();
delete from realtime.messages where inserted_at = now()::timestamp;
select tests.authenticate_as('staff_a@test.local');
insert into public.guests (hotel_id, first_name, last_name, check_in, created_from)
  values ('aaaaaaaa-0000-4000-8000-000000000001', 'Katherine', 'Johnson', current_date, 'broadcast-test');
update public.guests set room = '21' where id = 'aaaaaaaa-0000-4000-8000-00000000a101';
delete from public.guests where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
select tests.clear_authentication();

select results_eq(
  $$select event, topic, private, extension from realtime.messages
    where topic like 'hotel:%:guests' and inserted_at = now()::timestamp order by event$$,
  $$values ('DELETE', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests', true, 'broadcast'),
           ('INSERT', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests', true, 'broadcast'),
           ('UPDATE', 'hotel:aaaaaaaa-0000-4000-8000-000000000001:guests', true, 'broadcast')$$,
  'insert, update and delete each send one private message to the guest''s hotel topic');
select is((select payload ->> 'guest_id' from realtime.messages where event = 'DELETE' and topic like 'hotel:%:guests' and inserted_at = now()::timestamp),
  'aaaaaaaa-0000-4000-8000-00000000a102', 'the delete message names the deleted guest');
select is_empty($$select key from realtime.messages, jsonb_object_keys(payload) as key
    where topic like 'hotel:%:guests' and inserted_at = now()::timestamp and key not in ('operation', 'guest_id', 'id')$$,
  'messages carry the operation and ids only, no personal data');
select is((select count(*)::int from realtime.messages where topic like 'hotel:bbbbbbbb%' and inserted_at = now()::timestamp), 0,
  'nothing is sent to another hotel''s topic');

select * from finish();
rollback;
