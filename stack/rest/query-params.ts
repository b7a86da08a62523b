/**
 * Turns a request's query string into PostgREST's request model (pgrst `ApiRequest/QueryParams.hs`):
 * select tree, filters and logic trees per embed path, order/limit/offset per path,
 * `on_conflict` and `columns`. Keys prefixed with an embed path (`hotels.name`, `guests.order`)
 * apply to that embedded resource.
 */
import { badQueryParam } from './errors.ts';
import { parseFilter, parseLogic, parseOrder, type Condition, type OrderTerm } from './filter-parser.ts';
import { parseField, splitTopLevel, unquote } from './grammar.ts';
import { parseSelect, type SelectItem } from './select-parser.ts';

/** Per embed path (`''` = the root, `hotels`, `hotels.owner`): what the request asks of it. */
export interface PathOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryParams {
  select: SelectItem[];
  paths: Map<string, PathOptions>;
  onConflict?: string[];
  columns?: string[];
  /** For `GET /rpc/fn`: parameters whose names are function arguments, taken out of the filters. */
  rpcArgs: Record<string, string>;
}

/** Options for the root path (`''`), created when missing. */
export function pathOptions(params: QueryParams, path: string): PathOptions {
  let options = params.paths.get(path);
  if (!options) params.paths.set(path, (options = { conditions: [], order: [] }));
  return options;
}

/**
 * @param search the URL's query parameters (repeated keys are kept and ANDed)
 * @param isRpcArg for GET/HEAD rpc: tells which parameters are function arguments
 * @throws PgrstError PGRST100 for any parameter that does not parse
 */
export function parseQueryParams(
  search: URLSearchParams,
  isRpcArg: (key: string, value: string) => boolean = () => false,
): QueryParams {
  const params: QueryParams = { select: [{ kind: 'star' }], paths: new Map(), rpcArgs: {} };
  pathOptions(params, '');
  for (const [key, value] of search) {
    if (key === 'select') params.select = parseSelect(value);
    else if (key === 'columns') params.columns = parseNameList('columns', value);
    else if (key === 'on_conflict') params.onConflict = parseNameList('on_conflict', value);
    else if (isRpcArg(key, value)) params.rpcArgs[key] = value;
    else addPathParam(params, key, value);
  }
  return params;
}

function addPathParam(params: QueryParams, key: string, value: string): void {
  const segments = key.split('.');
  const last = segments.pop()!;
  if (last === 'or' || last === 'and') {
    const negated = segments[segments.length - 1] === 'not';
    if (negated) segments.pop();
    pathOptions(params, segments.join('.')).conditions.push(parseLogic(last, negated, value));
    return;
  }
  const options = () => pathOptions(params, segments.join('.'));
  if (last === 'order') options().order.push(...parseOrder(value));
  else if (last === 'limit') options().limit = parseCount('limit', value);
  else if (last === 'offset') options().offset = parseCount('offset', value);
  else {
    let field;
    try {
      field = parseField(last);
    } catch (error) {
      throw badQueryParam('filter', key, (error as Error).message);
    }
    options().conditions.push(parseFilter(field, value));
  }
}

function parseCount(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw badQueryParam(name, value, `unexpected "${value}" expecting a non-negative integer`);
  return Number(value);
}

/** `"a","b"` or `a,b` → `['a','b']` (postgrest-js double-quotes each name of `columns`). */
function parseNameList(name: string, value: string): string[] {
  try {
    return splitTopLevel(value)
      .map((item) => unquote(item.trim()))
      .filter(Boolean);
  } catch (error) {
    throw badQueryParam(name, value, (error as Error).message);
  }
}
