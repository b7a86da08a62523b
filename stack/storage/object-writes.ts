/**
 * Upload writes to `storage.objects` as Storage makes them (docs/local-stack.md#storage): a
 * permission probe as the caller's role that is always rolled back, then the final row as superuser with
 * `owner`/`owner_id` from the JWT, in the transaction that also moves the bytes into place.
 */
import type { StackContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Caller } from './identity.ts';
import { fromPostgresError } from './errors.ts';
import { asCaller, type ObjectRow } from './objects.ts';

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
  try {
    return await inTransaction(ctx.adminPool, async (client) => {
      const { rows } = await client.query<ObjectRow>(
        INSERT_SQL + (upsert ? UPSERT_SUFFIX : '') + ' returning *',
        writeParams(object),
      );
      await place();
      return rows[0];
    });
  } catch (error) {
    throw fromPostgresError(error) ?? error;
  }
}
