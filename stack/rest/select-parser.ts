/**
 * Parser of PostgREST's `select` parameter (pgrst `ApiRequest/QueryParams.hs` `pFieldTree`):
 * `*`, `col`, `alias:col`, `col::cast`, JSON paths, aggregates (`count()`, `col::int.sum()::text`),
 * embedded resources `alias:rel!hint!inner(...)`, spreads `...rel(...)` and empty embeds `rel()`.
 * Whitespace is already stripped by postgrest-js.
 */
import { PgrstError, badQueryParam } from './errors.ts';
import { indexOutsideQuotes, parseField, splitTopLevel, unquote, type Field } from './grammar.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias?: string; cast?: string }
  /** `count()`, `col.sum()`, `col::int.avg()::text`: allowed only with `db-aggregates-enabled`. */
  | { kind: 'aggregate'; fn: AggregateFunction; field?: Field; inputCast?: string; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** `count()` or `col[::cast].fn()`, optionally followed by an output cast (docs "Aggregate Functions"). */
const AGGREGATE = /^(?:count\(\)|(.+)\.(sum|avg|min|max|count)\(\))(?:::([A-Za-z_][A-Za-z0-9_]*))?$/;
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

/**
 * Parses a select list.
 * @param raw the parameter value, e.g. `id,name,hotels!inner(name)`; empty means `*`
 * @throws PgrstError PGRST100 when it does not parse
 */
export function parseSelect(raw: string): SelectItem[] {
  try {
    return raw.trim() === '' ? [{ kind: 'star' }] : parseItems(raw);
  } catch (error) {
    if (error instanceof PgrstError) throw error;
    throw badQueryParam('select', raw, (error as Error).message);
  }
}

function parseItems(text: string): SelectItem[] {
  return splitTopLevel(text).map((part) => parseItem(part.trim()));
}

function parseItem(text: string): SelectItem {
  if (text === '*') return { kind: 'star' };
  if (!text) throw new Error('empty select item');
  const spread = text.startsWith('...');
  const body = spread ? text.slice(3) : text;
  const alias = splitAlias(body);
  const rest = alias ? body.slice(body.indexOf(':') + 1) : body;
  const aggregate = AGGREGATE.exec(rest);
  if (aggregate) return parseAggregate(aggregate, alias);
  const open = indexOutsideQuotes(rest, '(');
  if (open >= 0) {
    if (!rest.endsWith(')')) throw new Error(`unexpected text after the embedded resource "${rest}"`);
    const [nameText, ...modifiers] = rest.slice(0, open).split('!');
    const embed: SelectItem = { kind: 'embed', name: unquote(nameText), spread, select: [] };
    if (alias) embed.alias = alias;
    for (const modifier of modifiers) {
      if (modifier === 'inner' || modifier === 'left') embed.joinType = modifier;
      else if (modifier) embed.hint = modifier;
    }
    const inner = rest.slice(open + 1, -1);
    embed.select = inner === '' ? [] : parseItems(inner);
    return embed;
  }
  if (spread) throw new Error('a spread needs an embedded resource');
  const castAt = indexOutsideQuotes(rest, '::');
  const fieldText = castAt >= 0 ? rest.slice(0, castAt) : rest;
  const column: SelectItem = { kind: 'column', field: parseField(fieldText) };
  if (castAt >= 0) {
    const cast = rest.slice(castAt + 2);
    if (!CAST.test(cast)) throw new Error(`invalid cast "${cast}"`);
    column.cast = cast;
  }
  if (alias) column.alias = alias;
  return column;
}

function parseAggregate([, target, fn, cast]: RegExpExecArray, alias: string | undefined): SelectItem {
  const item: SelectItem = { kind: 'aggregate', fn: (fn ?? 'count') as AggregateFunction };
  if (target !== undefined) {
    const castAt = indexOutsideQuotes(target, '::');
    item.field = parseField(castAt >= 0 ? target.slice(0, castAt) : target);
    if (castAt >= 0) {
      item.inputCast = target.slice(castAt + 2);
      if (!CAST.test(item.inputCast)) throw new Error(`invalid cast "${item.inputCast}"`);
    }
  }
  if (cast) item.cast = cast;
  if (alias) item.alias = alias;
  return item;
}

/** The alias of `alias:rest` (a single colon outside quotes, not part of `::`), or undefined. */
function splitAlias(text: string): string | undefined {
  const colon = indexOutsideQuotes(text, ':');
  if (colon <= 0 || text[colon + 1] === ':') return undefined;
  const open = indexOutsideQuotes(text, '(');
  if (open >= 0 && open < colon) return undefined;
  return unquote(text.slice(0, colon));
}
