/**
 * Function calls for `/rpc/<fn>` (pgrst `Plan/CallPlan.hs`, `Query/QueryBuilder.hs` `callPlanToQuery`):
 * overload resolution by argument names, and the call expression. Arguments arrive as ONE bound
 * JSON object unpacked by `json_to_record` with the parameter types from the catalog, so Postgres
 * does every conversion, as PostgREST does.
 */
import type { RoutineInfo } from './catalog.ts';
import { PgrstError } from './errors.ts';
import { ident, qualified, type SqlParams } from './sql.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

export interface ResolvedCall {
  routine: RoutineInfo;
  /** Named arguments to pass; for a single unnamed json parameter, the whole body under key `''`. */
  args: Record<string, unknown>;
}

/**
 * Picks the overload whose parameters match the given argument names (all required ones present,
 * no unknown ones), or a single json/jsonb parameter that takes the whole body.
 * @throws PgrstError PGRST202 (404) none matches, PGRST203 (300) several do
 */
export function resolveCall(
  routines: RoutineInfo[],
  schema: string,
  name: string,
  args: Record<string, unknown>,
  singleObject: boolean,
): ResolvedCall {
  const keys = Object.keys(args);
  const single = routines.filter(
    (r) => r.args.length === 1 && JSON_TYPES.has(r.args[0].typname) && (singleObject || r.args[0].name === ''),
  );
  if (single.length === 1 && (singleObject || !routines.some((r) => matches(r, keys)))) {
    return { routine: single[0], args: { [single[0].args[0].name]: args } };
  }
  const candidates = routines.filter((r) => matches(r, keys));
  if (candidates.length === 1) return { routine: candidates[0], args };
  const fn = `${schema}.${name}`;
  if (candidates.length > 1) {
    const list = candidates.map((r) => `${fn}(${r.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ');
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const params = keys.length ? `(${keys.join(', ')})` : ' without parameters';
  const searched = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters';
  throw new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${params} in the schema cache`,
    `Searched for the function ${fn}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

function matches(routine: RoutineInfo, keys: string[]): boolean {
  const names = new Set(routine.args.map((a) => a.name));
  return keys.every((k) => names.has(k)) && routine.args.every((a) => a.hasDefault || keys.includes(a.name));
}

/**
 * The call as a FROM item / expression: `"s"."fn"("a" := pgrst_args."a")`, plus the FROM clause
 * that defines `pgrst_args` (empty when there are no arguments).
 */
export function renderCall(call: ResolvedCall, sql: SqlParams): { expr: string; argsFrom: string } {
  const fn = qualified(call.routine.schema, call.routine.name);
  const passed = call.routine.args.filter((a) => a.name in call.args);
  if (!passed.length) return { expr: `${fn}()`, argsFrom: '' };
  const unnamed = passed.length === 1 && passed[0].name === '';
  const argColumn = (i: number) => (unnamed ? 'pgrst_arg' : passed[i].name);
  const definitions = passed.map((a, i) => `${ident(argColumn(i))} ${a.type}`).join(', ');
  const payload = unnamed ? { pgrst_arg: call.args[''] } : call.args;
  const argsFrom = `json_to_record(${sql.bind(JSON.stringify(payload))}::json) as pgrst_args(${definitions})`;
  const list = passed.map((a, i) =>
    unnamed ? `pgrst_args.${ident(argColumn(i))}` : `${ident(a.name)} := pgrst_args.${ident(a.name)}`,
  );
  return { expr: `${fn}(${list.join(', ')})`, argsFrom };
}
