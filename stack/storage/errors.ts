/**
 * Storage's error shape and status quirk (docs/local-stack.md#storage; storage `src/internal/errors/codes.ts`,
 * `src/http/error-handler.ts`): body `{statusCode: "<semantic status as a string>", code, error, message}`,
 * HTTP status 400 for every renderable error below 500.
 */
import type { Context } from 'hono';
import { RoleNotAllowedError } from '../db/as-role.ts';

export class StorageError extends Error {
  constructor(
    /** Semantic status, e.g. 404; sent as a string in `statusCode`. */
    readonly statusCode: number,
    /** Storage's ErrorCode, e.g. `NoSuchKey`. */
    readonly code: string,
    /** Short name, e.g. `not_found`. */
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  /** HTTP status actually sent: 400 unless the semantic status is 5xx (or a status Storage keeps). */
  get httpStatus(): number {
    return this.statusCode >= 500 || this.statusCode === 416 || this.statusCode === 429 ? this.statusCode : 400;
  }
}

/** The errors the stand-in raises, with Storage's codes and wording. */
export const errors = {
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  /** The request's own JWT is missing, forged or expired (jwt plugin → AccessDenied/403). */
  invalidJwt: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  /** A signed URL's token is forged, expired or for another object. */
  invalidSignedToken: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  /** A signed-URL token for another object or another action (download vs upload). */
  invalidSignature: (message: string) => new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  /** A Range header no byte of the object satisfies (RFC 9110 §15.5.17). */
  invalidRange: () => new StorageError(416, 'InvalidRange', 'invalid_range', 'invalid range provided'),
  /** Image transformation refused (bad parameters, or the object is not an image it can read). */
  imageProcessing: (message: string, status = 400) =>
    new StorageError(status, status > 499 ? 'InternalError' : 'InvalidRequest', 'InvalidRequest', message),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mime: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Invalid Input', message),
  internal: (message = 'Internal Server Error') =>
    new StorageError(500, 'InternalError', 'Internal Server Error', message),
};

/**
 * Maps a Postgres error to Storage's answer: RLS refusal (42501), duplicate key (23505), and a check
 * (23514) by a database trigger that repeats the bucket limits (hints `entity_too_large`,
 * `invalid_mime_type`, as the passports migration raises them).
 */
export function fromPostgresError(error: unknown): StorageError | undefined {
  const { code, hint, message } = (error ?? {}) as { code?: string; hint?: string; message?: string };
  if (code === '42501') return errors.accessDenied();
  if (code === '23505') return errors.duplicate();
  if (code === '23514' && hint === 'entity_too_large') return errors.entityTooLarge();
  if (code === '23514' && hint === 'invalid_mime_type') {
    return new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', message ?? 'mime type is not supported');
  }
  return undefined;
}

/** Any thrown value as a StorageError; unexpected ones become 500 InternalError (and are logged). */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof RoleNotAllowedError) return errors.accessDenied(error.message);
  const mapped = fromPostgresError(error);
  if (mapped) return mapped;
  console.error('[storage]', error);
  return errors.internal();
}

/** Storage's JSON error body. */
export function errorBody(error: StorageError) {
  return { statusCode: String(error.statusCode), code: error.code, error: error.error, message: error.message };
}

/** Renders any thrown value the way Storage's error handler does. */
export function renderStorageError(error: unknown, c: Context): Response {
  const storageError = toStorageError(error);
  return c.json(errorBody(storageError), storageError.httpStatus as 400);
}
