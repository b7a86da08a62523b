/**
 * Catalog queries and the renderer behind scripts/gen-types.ts. Output mirrors
 * `supabase gen types typescript --schema <api schemas>` (postgres-meta `typegen`): per schema,
 * tables with Row / Insert / Update / Relationships, views with Row (columns nullable), functions with
 * Args / Returns, and the Tables/TablesInsert/TablesUpdate helpers for `public`.
 */

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { parse } from 'smol-toml';

export interface ColumnInfo {
  schema: string;
  table: string;
  kind: 'table' | 'view';
  column: string;
  type: string;
  elem: string | null;
  nullable: boolean;
  optional: boolean;
  generated: boolean;
}
export interface ForeignKey {
  schema: string;
  name: string;
  table: string;
  columns: string[];
  ref: string;
  ref_columns: string[];
  one_to_one: boolean;
}
export interface FunctionInfo {
  schema: string;
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  defaults: number;
  returns: string;
  returns_set: boolean;
  returns_table: string | null;
}
export interface Catalog {
  columns: ColumnInfo[];
  foreignKeys: ForeignKey[];
  functions: FunctionInfo[];
}

/** Each query takes `$1 text[]`: the schemas to describe. */
export const CATALOG_QUERIES = {
  columns: `
    select n.nspname as schema, c.relname as table, case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
           a.attname as column, t.typname as type, e.typname as elem,
           not a.attnotnull as nullable,
           (not a.attnotnull or a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as optional,
           a.attgenerated <> '' as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
    where n.nspname = any ($1) and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
    order by n.nspname, c.relname, a.attname`,
  foreignKeys: `
    select n.nspname as schema, con.conname as name, c.relname as table, fc.relname as ref,
           array(select attname::text from pg_attribute where attrelid = con.conrelid and attnum = any (con.conkey) order by attname) as columns,
           array(select attname::text from pg_attribute where attrelid = con.confrelid and attnum = any (con.confkey) order by attname) as ref_columns,
           exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                   and (select array_agg(k order by k) from unnest(i.indkey::int2[]) k) = (select array_agg(k order by k) from unnest(con.conkey) k)) as one_to_one
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_class fc on fc.oid = con.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where con.contype = 'f' and n.nspname = any ($1) and fc.relnamespace = c.relnamespace
    order by n.nspname, c.relname, con.conname`,
  functions: `
    select n.nspname as schema, p.proname as name, p.proargnames as arg_names,
           array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
           p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
           format_type(p.prorettype, null) as returns, p.proretset as returns_set,
           (select rc.relname from pg_class rc where rc.reltype = p.prorettype and rc.relkind in ('r', 'p')) as returns_table
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = any ($1) and p.prokind = 'f'
      and p.prorettype <> 'trigger'::regtype and p.prorettype <> 'event_trigger'::regtype
    order by n.nspname, p.proname`,
} as const;

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  text: 'string',
  varchar: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  bpchar: 'string',
  name: 'string',
  integer: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'string',
};
const tsType = (type: string, elem: string | null) =>
  elem
    ? `${SCALARS[elem] ?? 'unknown'}[]`
    : type.endsWith('[]')
      ? `${SCALARS[type.slice(0, -2)] ?? 'unknown'}[]`
      : (SCALARS[type] ?? 'unknown');
const indent = (text: string, depth: number) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(depth) + line : line))
    .join('\n');
const block = (lines: string[]) =>
  lines.length ? `{\n${indent(lines.join('\n'), 2)}\n}` : '{\n  [_ in never]: never\n}';

function renderRelation(name: string, columns: ColumnInfo[], fks: ForeignKey[]): string {
  const field = (c: ColumnInfo, optional: boolean) =>
    `${c.column}${optional ? '?' : ''}: ${tsType(c.type, c.elem)}${c.nullable || c.kind === 'view' ? ' | null' : ''}`;
  const rels = fks.map(
    (fk) =>
      `{\n  foreignKeyName: "${fk.name}"\n  columns: [${fk.columns.map((c) => `"${c}"`).join(', ')}]\n  isOneToOne: ${fk.one_to_one}\n  referencedRelation: "${fk.ref}"\n  referencedColumns: [${fk.ref_columns.map((c) => `"${c}"`).join(', ')}]\n},`,
  );
  const parts = [`Row: ${block(columns.map((c) => field(c, false)))}`];
  if (columns[0]?.kind === 'table') {
    const writable = columns.filter((c) => !c.generated);
    parts.push(
      `Insert: ${block(writable.map((c) => field(c, c.optional)))}`,
      `Update: ${block(writable.map((c) => field(c, true)))}`,
    );
  }
  parts.push(`Relationships: [${rels.length ? `\n${indent(rels.join('\n'), 2)}\n` : ''}]`);
  return `${name}: {\n${indent(parts.join('\n'), 2)}\n}`;
}

