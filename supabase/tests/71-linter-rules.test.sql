-- What Supabase's database linter checks, kept true by tests (https://supabase.com/docs/guides/database/database-linter):
-- every foreign key is covered by an index (unindexed_foreign_keys), and no table has two permissive
-- policies for the same role and action (multiple_permissive_policies).
begin;
select plan(4);

select is_empty($$select c.conrelid::regclass::text || ': ' || c.conname from pg_constraint as c
  where c.contype = 'f' and c.connamespace in ('public'::regnamespace, 'private'::regnamespace)
    and not exists (select 1 from pg_index as i where i.indrelid = c.conrelid
      and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] = c.conkey)$$,
  'every foreign key in public and private is covered by an index');
select has_index('public', 'guests', 'guests_created_by_idx', array['created_by'], 'guests are indexed by their creator');
select has_index('private', 'reporting_logins', 'reporting_logins_created_by_idx', array['created_by'],
  'reporting logins are indexed by their creator');

select is_empty($$select p.tablename || ' ' || action || ' ' || role from pg_policies as p,
    unnest(p.roles) as role,
    unnest(case when p.cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end) as action
  where p.schemaname = 'public' and p.permissive = 'PERMISSIVE'
  group by p.tablename, action, role having count(*) > 1$$,
  'no table in public has two permissive policies for one role and action');

select * from finish();
rollback;
