/**
 * `POST /object/move` and `/object/copy` (storage-js move/copy, docs/local-stack.md#storage).
 * Move is an UPDATE as the caller (UPDATE policy, its WITH CHECK judging the new name); copy reads the
 * source as the caller, probes an INSERT of the destination as the caller, then writes as superuser.
 */
import { copyFile, rename, mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { StackContext } from '../context.ts';
import type { Caller } from './identity.ts';
import { errors, fromPostgresError } from './errors.ts';
import { objectFile, placeFile, tempFile } from './disk.ts';
import { assertValidKey, judgeContentType, loadBucket, maxObjectSize } from './limits.ts';
import { asCaller, findObject, type ObjectRow } from './objects.ts';
import { commitUpload, probeUpload } from './object-writes.ts';

export interface MoveRequest {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket?: string;
  /** Copy only: keep the source's content type and cache-control (default true). */
  copyMetadata?: boolean;
  /** Copy only, with `copyMetadata: false`: the copy's `{cacheControl, mimetype}`. */
  metadata?: { cacheControl?: string; mimetype?: string };
}

function parse(body: Partial<MoveRequest>): Required<Omit<MoveRequest, 'metadata'>> {
  if (!body?.bucketId || !body.sourceKey || !body.destinationKey) {
    throw errors.invalidRequest('bucketId, sourceKey and destinationKey are required');
  }
  assertValidKey(body.sourceKey);
  assertValidKey(body.destinationKey);
  return { ...body, destinationBucket: body.destinationBucket || body.bucketId } as Required<
    Omit<MoveRequest, 'metadata'>
  >;
}

/** Renames an object. @throws StorageError NoSuchKey, AccessDenied, Duplicate */
export async function moveObject(ctx: StackContext, caller: Caller, body: Partial<MoveRequest>): Promise<void> {
  const move = parse(body);
  try {
    await asCaller(ctx, caller, 'storage.object.move', async (client) => {
      const { rows } = await client.query<ObjectRow>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
          where bucket_id = $1 and name = $2 returning *`,
        [move.bucketId, move.sourceKey, move.destinationBucket, move.destinationKey],
      );
      if (!rows[0]) throw errors.noSuchKey();
      const target = objectFile(ctx.dataDir, move.destinationBucket, move.destinationKey);
      await mkdir(dirname(target), { recursive: true });
      await rename(objectFile(ctx.dataDir, move.bucketId, move.sourceKey), target);
    });
  } catch (error) {
    throw fromPostgresError(error) ?? error;
  }
}

/**
 * Copies an object, into another bucket too. The copy is judged as an upload into the destination: the
 * caller's INSERT policy (with `upsert`, from `x-upsert: true`, also UPDATE), and the destination
 * bucket's MIME list and size limit.
 * @param userMetadata the copy's user metadata (`x-metadata`), else the source's
 * @returns the new row. @throws StorageError NoSuchKey, AccessDenied, Duplicate, InvalidMimeType, EntityTooLarge
 */
export async function copyObject(
  ctx: StackContext,
  caller: Caller,
  body: Partial<MoveRequest>,
  options: { upsert: boolean; userMetadata?: Record<string, unknown> | null },
) {
  const copy = parse(body);
  const source = await findObject(ctx, caller, copy.bucketId, copy.sourceKey);
  const destination = await loadBucket(ctx.adminPool, copy.destinationBucket);
  const sourceMetadata = source.metadata ?? {};
  const metadata =
    copy.copyMetadata === false
      ? {
          ...sourceMetadata,
          mimetype: body.metadata?.mimetype ?? 'application/octet-stream',
          cacheControl: body.metadata?.cacheControl ?? 'no-cache',
        }
      : sourceMetadata;
  judgeContentType(destination, typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream');
  if (Number(metadata.size ?? 0) > maxObjectSize(destination)) throw errors.entityTooLarge();
  const object = {
    bucketId: destination.id,
    name: copy.destinationKey,
    ownerId: caller.owner,
    metadata,
    userMetadata: options.userMetadata ?? source.user_metadata,
    version: randomUUID(),
  };
  await probeUpload(ctx, caller, object, options.upsert);
  const temp = await tempFile(ctx.dataDir);
  try {
    await copyFile(objectFile(ctx.dataDir, copy.bucketId, copy.sourceKey), temp);
    const target = objectFile(ctx.dataDir, destination.id, copy.destinationKey);
    return await commitUpload(ctx, object, options.upsert, () => placeFile(temp, target));
  } finally {
    await rm(temp, { force: true });
  }
}
