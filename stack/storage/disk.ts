/**
 * Object bytes on disk: `<dataDir>/storage/<bucket>/<name>`. Uploads land in a temp file first and are
 * renamed into place only inside the metadata transaction, so a failed upload leaves nothing half-written
 * and a replaced object is swapped atomically (rename(2)).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { errors } from './errors.ts';
import { assertValidKey } from './limits.ts';

/** Root of all storage data, e.g. `<repo>/.local/storage`. */
export const storageRoot = (dataDir: string) => join(dataDir, 'storage');

/** Longest file name most filesystems accept (NAME_MAX), in bytes. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Absolute file path of an object. The key is validated first (`assertValidKey`: no `.`/`..`/empty
 * segments), each segment must fit in a file name, and the resolved path must stay inside the bucket
 * directory — so no key, however it reached the disk layer, names a file of another folder or bucket.
 * @param name object key, e.g. `<hotel_id>/1732200000000_passport.png`
 * @throws StorageError InvalidKey (400), NoSuchBucket for a bucket id that is not a plain name
 */
export function objectFile(dataDir: string, bucketId: string, name: string): string {
  if (!bucketId || bucketId.startsWith('.') || bucketId.includes('/') || bucketId.includes('\\')) {
    throw errors.noSuchBucket();
  }
  assertValidKey(name);
  if (name.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) throw errors.invalidKey(name);
  const bucketDir = resolve(storageRoot(dataDir), bucketId);
  const file = resolve(bucketDir, name);
  if (!file.startsWith(bucketDir + sep) || relative(bucketDir, file) !== name.split('/').join(sep)) {
    throw errors.invalidKey(name);
  }
  return file;
}

/** A fresh temp file path inside the storage root (same filesystem, so rename is atomic). */
export async function tempFile(dataDir: string): Promise<string> {
  const dir = join(storageRoot(dataDir), '.tmp');
  await mkdir(dir, { recursive: true });
  return join(dir, randomUUID());
}

/**
 * Streams `body` into `file`, failing with EntityTooLarge as soon as more than `maxBytes` arrive.
 * @returns bytes written
 */
export async function writeLimited(
  body: ReadableStream<Uint8Array> | null,
  file: string,
  maxBytes: number,
): Promise<number> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? errors.entityTooLarge() : null, chunk);
    },
  });
  const source = body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
  try {
    await pipeline(source, counter, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return size;
}

/** Moves a finished temp file to the object's place, creating folders as needed. */
export async function placeFile(tempPath: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await rename(tempPath, target);
}

/** Deletes an object's bytes; missing files are ignored. */
export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
