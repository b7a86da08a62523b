-- Access that ends (docs/architecture.md#access-that-ends): removing a member, moving them to another
-- hotel or deleting the user ends every session (so no refresh token works); a role change does not;
-- the admin functions' sign_out_everywhere is the service role's alone.
begin;
select plan(14);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'), 'staff');
select tests.create_user('mover@test.local', tests.hotel_id('A'), 'staff');
select tests.create_user('keeper@test.local', tests.hotel_id('A'), 'staff');

-- Two signed-in devices each, with a refresh token, as Auth writes them.
create function pg_temp.sign_in_twice(p_email text) returns void language sql as $$
  with s as (
    insert into auth.sessions (id, user_id, created_at, updated_at, aal)
    select gen_random_uuid(), u.id, now(), now(), 'aal1' from auth.users as u, generate_series(1, 2)
    where u.email = p_email returning id, user_id)
  insert into auth.refresh_tokens (instance_id, token, user_id, revoked, session_id, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', md5(s.id::text), s.user_id::text, false, s.id, now(), now() from s
$$;
create function pg_temp.sessions_of(p_email text) returns int language sql as $$
  select count(*)::int from auth.sessions as s join auth.users as u on u.id = s.user_id where u.email = p_email
$$;
create function pg_temp.refresh_tokens_of(p_email text) returns int language sql as $$
  select count(*)::int from auth.refresh_tokens as t join auth.users as u on u.id::text = t.user_id where u.email = p_email
$$;
select pg_temp.sign_in_twice(e) from unnest(array['clerk_a@test.local', 'mover@test.local', 'keeper@test.local',
  'staff_b@test.local']) as e;

delete from public.hotel_members where email = 'clerk_a@test.local';
select is(pg_temp.sessions_of('clerk_a@test.local'), 0, 'a removed member''s sessions end');
select is(pg_temp.refresh_tokens_of('clerk_a@test.local'), 0, 'and with them every refresh token');
update public.hotel_members set hotel_id = tests.hotel_id('B') where email = 'mover@test.local';
select is(pg_temp.sessions_of('mover@test.local'), 0, 'a member moved to another hotel is signed out everywhere');
update public.hotel_members set role = 'owner' where email = 'keeper@test.local';
select is(pg_temp.sessions_of('keeper@test.local'), 2, 'a role change keeps the sessions (roles are read live)');
select is(pg_temp.sessions_of('staff_b@test.local'), 2, 'other users keep theirs');
delete from auth.users where email = 'keeper@test.local';
select is(pg_temp.sessions_of('keeper@test.local'), 0, 'a deleted user''s sessions end');

-- The global sign-out of the admin functions.
select pg_temp.sign_in_twice('staff_a@test.local');
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select public.sign_out_everywhere('staff_a@test.local')$$, 'sign a user out everywhere',
    '{"anon": "error 42501", "staff_a": "error 42501", "admin": "error 42501"}'),
  ($$select private.end_user_sessions(tests.uid('staff_a'))$$, 'end a user''s sessions directly',
    '{"staff_b": "error 42501"}')
) as matrix(statement, action, outcomes);
select is(pg_temp.sessions_of('staff_a@test.local'), 2, 'refused calls end nothing');
select tests.authenticate_as_service_role();
select is(public.sign_out_everywhere(' STAFF_A@test.local '), 2, 'the service role ends both sessions, by email in any case');
select is(public.sign_out_everywhere('nobody@test.local'), 0, 'an unknown address ends nothing');
select tests.clear_authentication();
select is(pg_temp.sessions_of('staff_a@test.local'), 0, 'the user is signed out everywhere');
select * from finish();
rollback;
