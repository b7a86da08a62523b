/**
 * `POST /object/list-v2/<bucket>` (storage-js `listV2`; storage `listObjectsV2`): objects whose key starts
 * with `prefix` (a plain string prefix, not a folder), RLS-filtered as the caller, sorted by name,
 * created_at or updated_at, `limit` (1–1000, default 1000) per page with an opaque `nextCursor`.
 * With `with_delimiter`, keys with a `/` after the prefix collapse into one folder entry
 * (`{id: null, name: "<folder>/", key: "<folder>"}`). Names are full keys (docs/local-stack.md#storage).
 */
import type { StackContext } from '../context.ts';
import type { Caller } from './identity.ts';
import { errors } from './errors.ts';
import { objectsUnder, type ObjectRow } from './objects.ts';

export interface ListV2Request {
  prefix?: string;
  limit?: number;
  cursor?: string;
  with_delimiter?: boolean;
  sortBy?: { column?: string; order?: string };
}

type SortColumn = 'name' | 'created_at' | 'updated_at';

/** One entry of the answer: an object row, or a folder (`id: null`). */
interface Entry {
  id: string | null;
  name: string;
  key: string;
  bucket_id: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string | null;
  metadata?: Record<string, unknown> | null;
  user_metadata?: Record<string, unknown> | null;
  version?: string | null;
}

interface Cursor {
  after: string;
  column: SortColumn;
  order: 'asc' | 'desc';
  /** The sort value of the last entry (ISO date) when not sorting by name. */
  value?: string;
}

const iso = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : (value ?? ''));

/** Storage's cursor shape: base64 of `l:<last name>`, `c:<column>`, `o:<order>`, `a:<sort value>` lines. */
function encodeCursor(cursor: Cursor): string {
  const lines = [`l:${cursor.after}`, `c:${cursor.column}`, `o:${cursor.order}`];
  if (cursor.value) lines.push(`a:${cursor.value}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const fields = new Map<string, string>();
  for (const line of Buffer.from(token, 'base64').toString('utf8').split('\n')) {
    const match = /^([lcoa]):(.*)$/s.exec(line);
    if (!match) throw errors.invalidRequest('Invalid Parameter continuation token');
    fields.set(match[1], match[2]);
  }
  const column = fields.get('c') ?? 'name';
  if (!['name', 'created_at', 'updated_at'].includes(column)) {
    throw errors.invalidRequest('Invalid Parameter continuation token');
  }
  return {
    after: fields.get('l') ?? '',
    column: column as SortColumn,
    order: fields.get('o') === 'desc' ? 'desc' : 'asc',
    value: fields.get('a'),
  };
}

function toEntry(row: ObjectRow): Entry {
  return {
    id: row.id,
    name: row.name,
    key: row.name,
    bucket_id: row.bucket_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_accessed_at: row.last_accessed_at ? iso(row.last_accessed_at) : null,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
    version: row.version,
  };
}

/** Collapses keys with a `/` after the prefix into their first-level folder, keeping sort order. */
function collapse(entries: Entry[], prefix: string): Entry[] {
  const seen = new Set<string>();
  const result: Entry[] = [];
  for (const entry of entries) {
    const slash = entry.name.indexOf('/', prefix.length);
    if (slash === -1) {
      result.push(entry);
      continue;
    }
    const folder = entry.name.slice(0, slash + 1);
    if (seen.has(folder)) continue;
    seen.add(folder);
    result.push({ ...entry, id: null, name: folder, key: folder.slice(0, -1), metadata: undefined });
  }
  return result;
}

/**
 * Lists one page.
 * @returns `{hasNext, nextCursor?, nextCursorKey?, folders, objects}` as Storage answers it
 * @throws StorageError InvalidRequest for a limit below 1, an unknown sort column or a malformed cursor
 */
export async function listObjectsV2(ctx: StackContext, caller: Caller, bucketId: string, request: ListV2Request) {
  if (request.limit !== undefined && !(Number.isInteger(request.limit) && request.limit >= 1)) {
    throw errors.invalidRequest('body/limit must be >= 1');
  }
  const requested = request.sortBy?.column ?? 'name';
  if (!['name', 'created_at', 'updated_at'].includes(requested)) {
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  }
  const cursor = request.cursor ? decodeCursor(request.cursor) : undefined;
  const column = cursor?.column ?? (requested as SortColumn);
  const order = cursor?.order ?? (request.sortBy?.order === 'desc' ? 'desc' : 'asc');
  const limit = Math.min(request.limit ?? 1000, 1000);
  const prefix = request.prefix ?? '';

  const sign = order === 'desc' ? -1 : 1;
  const sortValue = (entry: Entry) => (column === 'name' ? '' : entry[column]);
  const compare = (a: [string, string], b: [string, string]) =>
    sign * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
  const rows = (await objectsUnder(ctx, caller, bucketId, prefix)).map(toEntry);
  rows.sort((a, b) => compare([sortValue(a), a.name], [sortValue(b), b.name]));
  let entries = request.with_delimiter ? collapse(rows, prefix) : rows;
  if (cursor) {
    const last: [string, string] = [column === 'name' ? '' : (cursor.value ?? ''), cursor.after];
    entries = entries.filter((entry) => compare([sortValue(entry), entry.name], last) > 0);
  }
  const page = entries.slice(0, limit);
  const hasNext = entries.length > limit;
  const lastEntry = page.at(-1);
  return {
    hasNext,
    ...(hasNext && lastEntry
      ? {
          nextCursor: encodeCursor({
            after: lastEntry.name,
            column,
            order,
            value: column === 'name' ? undefined : lastEntry[column],
          }),
          nextCursorKey: lastEntry.name,
        }
      : {}),
    folders: page.filter((entry) => entry.id === null),
    objects: page.filter((entry) => entry.id !== null),
  };
}
