/**
 * Catalog queries behind the REST schema cache (what pgrst `SchemaCache.hs` reads): tables and
 * views with their columns and primary keys, foreign keys, and functions with their arguments.
 * Each takes the exposed schemas as `$1` (text[]).
 */
import type { ForeignKey } from './catalog-types.ts';

/** Tables, views, materialized views, foreign and partitioned tables with ordered columns. */
export const RELATIONS_SQL = `
select n.nspname as schema, c.relname as name, c.relkind as kind,
  coalesce((select json_agg(json_build_object(
      'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'typname', t.typname,
      'category', t.typcategory, 'default', pg_get_expr(d.adbin, d.adrelid)) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select array_agg(a.attname::text order by k.ord) from pg_constraint pc
    cross join unnest(pc.conkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = pc.conrelid and a.attnum = k.attnum
    where pc.conrelid = c.oid and pc.contype = 'p'), '{}') as pk
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

/** A row of FOREIGN_KEYS_SQL (snake_case as selected). */
export interface ForeignKeyRow {
  name: string;
  schema: string;
  table: string;
  ref_schema: string;
  ref_table: string;
  columns: string[];
  ref_columns: string[];
  is_unique: boolean;
}

/** A FOREIGN_KEYS_SQL row in the cache's shape. */
export const toForeignKey = (row: ForeignKeyRow): ForeignKey => ({
  name: row.name,
  schema: row.schema,
  table: row.table,
  refSchema: row.ref_schema,
  refTable: row.ref_table,
  columns: row.columns,
  refColumns: row.ref_columns,
  isUnique: row.is_unique,
});

/** Foreign keys touching the exposed schemas, with ordered column pairs and whether they are unique. */
export const FOREIGN_KEYS_SQL = `
select con.conname as name, ns.nspname as schema, cl.relname as table, fns.nspname as ref_schema, fcl.relname as ref_table,
  (select array_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
  (select array_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns,
  exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
     and u.conkey @> con.conkey and u.conkey <@ con.conkey) as is_unique
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
join pg_class fcl on fcl.oid = con.confrelid join pg_namespace fns on fns.oid = fcl.relnamespace
where con.contype = 'f' and ns.nspname not in ('pg_catalog', 'information_schema')`;

/**
 * Which base-table column each view column shows (pgrst `SchemaCache.hs` view key dependencies):
 * the `resorigtbl`/`resorigcol` of the view's target entries, read from its rewrite rule.
 * A name may appear more than once (sub-queries); the cache drops names with several origins.
 */
export const VIEW_COLUMNS_SQL = `
select vn.nspname as view_schema, v.relname as view_name, m[1] as view_column,
  tn.nspname as table_schema, t.relname as table_name, a.attname as table_column
from pg_class v join pg_namespace vn on vn.oid = v.relnamespace
join pg_rewrite r on r.ev_class = v.oid and r.rulename = '_RETURN'
cross join lateral regexp_matches(r.ev_action::text,
  ':resname ([^ ]+) :ressortgroupref [0-9]+ :resorigtbl ([0-9]+) :resorigcol ([0-9]+)', 'g') m
join pg_class t on t.oid = m[2]::oid join pg_namespace tn on tn.oid = t.relnamespace
join pg_attribute a on a.attrelid = t.oid and a.attnum = m[3]::int2
where v.relkind in ('v', 'm') and vn.nspname = any($1) and m[2] <> '0'`;

/** Plain functions (not procedures/aggregates) with argument names, modes, types and return shape. */
export const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
  rt.typname as ret_typname, rt.typtype as ret_typtype, format_type(p.prorettype, null) as ret_type,
  rn.nspname as ret_rel_schema, rc.relname as ret_rel_name,
  coalesce(p.proargnames, '{}') as arg_names, coalesce(p.proargmodes::text[], '{}') as arg_modes,
  coalesce((select array_agg(format_type(x, null) order by o)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)), '{}') as arg_types,
  (select array_agg(t.typname::text order by o) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)
    join pg_type t on t.oid = u.x) as arg_typnames,
  p.pronargdefaults as defaults, p.prorows::float8 as rows,
  (select json_build_object('schema', an.nspname, 'name', ac.relname)
     from pg_type at join pg_class ac on ac.oid = at.typrelid join pg_namespace an on an.oid = ac.relnamespace
     where p.pronargs = 1 and at.oid = p.proargtypes[0] and at.typtype = 'c') as row_arg
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid and rt.typtype = 'c'
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = any($1) and p.prokind = 'f'`;

/** Per-role settings (`ALTER ROLE ... SET`), which PostgREST applies in each transaction. */
export const ROLE_SETTINGS_SQL = `
select r.rolname as role, s.setconfig as settings
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`;
