/**
 * Standard (non-resumable) uploads: `POST|PUT /object/<bucket>/<name>` and `PUT /object/upload/sign/…`.
 * Order as Storage's uploader (docs/local-stack.md#storage): bucket read as superuser → permission
 * probe as the caller → bytes streamed to a temp file under the size limit → declared MIME type judged → final row
 * written as superuser with the file renamed into place inside that transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import type { Caller } from './identity.ts';
import { errors } from './errors.ts';
import { objectFile, placeFile, tempFile, writeLimited } from './disk.ts';
import { assertValidKey, judgeContentType, loadBucket, maxObjectSize } from './limits.ts';
import type { ObjectRow } from './objects.ts';
import { commitUpload, probeUpload, type NewObject } from './object-writes.ts';

/** Room for multipart boundaries and small form fields on top of the file itself. */
const MULTIPART_OVERHEAD = 1024 * 1024;

export interface UploadTarget {
  bucketId: string;
  name: string;
  upsert: boolean;
  /** Verified caller whose policies are probed; omitted for signed upload URLs (token already checked). */
  caller?: Caller;
  /** JWT `sub` recorded as owner. */
  ownerId?: string;
}

/** Object metadata in Storage's shape (`storage.objects.metadata`). */
export async function objectMetadata(file: string, size: number, mimetype: string, cacheControl: string) {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return {
    eTag: `"${hash.digest('hex')}"`,
    size,
    mimetype,
    cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

/** User metadata from an `x-metadata` header (base64 of a JSON object), or null. */
export function userMetadataHeader(header: string | undefined): Record<string, unknown> | null {
  return userMetadata(header ? Buffer.from(header, 'base64').toString('utf8') : null);
}

/** Parses user metadata (JSON, from `x-metadata` base64 or the `metadata` form field). */
function userMetadata(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    throw errors.invalidRequest('metadata must be a JSON object');
  }
}

/** Reads the request body into `temp`; returns the declared type, cache-control and user metadata. */
async function receiveBody(c: Context, temp: string, maxBytes: number) {
  const contentType = c.req.header('content-type') ?? 'text/plain;charset=UTF-8';
  const declaredLength = Number(c.req.header('content-length') ?? 0);
  if (!contentType.startsWith('multipart/form-data')) {
    if (declaredLength > maxBytes) throw errors.entityTooLarge();
    const size = await writeLimited(c.req.raw.body, temp, maxBytes);
    return {
      size,
      declaredType: contentType,
      cacheControl: c.req.header('cache-control') ?? 'no-cache',
      userMetadata: userMetadataHeader(c.req.header('x-metadata')),
    };
  }
  if (declaredLength > maxBytes + MULTIPART_OVERHEAD) throw errors.entityTooLarge();
  // Bound the multipart stream too, so a body without Content-Length cannot grow without limit.
  let seen = 0;
  const limiter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes + MULTIPART_OVERHEAD) controller.error(errors.entityTooLarge());
      else controller.enqueue(chunk);
    },
  });
  const form = await new Response(c.req.raw.body?.pipeThrough(limiter), {
    headers: { 'content-type': contentType },
  }).formData();
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw errors.invalidRequest('No file was provided');
  const size = await writeLimited(file.stream(), temp, maxBytes);
  const cacheField = form.get('cacheControl');
  const typeField = form.get('contentType');
  const metadataField = form.get('metadata');
  return {
    size,
    declaredType: typeof typeField === 'string' && typeField ? typeField : file.type || 'application/octet-stream',
    cacheControl: typeof cacheField === 'string' && cacheField ? `max-age=${cacheField}` : 'no-cache',
    userMetadata: userMetadata(typeof metadataField === 'string' ? metadataField : null),
  };
}

/**
 * Runs a whole standard upload.
 * @returns the committed `storage.objects` row
 * @throws StorageError InvalidKey, NoSuchBucket, AccessDenied, Duplicate, EntityTooLarge, InvalidMimeType
 */
export async function uploadObject(ctx: StackContext, c: Context, target: UploadTarget): Promise<ObjectRow> {
  assertValidKey(target.name);
  const bucket = await loadBucket(ctx.adminPool, target.bucketId);
  const draft: NewObject = {
    bucketId: bucket.id,
    name: target.name,
    ownerId: target.ownerId,
    metadata: {},
    version: randomUUID(),
  };
  if (target.caller) await probeUpload(ctx, target.caller, draft, target.upsert);
  const temp = await tempFile(ctx.dataDir);
  try {
    const body = await receiveBody(c, temp, maxObjectSize(bucket));
    const mimetype = judgeContentType(bucket, body.declaredType);
    const object: NewObject = {
      ...draft,
      metadata: await objectMetadata(temp, body.size, mimetype, body.cacheControl),
      userMetadata: body.userMetadata,
    };
    const destination = objectFile(ctx.dataDir, bucket.id, target.name);
    return await commitUpload(ctx, object, target.upsert, () => placeFile(temp, destination));
  } finally {
    await rm(temp, { force: true });
  }
}
