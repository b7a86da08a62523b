/**
 * Turns a row of FUNCTIONS_SQL into the schema cache's view of a function (pgrst
 * `SchemaCache/Routine.hs`): input arguments with trailing defaults, and the result shape —
 * void, scalar, or composite (a table's row type, or `returns table(...)` OUT columns).
 */
import type { Column, FunctionArg, Relation, RoutineInfo } from './catalog-types.ts';

const key = (schema: string, name: string) => `${schema}.${name}`;

/** A row of FUNCTIONS_SQL: one function with its arguments (pg_proc) and result type (pg_type). */
export interface FunctionRow {
  schema: string;
  name: string;
  arg_names: string[];
  arg_types: string[];
  arg_typnames: string[] | null;
  arg_modes: string[];
  /** How many trailing input arguments have defaults (pronargdefaults). */
  defaults: number;
  volatility: RoutineInfo['volatility'];
  returns_set: boolean;
  ret_typname: string;
  ret_typtype: string;
  ret_rel_schema: string | null;
  ret_rel_name: string | null;
  /** Planner's row estimate (`ROWS n`; 1 marks a set-returning function as to-one). */
  rows: number;
  /** The table/view whose row type is the only argument (computed fields and relationships). */
  row_arg: { schema: string; name: string } | null;
}

/** Builds a routine from a FUNCTIONS_SQL row: splits in/out arguments, marks trailing defaults. */
export function toRoutine(row: FunctionRow, relations: Map<string, Relation>): RoutineInfo {
  const names = row.arg_names;
  const types = row.arg_types;
  const typnames = row.arg_typnames ?? [];
  const modes = row.arg_modes.length ? row.arg_modes : types.map(() => 'i');
  const inputs: FunctionArg[] = [];
  const outputs = new Map<string, Column>();
  types.forEach((type, i) => {
    const name = names[i] ?? '';
    if (['i', 'b', 'v'].includes(modes[i]))
      inputs.push({ name, type, typname: typnames[i], hasDefault: false, variadic: modes[i] === 'v' });
    if (['o', 'b', 't'].includes(modes[i]))
      outputs.set(name, { name, type, typname: typnames[i], category: '', default: null });
  });
  inputs.slice(inputs.length - row.defaults).forEach((arg) => (arg.hasDefault = true));
  const routine: RoutineInfo = {
    schema: row.schema,
    name: row.name,
    volatility: row.volatility,
    returnsSet: row.returns_set,
    args: inputs,
    returns: row.ret_typname === 'void' ? 'void' : 'scalar',
    rows: row.rows,
  };
  if (row.row_arg) routine.rowArg = row.row_arg;
  if (row.ret_typtype === 'c' && row.ret_rel_name) {
    const table = relations.get(key(row.ret_rel_schema ?? '', row.ret_rel_name));
    if (table) Object.assign(routine, { returns: 'composite', result: { ...table, isTable: true } });
  } else if (row.ret_typname === 'record' && outputs.size) {
    Object.assign(routine, {
      returns: 'composite',
      result: { schema: row.schema, name: row.name, columns: outputs, pk: [], isTable: false },
    });
  }
  return routine;
}

/** Single unnamed parameter types PostgREST can fill from a request body. */
const BODY_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/**
 * Whether PostgREST's schema cache keeps the function as callable: every input parameter is named,
 * or there is exactly one, unnamed, of a type a whole body can fill (json, jsonb, text, xml, bytea).
 */
export function isCallable(routine: RoutineInfo): boolean {
  if (routine.args.every((arg) => arg.name !== '')) return true;
  return routine.args.length === 1 && BODY_TYPES.has(routine.args[0].typname);
}
