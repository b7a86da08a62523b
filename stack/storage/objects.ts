/**
 * Reading and deleting `storage.objects` rows the way Storage does (docs/local-stack.md#storage): as the
 * caller's role through `withRole`, with Storage's extra settings, so the bucket's RLS policies decide.
 * Writes are in object-writes.ts.
 */
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { withRole } from '../db/as-role.ts';
import type { Caller } from './identity.ts';
import { errors } from './errors.ts';
import { assertValidKey } from './limits.ts';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string | null;
}

/** Storage's per-transaction settings beyond PostgREST's (storage `src/internal/database/connection.ts`). */
async function setStorageSettings(client: pg.PoolClient, caller: Caller, operation: string): Promise<void> {
  await client.query(
    `select set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $2, true),
            set_config('storage.operation', $3, true), set_config('storage.allow_delete_query', 'true', true)`,
    [String(caller.claims.role ?? 'anon'), caller.owner ?? '', operation],
  );
}

/** Runs `work` as the caller's role with Storage's settings; commits on success. */
export function asCaller<T>(
  ctx: StackContext,
  caller: Caller,
  operation: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return withRole(ctx.apiPool, caller.identity, async (client) => {
    await setStorageSettings(client, caller, operation);
    return work(client);
  });
}

/**
 * Reads one object's row as the caller (SELECT policy).
 * @throws StorageError InvalidKey, NoSuchKey when missing or hidden by RLS
 */
export async function findObject(ctx: StackContext, caller: Caller, bucketId: string, name: string) {
  assertValidKey(name);
  const row = await asCaller(ctx, caller, 'storage.object.get', async (client) => {
    const { rows } = await client.query<ObjectRow>('select * from storage.objects where bucket_id = $1 and name = $2', [
      bucketId,
      name,
    ]);
    return rows[0];
  });
  if (!row) throw errors.noSuchKey();
  return row;
}

/** Reads one object's row as superuser (signed and public URLs). @throws StorageError InvalidKey, NoSuchKey */
export async function findObjectAsAdmin(ctx: StackContext, bucketId: string, name: string) {
  assertValidKey(name);
  const { rows } = await ctx.adminPool.query<ObjectRow>(
    'select * from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  if (!rows[0]) throw errors.noSuchKey();
  return rows[0];
}

/** Rows under `prefix` (a folder path with trailing `/`, or '') visible to the caller. */
export function objectsUnder(ctx: StackContext, caller: Caller, bucketId: string, prefix: string) {
  return asCaller(ctx, caller, 'storage.object.list', async (client) => {
    const { rows } = await client.query<ObjectRow>(
      `select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`,
      [bucketId, prefix],
    );
    return rows;
  });
}

/**
 * Deletes the named objects the caller may delete (DELETE policy); others are skipped silently.
 * @throws StorageError InvalidKey when any name is not a valid key (nothing is deleted then)
 */
export function deleteObjects(ctx: StackContext, caller: Caller, bucketId: string, names: string[]) {
  names.forEach(assertValidKey);
  return asCaller(ctx, caller, 'storage.object.delete_many', async (client) => {
    const { rows } = await client.query<ObjectRow>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
      [bucketId, names],
    );
    return rows;
  });
}
