/**
 * Low-level pieces of PostgREST's query-string grammar (pgrst `ApiRequest/QueryParams.hs`):
 * splitting on top-level commas, double-quoted names and values, and JSON paths (`data->a->>b`).
 */

/** One `->`/`->>` step of a JSON path; `key` is an object key or a (possibly negative) array index. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference, optionally followed by a JSON path. */
export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

/**
 * Splits `text` on `separator` characters that are outside parentheses, braces and double quotes.
 * @throws Error on unbalanced parentheses or quotes (callers turn it into PGRST100)
 */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') {
      if (--depth < 0) throw new Error(`unexpected "${ch}"`);
    } else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw new Error('unterminated double quote');
  if (depth !== 0) throw new Error('unbalanced parentheses');
  parts.push(text.slice(start));
  return parts;
}

/** Removes surrounding double quotes and backslash escapes (`"a\"b"` → `a"b`); other text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** Index of the first occurrence of `needle` outside double quotes, or -1. */
export function indexOutsideQuotes(text: string, needle: string, from = 0): number {
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text.startsWith(needle, i)) return i;
  }
  return -1;
}

const NAME = /^(?:"(?:[^"\\]|\\.)*"|[^"\-:>().,!]+)/;

/**
 * Parses `name` or `name->key->>key` (names and keys may be double-quoted).
 * @throws Error when the text is not a field
 */
export function parseField(text: string): Field {
  const head = NAME.exec(text);
  if (!head) throw new Error(`expected a column name in "${text}"`);
  const name = unquote(head[0]).trim();
  if (!name) throw new Error('empty column name');
  const jsonPath: JsonStep[] = [];
  let rest = text.slice(head[0].length);
  while (rest) {
    const arrow = rest.startsWith('->>') ? '->>' : rest.startsWith('->') ? '->' : null;
    if (!arrow) throw new Error(`unexpected "${rest[0]}" after "${name}"`);
    rest = rest.slice(arrow.length);
    const key = /^(?:"(?:[^"\\]|\\.)*"|-?\d+|[^"\-:>().,!]+)/.exec(rest);
    if (!key) throw new Error('expected a JSON key after the arrow');
    jsonPath.push({ arrow, key: unquote(key[0]) });
    rest = rest.slice(key[0].length);
  }
  return { name, jsonPath };
}

/** The JSON key PostgREST gives a selected field: the last JSON key, else the column name. */
export function fieldOutputName(field: Field): string {
  return field.jsonPath.length ? field.jsonPath[field.jsonPath.length - 1].key : field.name;
}
