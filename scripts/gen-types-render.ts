/**
 * Catalog queries and the renderer behind scripts/gen-types.ts. Output mirrors
 * `supabase gen types typescript` (postgres-meta `typegen`): per table Row / Insert / Update /
 * Relationships, functions with Args / Returns, and the Tables/TablesInsert/TablesUpdate helpers.
 */

export interface ColumnInfo { table: string; column: string; type: string; elem: string | null; nullable: boolean; optional: boolean; generated: boolean }
export interface ForeignKey { name: string; table: string; columns: string[]; ref: string; ref_columns: string[]; one_to_one: boolean }
export interface FunctionInfo { name: string; arg_names: string[] | null; arg_types: string[]; arg_modes: string[] | null; defaults: number; returns: string; returns_set: boolean; returns_table: string | null }
export interface Catalog { columns: ColumnInfo[]; foreignKeys: ForeignKey[]; functions: FunctionInfo[] }

export const CATALOG_QUERIES = {
  columns: `
    select c.relname as table, a.attname as column, t.typname as type, e.typname as elem,
           not a.attnotnull as nullable,
           (not a.attnotnull or a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as optional,
           a.attgenerated <> '' as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attname`,
  foreignKeys: `
    select con.conname as name, c.relname as table, fc.relname as ref,
           array(select attname::text from pg_attribute where attrelid = con.conrelid and attnum = any (con.conkey) order by attname) as columns,
           array(select attname::text from pg_attribute where attrelid = con.confrelid and attnum = any (con.confkey) order by attname) as ref_columns,
           exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                   and (select array_agg(k order by k) from unnest(i.indkey::int2[]) k) = (select array_agg(k order by k) from unnest(con.conkey) k)) as one_to_one
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_class fc on fc.oid = con.confrelid
    where con.contype = 'f' and c.relnamespace = 'public'::regnamespace and fc.relnamespace = 'public'::regnamespace
    order by c.relname, con.conname`,
  functions: `
    select p.proname as name, p.proargnames as arg_names,
           array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
           p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
           format_type(p.prorettype, null) as returns, p.proretset as returns_set,
           (select rc.relname from pg_class rc where rc.reltype = p.prorettype and rc.relkind in ('r', 'p')) as returns_table
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
      and p.prorettype <> 'trigger'::regtype and p.prorettype <> 'event_trigger'::regtype
    order by p.proname`,
} as const;

const SCALARS: Record<string, string> = {
  bool: 'boolean', int2: 'number', int4: 'number', int8: 'number', float4: 'number', float8: 'number',
  numeric: 'number', json: 'Json', jsonb: 'Json', text: 'string', varchar: 'string', uuid: 'string',
  date: 'string', time: 'string', timestamp: 'string', timestamptz: 'string', bpchar: 'string',
  integer: 'number', bigint: 'number', boolean: 'boolean', 'timestamp with time zone': 'string',
};
const tsType = (type: string, elem: string | null) =>
  elem ? `${SCALARS[elem] ?? 'unknown'}[]` : type.endsWith('[]') ? `${SCALARS[type.slice(0, -2)] ?? 'unknown'}[]` : SCALARS[type] ?? 'unknown';

const indent = (text: string, depth: number) => text.split('\n').map((line) => ' '.repeat(depth) + line).join('\n');

function renderTable(name: string, columns: ColumnInfo[], fks: ForeignKey[]): string {
  const row = columns.map((c) => `${c.column}: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`);
  const writable = columns.filter((c) => !c.generated);
  const insert = writable.map((c) => `${c.column}${c.optional ? '?' : ''}: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`);
  const update = writable.map((c) => `${c.column}?: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`);
  const rels = fks.map((fk) =>
    `{\n  foreignKeyName: "${fk.name}"\n  columns: [${fk.columns.map((c) => `"${c}"`).join(', ')}]\n  isOneToOne: ${fk.one_to_one}\n  referencedRelation: "${fk.ref}"\n  referencedColumns: [${fk.ref_columns.map((c) => `"${c}"`).join(', ')}]\n},`);
  return `${name}: {\n  Row: {\n${indent(row.join('\n'), 4)}\n  }\n  Insert: {\n${indent(insert.join('\n'), 4)}\n  }\n  Update: {\n${indent(update.join('\n'), 4)}\n  }\n  Relationships: [${rels.length ? `\n${indent(rels.join('\n'), 4)}\n  ` : ''}]\n}`;
}

function renderFunction(fn: FunctionInfo): string {
  const names = fn.arg_names ?? [];
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const inputs = fn.arg_types.map((type, i) => ({ type, name: names[i], mode: modes[i] })).filter((a) => a.mode === 'i' || a.mode === 'b');
  const outputs = fn.arg_types.map((type, i) => ({ type, name: names[i], mode: modes[i] })).filter((a) => a.mode === 't' || a.mode === 'o');
  const args = inputs.length
    ? `{ ${inputs.map((a, i) => `${a.name}${i >= inputs.length - fn.defaults ? '?' : ''}: ${tsType(a.type, null)}`).join('; ')} }`
    : 'never';
  let returns: string;
  if (outputs.length) returns = `{ ${outputs.map((o) => `${o.name}: ${tsType(o.type, null)}`).join('; ')} }[]`;
  else if (fn.returns_table) returns = `Database["public"]["Tables"]["${fn.returns_table}"]["Row"]${fn.returns_set ? '[]' : ''}`;
  else returns = `${tsType(fn.returns, null)}${fn.returns_set ? '[]' : ''}`;
  return `${fn.name}: {\n  Args: ${args}\n  Returns: ${returns}\n}`;
}

/** Renders the whole `database.types.ts` module. */
export function renderDatabaseTypes(catalog: Catalog): string {
  const tables = [...new Set(catalog.columns.map((c) => c.table))].sort();
  const tableBlocks = tables.map((t) => renderTable(t, catalog.columns.filter((c) => c.table === t), catalog.foreignKeys.filter((fk) => fk.table === t)));
  const functionBlocks = catalog.functions.map(renderFunction);
  return `${HEADER}
export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12.2.3"
  }
  public: {
    Tables: {
${indent(tableBlocks.join('\n'), 6)}
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
${indent(functionBlocks.join('\n'), 6)}
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
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
