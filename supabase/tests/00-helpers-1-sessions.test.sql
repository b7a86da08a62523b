-- Test helpers shared by every pgTAP file (docs/architecture.md#tests), part 1: test users and acting as
-- them. The 00-helpers files run first (file order) and COMMIT, so the later files — each
-- `begin; ... rollback;` — can use them, under `supabase test db` as under `npm run db:test`.
-- Everything lives in schema `tests`, which no API exposes.
begin;
create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;
-- Every helper, here and in the later 00-helpers files, may be called by the API roles the tests act as.
alter default privileges in schema tests grant execute on functions to anon, authenticated, service_role;

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

-- The claims GoTrue would sign for this user's completed sign-in now: GoTrue's standard claims passed
-- through the project's access token hook, exactly as the auth service calls it (docs/local-stack.md#auth).
-- `aal2` (with a `totp` amr entry) when the user has a verified factor, as after the sign-in's second
-- step; `p_aal` forces a level ('aal1': a password-only session of a user with a factor).
-- Drops any role the test switched to (it reads auth.users as the superuser).
create or replace function tests.claims_for(p_email text, p_aal text default null) returns jsonb
language plpgsql as $$
declare
  v_user auth.users;
  v_aal text;
begin
  reset role;
  select * into strict v_user from auth.users where email = lower(p_email);
  v_aal := coalesce(p_aal, case when exists (select 1 from auth.mfa_factors as f
                                             where f.user_id = v_user.id and f.status = 'verified')
                                then 'aal2' else 'aal1' end);
  return public.custom_access_token_hook(jsonb_build_object(
    'user_id', v_user.id,
    'authentication_method', 'password',
    'claims', jsonb_build_object(
      'aud', 'authenticated', 'exp', extract(epoch from now())::int + 3600, 'iat', extract(epoch from now())::int,
      'iss', 'http://127.0.0.1:54321/auth/v1', 'sub', v_user.id, 'email', v_user.email, 'phone', '',
      'app_metadata', v_user.raw_app_meta_data, 'user_metadata', v_user.raw_user_meta_data,
      'role', 'authenticated', 'aal', v_aal, 'amr', case v_aal when 'aal2'
        then jsonb_build_array(jsonb_build_object('method', 'totp'), jsonb_build_object('method', 'password'))
        else jsonb_build_array(jsonb_build_object('method', 'password')) end,
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

-- Signs in as this user (fresh token, hook claims included; `p_aal` as in tests.claims_for).
create or replace function tests.authenticate_as(p_email text, p_aal text default null) returns void
language plpgsql as $$
begin
  reset role;
  perform tests.authenticate_with(tests.claims_for(p_email, p_aal));
end
$$;

-- Gives the user a verified TOTP factor, so their sign-ins complete at aal2 (tests.claims_for).
create or replace function tests.add_totp_factor(p_email text) returns void
language plpgsql as $$
begin
  reset role;
  insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
  select gen_random_uuid(), id, 'Authenticator app', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP'
  from auth.users where email = lower(p_email);
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

select plan(1);
select has_function('tests', 'authenticate_as', array['text', 'text'], 'the session helpers are installed');
select * from finish();
commit;
