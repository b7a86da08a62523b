-- auth.uid(), auth.role(), auth.email(), auth.jwt() exactly as GoTrue's migrations define them
-- (docs/local-stack.md#platform-sql; gotrue migrations 20220224000811_update_auth_functions.up.sql and
-- 20220531120530_add_auth_jwt_function.up.sql): the legacy per-claim setting wins when set,
-- otherwise the `request.jwt.claims` JSON that PostgREST (>= 9) sets.

set role supabase_auth_admin;

-- uid(), role() and email() differ only in the claim they read and the type they return, so one template
-- states them once; each function gets the body and comment GoTrue's migration gives it.
do $claims$
declare
  v record;
begin
  for v in select * from (values ('uid', 'sub', 'uuid'), ('role', 'role', 'text'), ('email', 'email', 'text'))
    as c (name, claim, type)
  loop
    execute format($sql$
create or replace function auth.%1$I() returns %3$s
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.%2$s', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> %2$L)
  )::%3$s
$$$sql$, v.name, v.claim, v.type);
    execute format('comment on function auth.%I() is %L', v.name,
                   format('Deprecated. Use auth.jwt() -> %L instead.', v.claim));
  end loop;
end
$claims$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

reset role;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role, postgres, supabase_storage_admin;
