-- The custom access token hook (docs/local-stack.md#auth), called as GoTrue calls it: as
-- supabase_auth_admin with search_path `auth`, with GoTrue's claims in the event.
begin;
select plan(16);
select tests.create_tenancy_fixtures();
select from tests.create_user('spoofer@test.local', null, 'staff',
  jsonb_build_object('hotel_id', tests.hotel_id('A'), 'app_role', 'platform_admin'));
select from tests.create_user('spoofing_member@test.local', tests.hotel_id('B'), 'staff',
  jsonb_build_object('hotel_id', tests.hotel_id('A')));

create temporary table event_for (email text primary key, event jsonb) on commit drop;
insert into event_for
select u.email, jsonb_build_object(
  'user_id', u.id, 'authentication_method', 'password',
  'claims', jsonb_build_object('aud', 'authenticated', 'exp', 2000000000, 'iat', 1999996400, 'sub', u.id,
    'email', u.email, 'phone', '', 'role', 'authenticated', 'aal', 'aal1', 'session_id', gen_random_uuid(),
    'is_anonymous', false, 'app_metadata', u.raw_app_meta_data, 'user_metadata', u.raw_user_meta_data))
from auth.users u;
create function pg_temp.claims(p_email text) returns jsonb language sql as $$
  select tests.call_hook_as_auth_service((select event from event_for where email = p_email)) -> 'claims'
$$;

select is(pg_temp.claims('staff_a@test.local') ->> 'hotel_id', tests.hotel_id('A')::text,
  'staff get their hotel as hotel_id');
select is(pg_temp.claims('staff_a@test.local') ->> 'app_role', 'hotel_staff', 'staff get app_role hotel_staff');
select is(pg_temp.claims('admin@guestregistry.app') ->> 'app_role', 'platform_admin', 'the admin gets app_role platform_admin');
select is(pg_temp.claims('admin@guestregistry.app') -> 'hotel_id', 'null'::jsonb, 'the admin has no hotel (JSON null)');
select is(pg_temp.claims('nohotel@test.local') -> 'hotel_id', 'null'::jsonb,
  'a user without a hotel gets hotel_id null, present in the token');
select is(pg_temp.claims('nohotel@test.local') ->> 'app_role', 'hotel_staff', 'a user without a hotel is hotel_staff');
select is(pg_temp.claims('spoofer@test.local') -> 'hotel_id', 'null'::jsonb,
  'hotel_id in user_metadata is ignored');
select is(pg_temp.claims('spoofer@test.local') ->> 'app_role', 'hotel_staff', 'app_role in user_metadata is ignored');
select is(pg_temp.claims('spoofing_member@test.local') ->> 'hotel_id', tests.hotel_id('B')::text,
  'the membership decides, whatever user_metadata says');
select is(pg_temp.claims('removed@test.local') -> 'hotel_id', 'null'::jsonb,
  'a removed member''s next token has no hotel');
select is(pg_temp.claims('staff_a@test.local') - 'hotel_id' - 'app_role',
  (select event -> 'claims' from event_for where email = 'staff_a@test.local'),
  'every claim GoTrue sent is returned unchanged (role, aud, sub, session_id…)');
select ok(tests.call_hook_as_auth_service((select event from event_for where email = 'staff_a@test.local')) ? 'claims',
  'the output carries the claims key GoTrue requires');

select ok(has_function_privilege('supabase_auth_admin', 'public.custom_access_token_hook(jsonb)', 'execute'),
  'the auth service may execute the hook');
select ok(not has_function_privilege('authenticated', 'public.custom_access_token_hook(jsonb)', 'execute'),
  'signed-in users may not call the hook (it is not an RPC)');
select ok(not has_function_privilege('anon', 'public.custom_access_token_hook(jsonb)', 'execute'),
  'anon may not call the hook');

select tests.authenticate_as('staff_a@test.local');
select throws_ok($$select public.custom_access_token_hook(jsonb_build_object('user_id', gen_random_uuid(), 'claims', '{}'::jsonb))$$,
  '42501', null, 'calling the hook over the API is refused');

select * from finish();
rollback;
