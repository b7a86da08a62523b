-- Test helpers shared by every pgTAP file (docs/architecture.md#tests). Runs first (file order) and COMMITS, so the
-- later files — each `begin; ... rollback;` — can use them, under `supabase test db` as under
-- `npm run db:test`. Everything lives in schema `tests`, which no API exposes.
begin;
create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Tokens remembered before a membership change (a removed member's still-valid JWT).
create table if not exists tests.saved_claims (email text primary key, claims jsonb not null);

-- Creates a confirmed email user the way GoTrue does; optionally a member of `hotel`.
-- Ends any authentication (it writes auth.users as the superuser).
create or replace function tests.create_user(p_email text, p_hotel uuid default null, p_role text default 'staff',
                                             p_user_metadata jsonb default '{}')
returns uuid language plpgsql as $$
declare
  v_id uuid := gen_random_uuid();
begin
  reset role;
  perform set_config('request.jwt.claims', '', true);
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                          confirmation_token, recovery_token, email_change_token_new, email_change)
  values ('00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', lower(p_email),
          extensions.crypt('test-password', extensions.gen_salt('bf', 4)), now(),
          '{"provider": "email", "providers": ["email"]}', p_user_metadata, now(), now(), '', '', '', '');
  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (v_id::text, v_id, jsonb_build_object('sub', v_id::text, 'email', lower(p_email)), 'email', now(), now());
  if p_hotel is not null then
    insert into public.hotel_members (user_id, hotel_id, email, role) values (v_id, p_hotel, lower(p_email), p_role);
  end if;
  return v_id;
end
$$;

-- The claims GoTrue would sign for this user now: GoTrue's standard claims passed through the
-- project's access token hook, exactly as the auth service calls it (docs/local-stack.md#auth).
-- Drops any role the test switched to (it reads auth.users as the superuser).
create or replace function tests.claims_for(p_email text) returns jsonb
language plpgsql as $$
declare
  v_user auth.users;
begin
  reset role;
  select * into strict v_user from auth.users where email = lower(p_email);
  return public.custom_access_token_hook(jsonb_build_object(
    'user_id', v_user.id,
    'authentication_method', 'password',
    'claims', jsonb_build_object(
      'aud', 'authenticated', 'exp', extract(epoch from now())::int + 3600, 'iat', extract(epoch from now())::int,
      'iss', 'http://127.0.0.1:54321/auth/v1', 'sub', v_user.id, 'email', v_user.email, 'phone', '',
      'app_metadata', v_user.raw_app_meta_data, 'user_metadata', v_user.raw_user_meta_data,
      'role', 'authenticated', 'aal', 'aal1', 'amr', jsonb_build_array(jsonb_build_object('method', 'password')),
      'session_id', gen_random_uuid(), 'is_anonymous', false))) -> 'claims';
end
$$;

-- Acts as a request with these verified claims, the way PostgREST does (docs/local-stack.md#rest):
-- role from the `role` claim, `request.jwt.claims` transaction-local.
create or replace function tests.authenticate_with(p_claims jsonb) returns void
language plpgsql as $$
begin
  reset role;
  perform set_config('request.jwt.claims', p_claims::text, true);
  perform set_config('role', coalesce(p_claims ->> 'role', 'anon'), true);
end
$$;

-- Signs in as this user (fresh token, hook claims included).
create or replace function tests.authenticate_as(p_email text) returns void
language plpgsql as $$
begin
  reset role;
  perform tests.authenticate_with(tests.claims_for(p_email));
end
$$;

create or replace function tests.authenticate_as_anon() returns void
language sql as $$ select tests.authenticate_with('{"role": "anon"}') $$;

create or replace function tests.authenticate_as_service_role() returns void
language sql as $$ select tests.authenticate_with('{"role": "service_role"}') $$;

-- Back to the test's superuser session, no claims.
create or replace function tests.clear_authentication() returns void
language plpgsql as $$
begin
  reset role;
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- Keeps the user's current token for later (tests.authenticate_as_saved).
create or replace function tests.save_token(p_email text) returns void
language plpgsql as $$
begin
  reset role;
  insert into tests.saved_claims values (lower(p_email), tests.claims_for(p_email))
  on conflict (email) do update set claims = excluded.claims;
end
$$;

create or replace function tests.authenticate_as_saved(p_email text) returns void
language plpgsql as $$
declare
  v_claims jsonb;
begin
  reset role;
  select claims into strict v_claims from tests.saved_claims where email = lower(p_email);
  perform tests.authenticate_with(v_claims);
end
$$;

-- A user's id by email, for test SQL running as roles that cannot read auth.users.
create or replace function tests.user_id(p_email text) returns uuid
language sql stable security definer set search_path = '' as $$
  select id from auth.users where email = lower(p_email)
$$;

-- Rows a query returns when run as a platform login role (e.g. supabase_auth_admin), which may not
-- see pgTAP's schema: the role is switched only around the query.
create or replace function tests.count_rows_as(p_role text, p_sql text) returns int
language plpgsql as $$
declare
  v_count int;
begin
  execute format('set local role %I', p_role);
  execute format('select count(*) from (%s) as q', p_sql) into v_count;
  reset role;
  return v_count;
end
$$;

-- `<SQLSTATE> <hint>` of the error a statement raises as the current role ('' when it succeeds): the
-- wire-level code and machine-readable hint a client receives (PostgREST passes both through).
create or replace function tests.error_code_and_hint(p_sql text) returns text
language plpgsql as $$
declare
  v_state text;
  v_hint text;
begin
  execute p_sql;
  return '';
exception when others then
  get stacked diagnostics v_state = returned_sqlstate, v_hint = pg_exception_hint;
  return v_state || ' ' || coalesce(v_hint, '');
end
$$;

-- Calls the access token hook exactly as GoTrue does: as supabase_auth_admin, whose search_path is
-- `auth` (docs/local-stack.md#auth). Where the test session may not assume that role (a non-superuser
-- `postgres` under `supabase test db`), the hook is called as the session user instead.
create or replace function tests.call_hook_as_auth_service(p_event jsonb) returns jsonb
language plpgsql as $$
declare
  v_result jsonb;
begin
  begin
    set local role supabase_auth_admin;
  exception when insufficient_privilege then
    raise notice 'calling the hook as %: cannot SET ROLE supabase_auth_admin', current_user;
  end;
  set local search_path = auth;
  execute 'select "public"."custom_access_token_hook"($1)' into v_result using p_event;
  reset role;
  reset search_path;
  return v_result;
end
$$;

-- Rows changed by a statement run as the current role (RLS hides rows silently: 0 means denied).
create or replace function tests.affected_rows(p_sql text) returns int
language plpgsql as $$
declare
  v_count int;
begin
  execute p_sql;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- The fixtures' ids by name, so tests say `tests.hotel_id('A')` instead of a UUID: hotels 'A' and
-- 'B'; users by the part of their email before '@test.local' (`tests.uid('staff_a')`).
create or replace function tests.hotel_id(p_name text) returns uuid
language plpgsql immutable as $$
begin
  case upper(p_name)
    when 'A' then return 'aaaaaaaa-0000-4000-8000-000000000001';
    when 'B' then return 'bbbbbbbb-0000-4000-8000-000000000001';
    else raise exception 'no fixture hotel named %', p_name;
  end case;
end
$$;

-- Guests by first name: the fixtures' ada, alan (hotel A) and grace (hotel B); pat and patrick are
-- the ids 45-guest-search gives the guests it adds to hotel A.
create or replace function tests.guest_id(p_name text) returns uuid
language plpgsql immutable as $$
begin
  case lower(p_name)
    when 'ada' then return 'aaaaaaaa-0000-4000-8000-00000000a101';
    when 'alan' then return 'aaaaaaaa-0000-4000-8000-00000000a102';
    when 'pat' then return 'aaaaaaaa-0000-4000-8000-00000000a103';
    when 'patrick' then return 'aaaaaaaa-0000-4000-8000-00000000a104';
    when 'grace' then return 'bbbbbbbb-0000-4000-8000-00000000b101';
    else raise exception 'no fixture guest named %', p_name;
  end case;
end
$$;

-- A fixture user's id by short name: `tests.uid('staff_a')` is staff_a@test.local's.
create or replace function tests.uid(p_name text) returns uuid
language sql stable security definer set search_path = '' as $$
  select id from auth.users where email = lower(p_name) || '@test.local'
$$;

-- The standard cast of the tenancy tests, named through the helpers above:
--   hotel A (Pro) with guests ada and alan, hotel B with guest grace;
--   staff_a@test.local, staff_b@test.local, nohotel@test.local, and removed@test.local whose
--   membership of A was deleted after their token was saved. admin@guestregistry.app is seeded.
create or replace function tests.create_tenancy_fixtures() returns void
language plpgsql as $$
begin
  reset role;
  insert into public.platform_admins values ('admin@guestregistry.app') on conflict do nothing;
  if not exists (select 1 from auth.users where email = 'admin@guestregistry.app') then
    perform tests.create_user('admin@guestregistry.app');
  end if;
  insert into public.hotels (id, name, address) values
    (tests.hotel_id('A'), 'Hotel A', '1 A Street'),
    (tests.hotel_id('B'), 'Hotel B', '2 B Street');
  update public.subscriptions set plan_id = 'pro' where hotel_id = tests.hotel_id('A');
  perform tests.create_user('staff_a@test.local', tests.hotel_id('A'), 'owner');
  perform tests.create_user('staff_b@test.local', tests.hotel_id('B'), 'owner');
  perform tests.create_user('nohotel@test.local');
  perform tests.create_user('removed@test.local', tests.hotel_id('A'));
  perform tests.save_token('removed@test.local');
  delete from public.hotel_members where email = 'removed@test.local';
  insert into public.guests (id, hotel_id, first_name, last_name, email, phone, check_in, attachments) values
    (tests.guest_id('ada'), tests.hotel_id('A'), 'Ada', 'Lovelace',
     'ada@example.com', '+44 20 1234', current_date, '{aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg}'),
    (tests.guest_id('alan'), tests.hotel_id('A'), 'Alan', 'Turing',
     'alan@example.com', '+44 20 5678', current_date - 2, '{}'),
    (tests.guest_id('grace'), tests.hotel_id('B'), 'Grace', 'Hopper',
     'grace@example.com', '+1 555 0100', current_date, '{}');
end
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

select plan(1);
select has_function('tests', 'authenticate_as', array['text'], 'the test helpers are installed');
select * from finish();
commit;
