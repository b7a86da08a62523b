/**
 * `storage.objects` access the way Storage does it (supabase-wire.md §4.7, §9 item 9): reads, deletes and
 * permission probes run as the caller's role through `withRole` (so the bucket's RLS policies decide);
 * the final metadata write of an upload runs as superuser with `owner`/`owner_id` from the JWT.
 */
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { withRole } from '../db/as-role.ts';
import type { Caller } from './identity.ts';
import { errors, fromPostgresError } from './errors.ts';

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

/** What an upload writes into `storage.objects`. */
export interface NewObject {
  bucketId: string;
  name: string;
  /** JWT `sub`; `owner` (uuid) is only set when it is a UUID, as Storage does. */
  ownerId?: string;
  metadata: Record<string, unknown>;
  userMetadata?: Record<string, unknown> | null;
  version: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

const INSERT_SQL = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6, $7)`;
const UPSERT_SUFFIX = ` on conflict (bucket_id, name) do update set owner = excluded.owner,
  owner_id = excluded.owner_id, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
  version = excluded.version, updated_at = now(), last_accessed_at = now()`;

function writeParams(object: NewObject): unknown[] {
  const owner = object.ownerId && UUID.test(object.ownerId) ? object.ownerId : null;
  return [
    object.bucketId,
    object.name,
    owner,
    object.ownerId ?? null,
    object.metadata,
    object.userMetadata ?? null,
    object.version,
  ];
}

class ProbePassed extends Error {}

/**
 * Storage's `canUpload` test: inserts (or upserts) the row as the caller inside a transaction that is
 * always rolled back. Plain uploads need an INSERT policy; upserts also UPDATE and SELECT.
 * @throws StorageError AccessDenied (RLS) or Duplicate (object exists and `upsert` is false)
 */
export async function probeUpload(ctx: StackContext, caller: Caller, object: NewObject, upsert: boolean) {
  try {
    await asCaller(ctx, caller, upsert ? 'storage.object.upload_upsert' : 'storage.object.upload', async (client) => {
      await client.query(INSERT_SQL + (upsert ? UPSERT_SUFFIX : ''), writeParams(object));
      throw new ProbePassed();
    });
  } catch (error) {
    if (error instanceof ProbePassed) return;
    throw fromPostgresError(error) ?? error;
  }
}

/**
 * Writes the final row as superuser and, inside the same transaction, runs `place` (which moves the bytes
 * into place); if `place` fails the row is rolled back.
 * @throws StorageError Duplicate when the object exists and `upsert` is false
 */
export async function commitUpload(
  ctx: StackContext,
  object: NewObject,
  upsert: boolean,
  place: () => Promise<void>,
): Promise<ObjectRow> {
  const client = await ctx.adminPool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<ObjectRow>(
      INSERT_SQL + (upsert ? UPSERT_SUFFIX : '') + ' returning *',
      writeParams(object),
    );
    await place();
    await client.query('commit');
    return rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw fromPostgresError(error) ?? error;
  } finally {
    client.release();
  }
}

/**
 * Reads one object's row as the caller (SELECT policy).
 * @throws StorageError NoSuchKey when missing or hidden by RLS
 */
export async function findObject(ctx: StackContext, caller: Caller, bucketId: string, name: string) {
  const row = await asCaller(ctx, caller, 'storage.object.get', async (client) => {
    const { rows } = await client.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    return rows[0];
  });
  if (!row) throw errors.noSuchKey();
  return row;
}

/** Reads one object's row as superuser (signed and public URLs). @throws StorageError NoSuchKey */
export async function findObjectAsAdmin(ctx: StackContext, bucketId: string, name: string) {
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

/** Deletes the named objects the caller may delete (DELETE policy); others are skipped silently. */
export function deleteObjects(ctx: StackContext, caller: Caller, bucketId: string, names: string[]) {
  return asCaller(ctx, caller, 'storage.object.delete_many', async (client) => {
    const { rows } = await client.query<ObjectRow>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
      [bucketId, names],
    );
    return rows;
  });
}
