/**
 * Function calls for `/rpc/<fn>` (pgrst `Plan.hs` `findProc`, `Query/QueryBuilder.hs` `callPlanToQuery`):
 * overload resolution by argument names, and the call expression. Named arguments arrive as ONE
 * bound JSON object unpacked by `json_to_record` with the parameter types from the catalog, so
 * Postgres does every conversion, as PostgREST does; a raw body goes to a single unnamed parameter.
 */
import type { RoutineInfo } from './catalog-types.ts';
import { PgrstError } from './errors.ts';
import { rpcNotFoundHint } from './rpc-hint.ts';
import { ident, qualified, type SqlParams } from './sql.ts';

/** What the request body is, from its `Content-Type` (POST) — `json` for GET query-string arguments too. */
export type BodyKind = 'json' | 'text' | 'xml' | 'bytea';

/** The single unnamed parameter type each body kind can fill (pgrst `hasSingleUnnamedParam`). */
const SINGLE_TYPES: Record<BodyKind, readonly string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

export interface CallInput {
  /** Named arguments (JSON body or query string); empty for a raw body. */
  args: Record<string, unknown>;
  kind: BodyKind;
  /** POST (a body may fill a single unnamed parameter) rather than GET/HEAD. */
  isPost: boolean;
  /** `Prefer: params=single-object`: the JSON body is the single json parameter, named or not. */
  singleObject: boolean;
  /** The raw body for text/xml/bytea calls. */
  raw?: string | Uint8Array;
}

export interface ResolvedCall {
  routine: RoutineInfo;
  /** Named arguments to pass; for a single unnamed json parameter, the whole body under key `''`. */
  args: Record<string, unknown>;
  /** A raw body bound straight to the single parameter (text, xml, bytea). */
  raw?: string | Uint8Array;
}

/**
 * Picks the overload whose parameters match the given argument names (all required ones present,
 * no unknown ones), else the one whose single unnamed parameter takes the whole body.
 * @param all names of every function of the schema, for the "Perhaps you meant" hint
 * @throws PgrstError PGRST202 (404) none matches, PGRST203 (300) several do
 */
export function resolveCall(
  routines: RoutineInfo[],
  schema: string,
  name: string,
  input: CallInput,
  all: string[] = [],
): ResolvedCall {
  const keys = Object.keys(input.args).sort();
  const rawBody = input.kind !== 'json';
  const matching = rawBody ? [] : routines.filter((r) => matches(r, keys));
  const single = input.isPost ? routines.filter((r) => takesWholeBody(r, input)) : [];
  const fn = `${schema}.${name}`;
  if (matching.length > 1 || (!matching.length && single.length > 1)) {
    const list = (matching.length ? matching : single)
      .map((r) => `${fn}(${r.args.map((a) => `${a.name} => ${a.typname}`).join(', ')})`)
      .join(', ');
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (input.singleObject && single.length === 1)
    return { routine: single[0], args: { [single[0].args[0].name]: input.args } };
  if (matching.length === 1) return { routine: matching[0], args: input.args };
  if (single.length === 1) {
    const routine = single[0];
    return rawBody ? { routine, args: {}, raw: input.raw ?? '' } : { routine, args: { '': input.args } };
  }
  throw notFound(fn, keys, input, rawBody ? null : rpcNotFoundHint(schema, name, keys, all, routines));
}

function notFound(fn: string, keys: string[], input: CallInput, hint: string | null): PgrstError {
  const params = keys.length ? `(${keys.join(', ')})` : ' without parameters';
  const named = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters';
  const searched =
    input.kind !== 'json'
      ? ` with a single unnamed ${input.kind} parameter`
      : input.isPost
        ? `${named} or with a single unnamed json/jsonb parameter`
        : named;
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${input.kind !== 'json' ? '' : params} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    hint,
  );
}

function takesWholeBody(routine: RoutineInfo, input: CallInput): boolean {
  if (routine.args.length !== 1 || !SINGLE_TYPES[input.kind].includes(routine.args[0].typname)) return false;
  return routine.args[0].name === '' || (input.singleObject && input.kind === 'json');
}

function matches(routine: RoutineInfo, keys: string[]): boolean {
  const names = new Set(routine.args.map((a) => a.name));
  return keys.every((k) => names.has(k)) && routine.args.every((a) => a.hasDefault || keys.includes(a.name));
}

/**
 * The call as a FROM item / expression: `"s"."fn"("a" := pgrst_args."a")`, plus the FROM clause
 * that defines `pgrst_args` (empty when there are no arguments or the body is passed raw).
 */
export function renderCall(call: ResolvedCall, sql: SqlParams): { expr: string; argsFrom: string } {
  const fn = qualified(call.routine.schema, call.routine.name);
  if (call.raw !== undefined) {
    const raw = typeof call.raw === 'string' ? call.raw : Buffer.from(call.raw);
    return { expr: `${fn}(${sql.bind(raw)}::${call.routine.args[0].type})`, argsFrom: '' };
  }
  const passed = call.routine.args.filter((a) => a.name in call.args);
  if (!passed.length) return { expr: `${fn}()`, argsFrom: '' };
  const unnamed = passed.length === 1 && passed[0].name === '';
  const argColumn = (i: number) => (unnamed ? 'pgrst_arg' : passed[i].name);
  const definitions = passed.map((a, i) => `${ident(argColumn(i))} ${a.type}`).join(', ');
  const payload = unnamed ? { pgrst_arg: call.args[''] } : call.args;
  const argsFrom = `json_to_record(${sql.bind(JSON.stringify(payload))}::json) as pgrst_args(${definitions})`;
  const list = passed.map((a, i) =>
    unnamed
      ? `pgrst_args.${ident(argColumn(i))}`
      : `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := pgrst_args.${ident(a.name)}`,
  );
  return { expr: `${fn}(${list.join(', ')})`, argsFrom };
}
