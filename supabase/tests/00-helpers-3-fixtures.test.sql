-- Test helpers, part 3: the fixtures' ids by name and the standard cast of the tenancy tests.
-- Committed for the later files, as in 00-helpers-1-sessions.
begin;

-- The fixtures' ids by name, so tests say `tests.hotel_id('A')` instead of a UUID: hotels 'A' and
-- 'B'; guests by first name: the fixtures' ada, alan (hotel A) and grace (hotel B); pat and patrick
-- are the ids 45-guest-search gives the guests it adds to hotel A. An unknown name raises.
create or replace function tests.fixture_id(p_kind text, p_name text) returns uuid
language plpgsql immutable as $$
declare
  v_id uuid;
begin
  select id into v_id from (values
    ('hotel', 'a', 'aaaaaaaa-0000-4000-8000-000000000001'::uuid),
    ('hotel', 'b', 'bbbbbbbb-0000-4000-8000-000000000001'),
    ('guest', 'ada', 'aaaaaaaa-0000-4000-8000-00000000a101'),
    ('guest', 'alan', 'aaaaaaaa-0000-4000-8000-00000000a102'),
    ('guest', 'pat', 'aaaaaaaa-0000-4000-8000-00000000a103'),
    ('guest', 'patrick', 'aaaaaaaa-0000-4000-8000-00000000a104'),
    ('guest', 'grace', 'bbbbbbbb-0000-4000-8000-00000000b101')
  ) as f(kind, name, id) where kind = p_kind and name = lower(p_name);
  if v_id is null then
    raise exception 'no fixture % named %', p_kind, p_name;
  end if;
  return v_id;
end
$$;

create or replace function tests.hotel_id(p_name text) returns uuid
language sql immutable as $$ select tests.fixture_id('hotel', p_name) $$;

create or replace function tests.guest_id(p_name text) returns uuid
language sql immutable as $$ select tests.fixture_id('guest', p_name) $$;

-- A fixture user's id by short name: `tests.uid('staff_a')` is staff_a@test.local's.
create or replace function tests.uid(p_name text) returns uuid
language sql stable security definer set search_path = '' as $$
  select id from auth.users where email = lower(p_name) || '@test.local'
$$;

-- The standard cast of the tenancy tests, named through the helpers above:
--   hotel A (Pro) with guests ada and alan, hotel B with guest grace;
--   staff_a@test.local, staff_b@test.local, nohotel@test.local, and removed@test.local whose
--   membership of A was deleted after their token was saved. admin@guestregistry.app is seeded, with a
--   verified TOTP factor.
create or replace function tests.create_tenancy_fixtures() returns void
language plpgsql as $$
begin
  reset role;
  insert into public.platform_admins values ('admin@guestregistry.app') on conflict do nothing;
  if not exists (select 1 from auth.users where email = 'admin@guestregistry.app') then
    perform tests.create_user('admin@guestregistry.app');
  end if;
  -- The admin signs in with both steps (docs/product.md#two-step-sign-in).
  if not exists (select 1 from auth.mfa_factors as f join auth.users as u on u.id = f.user_id
                 where u.email = 'admin@guestregistry.app' and f.status = 'verified') then
    perform tests.add_totp_factor('admin@guestregistry.app');
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

-- A hotel A big enough for several export pages: Enterprise (no monthly guest limit) and p_count
-- guests named p_first_name 'Walker <i>', registered i seconds ago (Walker 1 newest), checked in
-- today or one or two days ago; their ids end in i, zero-padded.
create or replace function tests.add_walkers(p_first_name text, p_count integer) returns void
language sql as $$
  update public.subscriptions set plan_id = 'enterprise' where hotel_id = tests.hotel_id('A');
  insert into public.guests (id, hotel_id, first_name, last_name, check_in, registered_at, created_from)
  select ('aaaaaaaa-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, tests.hotel_id('A'), p_first_name,
         'Walker ' || i, current_date - (i % 3), now() - make_interval(secs => i), 'webapp'
  from generate_series(1, p_count) as i;
$$;

-- The stay of a fixture guest, by first name ('ada' → the id of Ada's stay), read past RLS so any actor's
-- statement can name it (docs/architecture.md#stays).
create or replace function tests.stay_of(p_guest text) returns uuid
language sql stable security definer set search_path = '' as $$
  select g.stay_id from public.guests as g where g.id = tests.guest_id(p_guest)
$$;

select plan(1);
select has_function('tests', 'create_tenancy_fixtures', array[]::name[], 'the fixtures are installed');
select * from finish();
commit;