function renderFunction(fn: FunctionInfo): string {
  const names = fn.arg_names ?? [];
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const args = fn.arg_types.map((type, i) => ({ type, name: names[i], mode: modes[i] }));
  const inputs = args.filter((a) => a.mode === 'i' || a.mode === 'b');
  // RETURNS TABLE columns are typed nullable: a limit of null means "unlimited" (plan_usage).
  const outputs = args.filter((a) => a.mode === 't' || a.mode === 'o');
  const argsType = inputs.length
    ? `{ ${inputs.map((a, i) => `${a.name}${i >= inputs.length - fn.defaults ? '?' : ''}: ${tsType(a.type, null)}`).join('; ')} }`
    : 'never';
  let returns: string;
  if (outputs.length) returns = `{ ${outputs.map((o) => `${o.name}: ${tsType(o.type, null)} | null`).join('; ')} }[]`;
  else if (fn.returns_table)
    returns = `Database["${fn.schema}"]["Tables"]["${fn.returns_table}"]["Row"]${fn.returns_set ? '[]' : ''}`;
  else returns = `${tsType(fn.returns, null)}${fn.returns_set ? '[]' : ''}`;
  return `${fn.name}: {\n  Args: ${argsType}\n  Returns: ${returns}\n}`;
}

function renderSchema(schema: string, catalog: Catalog): string {
  const columns = catalog.columns.filter((c) => c.schema === schema);
  const relations = (kind: ColumnInfo['kind']) =>
    [...new Set(columns.filter((c) => c.kind === kind).map((c) => c.table))].map((t) =>
      renderRelation(
        t,
        columns.filter((c) => c.table === t),
        catalog.foreignKeys.filter((fk) => fk.schema === schema && fk.table === t),
      ),
    );
  const functions = catalog.functions.filter((fn) => fn.schema === schema).map(renderFunction);
  return `${schema}: {\n${indent(
    [
      `Tables: ${block(relations('table'))}`,
      `Views: ${block(relations('view'))}`,
      `Functions: ${block(functions)}`,
      `Enums: ${block([])}`,
      `CompositeTypes: ${block([])}`,
    ].join('\n'),
    2,
  )}\n}`;
}

/** Renders the whole `database.types.ts` module for `schemas` (e.g. `['public', 'reporting']`). */
export function renderDatabaseTypes(catalog: Catalog, schemas: string[]): string {
  return `${HEADER}
export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12.2.3"
  }
${indent(schemas.map((schema) => renderSchema(schema, catalog)).join('\n'), 2)}
}
${HELPERS}`;
}

const HEADER = `// Generated by scripts/gen-types.ts from supabase/migrations (the shape of \`supabase gen types typescript\`).
// Do not edit by hand: run \`npm run gen:types\`.
export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]
`;

const HELPERS = `
type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Functions<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]
`;

/**
 * Reads the catalog of the schemas `supabase/config.toml` exposes (`[api] schemas`, as the CLI would
 * be given with --schema; graphql_public left out) and renders the module.
 * @param client superuser connection to a database with the migrations applied
 */
export async function generateDatabaseTypes(client: pg.Client, rootDir: string): Promise<string> {
  const config = parse(await readFile(join(rootDir, 'supabase/config.toml'), 'utf8')) as {
    api?: { schemas?: string[] };
  };
  const schemas = (config.api?.schemas ?? ['public']).filter((schema) => schema !== 'graphql_public');
  const catalog = {} as Catalog;
  for (const [key, sql] of Object.entries(CATALOG_QUERIES)) {
    (catalog as unknown as Record<string, unknown[]>)[key] = (await client.query(sql, [schemas])).rows;
  }
  return renderDatabaseTypes(catalog, schemas);
}
