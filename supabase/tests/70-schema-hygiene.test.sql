-- Structural rules that keep tenancy from regressing when someone adds a table or a function
-- (docs/architecture.md#tenancy, docs/architecture.md#database).
begin;
select plan(17);

select is_empty($$select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
  and not c.relrowsecurity$$, 'RLS is enabled on every table in public');
select is_empty($$select tablename || ': ' || policyname from pg_policies
  where schemaname in ('public', 'storage', 'realtime') and 'public' = any (roles)$$, 'every policy names its roles (no TO public)');
select is_empty($$select tablename || ': ' || policyname from pg_policies where schemaname in ('public', 'storage', 'realtime')
  and (coalesce(qual, '') || coalesce(with_check, '')) ~ '(?<!SELECT )(?<!SELECT \()(private\.current_hotel_id|private\.is_platform_admin|auth\.uid|auth\.jwt)\(\)'$$,
  'policies call their helpers through a sub-select (once per statement, not per row)');
select is_empty($$select p.proname from pg_proc p join pg_language l on l.oid = p.prolang
  where p.oid in ('private.current_hotel_id()'::regprocedure, 'private.is_platform_admin()'::regprocedure,
                  'private.reporting_hotel_id()'::regprocedure) and l.lanname <> 'plpgsql'$$,
  'the tenancy lookups are PL/pgSQL, whose plans last the connection (a security definer SQL function is planned at every call)');
select is_empty($$select p.oid::regprocedure::text from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prosecdef$$,
  'no security definer function in the exposed schema');
select is_empty($$select p.oid::regprocedure::text from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
  and not exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%')$$,
  'every public and private function pins its search_path');
select is_empty($$select p.oid::regprocedure::text from pg_proc p where p.pronamespace = 'private'::regnamespace
  and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('public', p.oid, 'execute'))$$,
  'anon (and public) cannot execute any private helper');
select is_empty($$select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
  and has_table_privilege('anon', c.oid, 'select') and c.relname <> 'plans'$$, 'anon can read no table but the price list');
select ok(not has_schema_privilege('anon', 'private', 'usage'), 'anon cannot even look into schema private');
select is_empty($$select tablename from pg_publication_tables where pubname = 'supabase_realtime'$$,
  'no table is published to postgres_changes (the guest list uses private Broadcast; docs/architecture.md#realtime)');
select ok((select relrowsecurity from pg_class where oid = 'realtime.messages'::regclass),
  'RLS is enabled on realtime.messages (Realtime Authorization)');

select has_index('public', 'guests', 'guests_hotel_id_registered_at_idx', array['hotel_id', 'registered_at'],
  'the guest list index: hotel, newest first');
select has_index('public', 'guests', 'guests_hotel_id_check_in_idx', array['hotel_id', 'check_in'],
  'the check-in date filter index');
select is((select count(*)::int from pg_indexes where schemaname = 'public' and tablename = 'guests' and indexdef like '%gin_trgm_ops%'),
  4, 'trigram indexes for search on first name, last name, email and phone');
select has_index('public', 'hotel_members', 'hotel_members_hotel_id_idx', 'memberships are indexed by hotel (policy column)');
select ok((select count(*) from pg_policies where schemaname = 'storage' and tablename = 'objects'
  and (coalesce(qual, '') || coalesce(with_check, '')) like '%foldername%') = 2,
  'uploads of passport images and reads of registration cards (staff''s only direct access, docs/product.md#data-protection) are keyed on the first folder');
select function_privs_are('public', 'check_out_guest', array['uuid'], 'authenticated', array['EXECUTE'],
  'signed-in users can call check_out_guest');

select * from finish();
rollback;
