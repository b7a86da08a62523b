/**
 * `POST /object/list/<bucket>` (storage-js `list`; storage's `storage.search`): the entries directly
 * inside a folder, RLS-filtered (rows are read as the caller). Sub-folders come first, once each, with
 * `id: null` and `metadata: null`; names are relative to the prefix; `search` keeps names starting with it
 * (case-insensitive) (docs/local-stack.md#storage).
 */
import type { StackContext } from '../context.ts';
import type { Caller } from './identity.ts';
import { objectsUnder } from './objects.ts';

export interface ListRequest {
  /** Folder path, e.g. `"<hotel_id>"`; `""` for the bucket root. */
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  /** Only entries whose name starts with this text (case-insensitive). */
  search?: string;
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const SORTABLE = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

/** Lists one folder level. @returns entries sorted, then sliced by offset/limit (defaults 0/100). */
export async function listFolder(ctx: StackContext, caller: Caller, bucketId: string, request: ListRequest) {
  const prefix = request.prefix ? request.prefix.replace(/\/*$/, '/').replace(/^\/+/, '') : '';
  const search = (request.search ?? '').toLowerCase();
  const rows = await objectsUnder(ctx, caller, bucketId, prefix === '/' ? '' : prefix);
  const entries = new Map<string, ListEntry>();
  for (const row of rows) {
    const relative = row.name.slice(prefix.length);
    const slash = relative.indexOf('/');
    const name = slash === -1 ? relative : relative.slice(0, slash);
    if (!name.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      entries.set(`folder:${name}`, {
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    } else {
      entries.set(`file:${name}`, {
        name,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    }
  }
  const column = (SORTABLE.has(request.sortBy?.column ?? '') ? request.sortBy!.column : 'name') as keyof ListEntry;
  const direction = request.sortBy?.order?.toLowerCase() === 'desc' ? -1 : 1;
  const sortKey = (entry: ListEntry) => {
    const value = entry[column];
    return value instanceof Date ? value.toISOString() : ((value as string | null) ?? null);
  };
  // Folders first (by name in the requested order), then files by the sort column, as `storage.search` unions them.
  const sorted = [...entries.values()].sort((a, b) => {
    if ((a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
    if (a.id === null) return (a.name < b.name ? -1 : 1) * direction;
    const [x, y] = [sortKey(a), sortKey(b)];
    if (x === y) return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    if (x === null) return 1; // nulls last, as Postgres orders ascending
    if (y === null) return -1;
    return (x < y ? -1 : 1) * direction;
  });
  const offset = Math.max(0, Number(request.offset ?? 0));
  const limit = Math.max(0, Number(request.limit ?? 100));
  return sorted.slice(offset, offset + limit);
}
