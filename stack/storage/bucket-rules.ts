/**
 * What Storage accepts when a bucket is created or updated (docs/local-stack.md#storage; storage
 * `src/storage/limits.ts`, `storage.ts`): bucket names, `file_size_limit` as bytes or a string like
 * "20MB", `allowed_mime_types` entries like `image/png` or `image/*`, and listBuckets' query options.
 */
import { errors } from './errors.ts';
import { GLOBAL_FILE_SIZE_LIMIT } from './limits.ts';

/** S3-safe characters Storage allows in a bucket name (its object-key set without `/`). */
const BUCKET_NAME = /^[\w!\-.*'() &$@=;:+,?]+$/;
/** Longest bucket name Storage accepts. */
export const MAX_BUCKET_NAME_LENGTH = 100;

/**
 * Refuses a bucket name Storage refuses: empty, over 100 characters, leading/trailing spaces, `/` or
 * other characters outside its S3-safe set.
 * @throws StorageError InvalidBucketName (400/"400") "Bucket name invalid"
 */
export function assertValidBucketName(name: unknown): asserts name is string {
  const valid =
    typeof name === 'string' && name.length <= MAX_BUCKET_NAME_LENGTH && name.trim() === name && BUCKET_NAME.test(name);
  if (!valid) throw errors.invalidBucketName();
}

const SIZE_WITH_UNIT = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i;
const UNIT_BYTES: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };

/**
 * A bucket's `file_size_limit` in bytes, as Storage reads it: a number of bytes, or a string with a
 * decimal unit (`"20MB"` = 20,000,000, `"1.5kb"` = 1,500; units GB/MB/KB/B, any case); `null` clears it.
 * @returns bytes, `null` (no bucket limit) or `undefined` (not given: leave as is)
 * @throws StorageError InvalidRequest for another format; EntityTooLarge over the global 50 MiB limit
 */
export function parseFileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  else if (typeof value === 'string' && SIZE_WITH_UNIT.test(value)) {
    const [, amount, unit] = SIZE_WITH_UNIT.exec(value)!;
    bytes = Math.round(parseFloat(amount) * UNIT_BYTES[unit.toLowerCase()]);
  } else throw errors.invalidFileSizeLimit();
  if (bytes > GLOBAL_FILE_SIZE_LIMIT) throw errors.entityTooLarge();
  return bytes;
}

const MIME_RULE = /^[a-zA-Z0-9\-+.]+\/[a-zA-Z0-9\-+.*]+(;\s*charset=[a-zA-Z0-9-]+)?$/;

/**
 * A bucket's `allowed_mime_types`: each entry `type/subtype` or `type/*` (wildcards), empty entries
 * dropped as Storage drops them; `null` allows every type.
 * @throws StorageError InvalidMimeType (400/"415") naming the first malformed entry
 */
export function parseAllowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) throw errors.invalidRequest('body/allowed_mime_types must be array');
  const entries = value.filter((entry): entry is unknown => entry !== '' && entry !== null);
  for (const entry of entries) {
    if (typeof entry !== 'string' || entry.length > 1000 || !MIME_RULE.test(entry)) {
      throw errors.invalidMimeType(String(entry));
    }
  }
  return entries as string[];
}

/** listBuckets' query options (storage-js `listBuckets({limit, offset, sortColumn, sortOrder, search})`). */
export interface BucketListOptions {
  limit?: number;
  offset: number;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder: 'asc' | 'desc';
  /** Case-insensitive substring of the bucket name. */
  search?: string;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

/**
 * Reads listBuckets' query string. Unknown sort columns fall back to `name`, as do missing ones.
 * @throws StorageError InvalidRequest for a limit/offset that is not a non-negative integer
 */
export function parseBucketListOptions(query: Record<string, string | undefined>): BucketListOptions {
  const count = (name: 'limit' | 'offset') => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    const number = Number(raw);
    if (!Number.isInteger(number) || number < 0) throw errors.invalidRequest(`querystring/${name} must be integer`);
    return number;
  };
  const column = query.sortColumn ?? 'name';
  return {
    limit: count('limit'),
    offset: count('offset') ?? 0,
    sortColumn: (SORT_COLUMNS.has(column) ? column : 'name') as BucketListOptions['sortColumn'],
    sortOrder: query.sortOrder?.toLowerCase() === 'desc' ? 'desc' : 'asc',
    search: query.search || undefined,
  };
}
