-- Test helpers, part 2: running a statement as a role and reading what a client would see (rows, errors,
-- the access token hook's answer). Committed for the later files, as in 00-helpers-1-sessions.
begin;

-- Rows a query returns when run as a platform login role (e.g. supabase_auth_admin), which may not
-- see pgTAP's schema: the role is switched only around the query.
create or replace function tests.count_rows_as(p_role text, p_sql text, out seen int)
language plpgsql as $$
begin
  execute format('set local role %I', p_role);
  execute format('select count(*) from (%s) as q', p_sql) into seen;
  reset role;
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
create or replace function tests.call_hook_as_auth_service(p_event jsonb, out result jsonb)
language plpgsql as $$
begin
  begin
    set local role supabase_auth_admin;
  exception when insufficient_privilege then
    raise notice 'calling the hook as %: cannot SET ROLE supabase_auth_admin', current_user;
  end;
  set local search_path = auth;
  execute 'select "public"."custom_access_token_hook"($1)' into result using p_event;
  reset role;
  reset search_path;
end
$$;

-- Rows changed by a statement run as the current role (RLS hides rows silently: 0 means denied).
create or replace function tests.affected_rows(p_sql text, out affected int)
language plpgsql as $$
begin
  execute p_sql;
  get diagnostics affected = row_count;
end
$$;

-- The SQL of an insert of one guest of fixture hotel A with these columns and SQL literal values,
-- for throws_ok/lives_ok: `tests.guest_insert('first_name, room', $$'Ada', '12'$$)`.
create or replace function tests.guest_insert(p_columns text, p_values text) returns text
language sql immutable as $$
  select format('insert into public.guests (hotel_id, %s) values (''aaaaaaaa-0000-4000-8000-000000000001'', %s)',
                p_columns, p_values)
$$;

-- The error message PostgreSQL gives when a row of `p_table` breaks check constraint `p_constraint`,
-- for throws_ok: `tests.check_violation('guests', 'guests_email_format')`.
create or replace function tests.check_violation(p_table text, p_constraint text) returns text
language sql immutable as $$
  select format('new row for relation "%s" violates check constraint "%s"', p_table, p_constraint)
$$;

-- A pgTAP test that inserting this guest of fixture hotel A (as `tests.guest_insert`) breaks
-- check constraint `p_constraint` of `guests`:
-- `tests.guest_refused('first_name, sex', $$'Q', 'Q'$$, 'guests_sex_icao', 'sex is F, M or X')`.
create or replace function tests.guest_refused(p_columns text, p_values text, p_constraint text, p_description text)
returns text
language sql as $$
  select throws_ok(tests.guest_insert(p_columns, p_values), '23514', tests.check_violation('guests', p_constraint),
                   p_description)
$$;

-- Changes one traveller value of a check-in declaration behind the triggers' back (as someone with
-- database access could), for the integrity checks: `tests.tamper_declaration(stay, '{0,first_name}', '"Lana"')`.
-- Call it with no role assumed (tests.clear_authentication()).
create or replace function tests.tamper_declaration(p_stay_id uuid, p_path text[], p_value jsonb) returns void
language plpgsql as $$
begin
  perform set_config('session_replication_role', 'replica', true);
  update public.checkin_declarations set travellers = jsonb_set(travellers, p_path, p_value) where stay_id = p_stay_id;
  perform set_config('session_replication_role', 'origin', true);
end
$$;

-- The SQL of an insert of a `passports` object of fixture hotel A (`p_file` after the hotel folder)
-- whose metadata carries this MIME type and size in bytes, as Storage writes it.
create or replace function tests.passport_insert(p_file text, p_mimetype text, p_size bigint) returns text
language sql immutable as $$
  select format('insert into storage.objects (bucket_id, name, metadata) values (''passports'', %L, %L)',
                'aaaaaaaa-0000-4000-8000-000000000001/' || p_file,
                jsonb_build_object('mimetype', p_mimetype, 'size', p_size)::text)
$$;

select plan(1);
select has_function('tests', 'error_code_and_hint', array['text'], 'the statement helpers are installed');
select * from finish();
commit;
