/**
 * Parsers of PostgREST's filters (`col=[not.]op[(any|all|lang)].value`), logic trees
 * (`or=(a.eq.1,and(b.gt.2,c.is.null))`) and `order` (pgrst `ApiRequest/QueryParams.hs`;
 * docs/local-stack.md#rest). Values stay strings: they are bound as parameters later, never inlined.
 */
import { badQueryParam } from './errors.ts';
import { indexOutsideQuotes, parseField, splitTopLevel, unquote, type Field } from './grammar.ts';

/** Operators PostgREST accepts, with the SQL operator each one maps to. */
export const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  is: 'is',
  isdistinct: 'is distinct from',
  in: '= any',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // "does not extend to the right/left of" (pgrst `simpleOperator`: nxr → &<, nxl → &>)
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

export interface Filter {
  kind: 'filter';
  field: Field;
  negated: boolean;
  op: string;
  /** `like(any)` / `eq(all)`: the value is a Postgres array literal `{a,b}`. */
  quantifier?: 'any' | 'all';
  /** Text search configuration of `fts(english)`. */
  language?: string;
  /** The operand; a list for `in`. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  field: Field;
  /** Set for a related order `rel(col)` on a to-one embed. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/**
 * Parses the value side of `col=<value>`.
 * @throws PgrstError PGRST100
 */
export function parseFilter(field: Field, raw: string, inLogic = false): Filter {
  try {
    return parseOperation(field, raw, inLogic);
  } catch (error) {
    throw badQueryParam('filter', raw, (error as Error).message);
  }
}

function parseOperation(field: Field, raw: string, inLogic: boolean): Filter {
  const negated = raw.startsWith('not.');
  const text = negated ? raw.slice(4) : raw;
  const head = /^([a-z]+)(?:\(([a-z_0-9]*)\))?\./.exec(text);
  if (!head) throw new Error(`unexpected "${text.slice(0, 12)}" expecting an operator (eq, gt, ...)`);
  const [prefix, op, modifier] = head;
  if (!(op in OPERATORS)) throw new Error(`unknown operator "${op}"`);
  const filter: Filter = { kind: 'filter', field, negated, op, value: text.slice(prefix.length) };
  if (modifier !== undefined) {
    if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) filter.quantifier = modifier;
    else if (FTS.has(op) && modifier) filter.language = modifier;
    else throw new Error(`unexpected "(${modifier})" after "${op}"`);
  }
  const value = filter.value as string;
  if (op === 'in') filter.value = parseList(value);
  else if (op === 'is') {
    if (!IS_VALUES.has(value.toLowerCase()))
      throw new Error(`unexpected "${value}" expecting null, not_null, true, false or unknown`);
    filter.value = value.toLowerCase();
  } else if (inLogic) filter.value = unquote(value);
  return filter;
}

/** `(a,b,"c,d")` → `['a','b','c,d']` (PostgREST's `in` list; items with `,()"` are double-quoted). */
function parseList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw new Error(`expected a list in parentheses, got "${text}"`);
  const inner = text.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()));
}

/**
 * Parses a logic tree value such as `(a.eq.1,or(b.gt.2,c.is.null))`.
 * @param op the key's operator (`or`/`and`), `negated` for keys `not.or` / `not.and`
 * @throws PgrstError PGRST100
 */
export function parseLogic(op: 'and' | 'or', negated: boolean, raw: string): Logic {
  try {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw new Error('expected "(" and ")" around the logic tree');
    return { kind: 'logic', op, negated, children: parseLogicItems(raw.slice(1, -1)) };
  } catch (error) {
    if ((error as { code?: string }).code === 'PGRST100') throw error;
    throw badQueryParam('logic tree', raw, (error as Error).message);
  }
}

function parseLogicItems(text: string): Condition[] {
  return splitTopLevel(text).map((item) => {
    const nested = /^(not\.)?(and|or)\((.*)\)$/s.exec(item);
    if (nested)
      return {
        kind: 'logic',
        op: nested[2] as 'and' | 'or',
        negated: !!nested[1],
        children: parseLogicItems(nested[3]),
      };
    const dot = indexOutsideQuotes(item, '.');
    if (dot <= 0) throw new Error(`expected "column.operator.value", got "${item}"`);
    return parseOperation(parseField(item.slice(0, dot)), item.slice(dot + 1), true);
  });
}

/**
 * Parses `order=col.desc.nullslast,rel(col).asc,...`.
 * @throws PgrstError PGRST100
 */
export function parseOrder(raw: string): OrderTerm[] {
  try {
    return splitTopLevel(raw).map(parseOrderTerm);
  } catch (error) {
    throw badQueryParam('order', raw, (error as Error).message);
  }
}

function parseOrderTerm(text: string): OrderTerm {
  const parts = text.split('.');
  const term: Partial<OrderTerm> = {};
  while (parts.length > 1) {
    const last = parts[parts.length - 1];
    if (last === 'asc' || last === 'desc') term.direction ??= last;
    else if (last === 'nullsfirst' || last === 'nullslast') term.nulls ??= last === 'nullsfirst' ? 'first' : 'last';
    else break;
    parts.pop();
  }
  const fieldText = parts.join('.');
  const related = /^([^()]+)\((.+)\)$/.exec(fieldText);
  if (related) return { ...term, relation: unquote(related[1]), field: parseField(related[2]) };
  return { ...term, field: parseField(fieldText) };
}
