/**
 * Bucket rules (docs/local-stack.md#storage; storage `src/storage/limits.ts`, `uploader.ts`):
 * the bucket row is read as superuser; size limit = min(bucket `file_size_limit`, global limit);
 * `allowed_mime_types` entries match exactly or by `type/*`, judged on the declared type as Storage does.
 */
import type pg from 'pg';
import { errors } from './errors.ts';

/** Global upload limit: the CLI's default `[storage] file_size_limit = "50MiB"`. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/**
 * Reads a bucket as superuser.
 * @throws StorageError NoSuchBucket
 */
export async function loadBucket(adminPool: pg.Pool, bucketId: string): Promise<Bucket> {
  const { rows } = await adminPool.query<Bucket>(
    `select id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
    [bucketId],
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return rows[0];
}

/** Effective maximum object size in bytes for uploads into `bucket`. */
export function maxObjectSize(bucket: Bucket): number {
  return Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
}

/** S3's object key limit (1,024 bytes; the allowed characters are ASCII, so characters = bytes). */
export const MAX_KEY_LENGTH = 1024;

/**
 * Refuses object keys Storage refuses, and more: Storage's `isValidKey` (ASCII letters, digits and
 * `_ /!-.*'()&$@=;:+,?` and space only), at most 1,024 characters, and — because the stand-in stores
 * objects as files — no `.` or `..` segment and no empty segment (leading, trailing or doubled `/`),
 * so a key like `B/../A/f` can never name another folder's file (docs/architecture.md#storage).
 * @throws StorageError InvalidKey (400/"400")
 */
export function assertValidKey(name: string): void {
  const allowed = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
  const segments = name.split('/');
  const badSegment = segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (!name || name.length > MAX_KEY_LENGTH || !allowed.test(name) || badSegment) throw errors.invalidKey(name);
}

/** Whether `mime` (parameters ignored) is allowed by the bucket's list; empty/null list allows all. */
export function mimeAllowed(bucket: Bucket, mime: string): boolean {
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length === 0) return true;
  const type = mime.split(';')[0].trim().toLowerCase();
  if (!type.includes('/')) return false;
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.endsWith('/*') ? type.split('/')[0] === rule.slice(0, -2) : type === rule;
  });
}

/**
 * Decides the stored content type of an upload and enforces the bucket's MIME list on it. Like hosted
 * Storage, the declared type is trusted (the bytes are not looked at): the product judges the bytes
 * itself (add-guest reads each attachment, docs/architecture.md#storage), so the local run exercises
 * that check rather than a stricter stand-in.
 * @param declared the client's type, e.g. `image/png` or `text/plain;charset=UTF-8`
 * @returns the declared type, stored as the object's `mimetype`
 * @throws StorageError InvalidMimeType (400/"415") when the bucket does not allow the declared type
 */
export function judgeContentType(bucket: Bucket, declared: string): string {
  if (!mimeAllowed(bucket, declared)) throw errors.invalidMimeType(declared);
  return declared;
}
