-- Test helpers, part 4: tenancy matrices as data (docs/architecture.md#tenancy). A matrix row is one
-- statement and the outcome each actor who tries it must get, so a table's who-may-do-what reads as one
-- VALUES list, each statement is written once however many actors try it, and every forbidden path is
-- one entry of it. Committed for the later files, as in 00-helpers-1-sessions.
begin;

-- Acts as one of the standard cast (tests.create_tenancy_fixtures) by short name: 'anon',
-- 'service_role', 'admin' (admin@guestregistry.app), 'removed' (the token saved before their
-- membership of A was deleted), or any other name as the user `<name>@test.local` ('staff_a',
-- 'staff_b', 'nohotel'). A user's name may end in ':aal1' or ':aal2' to force the session's level
-- ('admin:aal1': the admin after the password step only).
create or replace function tests.act_as(p_actor text) returns void
language plpgsql as $$
declare
  v_name text := split_part(p_actor, ':', 1);
  v_aal text := nullif(split_part(p_actor, ':', 2), '');
begin
  case v_name
    when 'anon' then perform tests.authenticate_as_anon();
    when 'service_role' then perform tests.authenticate_as_service_role();
    when 'admin' then perform tests.authenticate_as('admin@guestregistry.app', v_aal);
    when 'removed' then perform tests.authenticate_as_saved('removed@test.local');
    else perform tests.authenticate_as(v_name || '@test.local', v_aal);
  end case;
end
$$;

-- What a client gets from a statement run as the current role: 'error <SQLSTATE>' when it fails,
-- otherwise how many rows it read or changed as '<n> rows' ('1 row'); RLS hides rows silently, so
-- '0 rows' is how a denied read, update or delete looks.
create or replace function tests.outcome(p_sql text) returns text
language plpgsql as $$
declare
  v_rows int;
begin
  v_rows := tests.affected_rows(p_sql);
  return v_rows || case v_rows when 1 then ' row' else ' rows' end;
exception when others then
  return 'error ' || sqlstate;
end
$$;

-- One cell of a tenancy matrix, one pgTAP assertion: `p_actor` (a tests.act_as name) runs `p_sql`, and
-- its outcome (as tests.outcome: 'error 42501', '0 rows', '1 row', …) must be `p_expected`. The actor
-- acts only around the statement; the assertion and what follows run as the test's own session role.
create or replace function tests.check_access(p_actor text, p_sql text, p_expected text, p_description text)
returns text language plpgsql as $$
declare
  v_outcome text;
begin
  perform tests.act_as(p_actor);
  v_outcome := tests.outcome(p_sql);
  perform tests.clear_authentication();
  return is(v_outcome, p_expected, p_description);
end
$$;

-- How a matrix names an actor in its descriptions.
create or replace function tests.actor_label(p_actor text) returns text
language sql immutable as $$
  select case split_part(p_actor, ':', 1)
    when 'staff_a' then 'staff of A'
    when 'staff_b' then 'staff of B'
    when 'removed' then 'a removed member'
    when 'nohotel' then 'a user without a hotel'
    when 'admin' then 'the platform admin'
    when 'service_role' then 'the service role'
    else split_part(p_actor, ':', 1)
  end || case split_part(p_actor, ':', 2) when 'aal1' then ' (password step only)' when 'aal2' then ' (both steps)' else '' end
$$;

-- One row of a tenancy matrix: the statement `p_sql`, what it does in words (`p_action`, e.g. 'rename
-- hotel A'), and the outcome each actor who tries it must get, in the order they try, as a JSON object
-- (json keeps the order): '{"anon": "error 42501", "staff_b": "0 rows"}'. One assertion per actor,
-- described as '<actor> can|cannot <action> (<outcome>)' ("cannot" for an error or '0 rows').
create or replace function tests.check_access_row(p_sql text, p_action text, p_outcomes json)
returns setof text language plpgsql as $$
declare
  v record;
begin
  for v in select key, value from json_each_text(p_outcomes) with ordinality as o (key, value, n) order by n loop
    return next tests.check_access(v.key, p_sql, v.value, format('%s %s %s (%s)', tests.actor_label(v.key),
      case when v.value like 'error %' or v.value = '0 rows' then 'cannot' else 'can' end, p_action, v.value));
  end loop;
end
$$;

select plan(1);
select has_function('tests', 'check_access_row', array['text', 'text', 'json'],
  'the access matrix helpers are installed');
select * from finish();
commit;
