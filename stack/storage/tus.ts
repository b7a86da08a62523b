/**
 * Resumable uploads at `/upload/resumable` (tus 1.0.0; docs/local-stack.md#storage; storage `src/http/routes/tus`)
 * served by `@tus/server` with `@tus/file-store` — the protocol itself is the library's.
 * Upload ids are base64url(`<bucket>/<objectName>/<version uuid>`) as Storage's are. The signed variant
 * `/upload/resumable/sign` takes a createSignedUploadUrl token in `x-signature` instead of a JWT. Metadata keys:
 * `bucketName`, `objectName`, `contentType`, `cacheControl`, `metadata`; header `x-upsert: true` allows
 * replacing. Creation checks the JWT, the bucket, its size limit and the INSERT probe as the caller;
 * the finishing PATCH judges the bytes' MIME type and writes the row as superuser, as standard uploads do.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Server, type ServerOptions } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import type { StackContext } from '../context.ts';
import { authenticateRequest, type Caller } from './identity.ts';
import { verifyUrlToken } from './signing.ts';
import { errorBody, errors, toStorageError } from './errors.ts';
import { objectFile, placeFile, storageRoot } from './disk.ts';
import {
  assertValidKey,
  judgeContentType,
  loadBucket,
  maxObjectSize,
  mimeAllowed,
  GLOBAL_FILE_SIZE_LIMIT,
} from './limits.ts';
import { commitUpload, probeUpload } from './object-writes.ts';
import { objectMetadata } from './upload.ts';

/** Public path of the endpoint (the stack mounts Storage at /storage/v1). */
export const TUS_PATH = '/storage/v1/upload/resumable';

/** Longest upload id whose files (`<id>`, `<id>.json`) fit a 255-byte file name. */
const MAX_UPLOAD_ID_LENGTH = 250;

/** Splits an upload id back into bucket and object name. */
function decodeUploadId(id: string): { bucketId: string; name: string } {
  const parts = Buffer.from(id, 'base64url').toString('utf8').split('/');
  return { bucketId: parts[0], name: parts.slice(1, -1).join('/') };
}

/** An error carrying the `status_code` and `body` the tus server answers with. */
class TusError extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

/** Turns any failure into the TusError the tus server sends (semantic status, Storage's JSON). */
function tusError(error: unknown): TusError {
  const storageError = toStorageError(error);
  return new TusError(storageError.statusCode, JSON.stringify(errorBody(storageError)));
}

const rethrow = (error: unknown): never => {
  throw tusError(error);
};

function describe(upload: Upload) {
  const metadata = upload.metadata ?? {};
  const { bucketId, name } = decodeUploadId(upload.id);
  const cacheControl = metadata.cacheControl ?? '';
  return {
    bucketId,
    name,
    contentType: metadata.contentType || 'application/octet-stream',
    cacheControl: /^\d+$/.test(cacheControl) ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: metadata.metadata ? (JSON.parse(metadata.metadata) as Record<string, unknown>) : null,
  };
}

/** What lets a request write `<bucket>/<name>`: who owns it, whether it may replace, whose policies to probe. */
interface Grant {
  ownerId?: string;
  upsert: boolean;
  /** Caller whose INSERT (upsert: +UPDATE/SELECT) policies are probed; absent for signed uploads. */
  probeAs?: Caller;
}

/** Either the caller's JWT (`/upload/resumable`) or a signed upload token in `x-signature` (`…/sign`). */
type GrantResolver = (request: Request, bucketId: string, name: string) => Promise<Grant>;

const byJwt =
  (ctx: StackContext): GrantResolver =>
  async (request) => {
    const caller = await authenticateRequest(ctx, request);
    return { ownerId: caller.owner, upsert: request.headers.get('x-upsert') === 'true', probeAs: caller };
  };

const bySignature: GrantResolver = async (request, bucketId, name) => {
  const grant = await verifyUrlToken(request.headers.get('x-signature') ?? undefined, bucketId, name, 'upload');
  return { ownerId: grant.owner, upsert: grant.upsert };
};

/**
 * Builds the tus servers; `handleWeb(request)` answers every request under their paths:
 * `jwt` for `/upload/resumable`, `signed` for `/upload/resumable/sign` (createSignedUploadUrl tokens).
 */
export function createTusServers(ctx: StackContext): { jwt: Server; signed: Server } {
  const directory = join(storageRoot(ctx.dataDir), '.tus');
  return {
    jwt: createTusServer(ctx, directory, TUS_PATH, byJwt(ctx)),
    signed: createTusServer(ctx, directory, `${TUS_PATH}/sign`, bySignature),
  };
}

function createTusServer(ctx: StackContext, directory: string, path: string, resolveGrant: GrantResolver): Server {
  const store = new FileStore({ directory });
  const grantFor = (request: Request, id: string) => {
    const { bucketId, name } = decodeUploadId(id);
    return resolveGrant(request, bucketId, name);
  };
  const options: Omit<ServerOptions, 'locker'> = {
    path,
    allowedHeaders: ['Authorization', 'X-Upsert', 'Upload-Expires', 'ApiKey', 'x-signature'],
    getFileIdFromRequest: (request) => new URL(request.url).pathname.split(`${path}/`)[1] || undefined,
    namingFunction: (_request, metadata) => {
      const bucketName = metadata?.bucketName;
      const objectName = metadata?.objectName;
      if (!bucketName || !objectName) {
        throw tusError(errors.invalidRequest('Upload-Metadata must include bucketName and objectName'));
      }
      // Before the name becomes an upload id (and a file name in the tus directory).
      try {
        assertValidKey(objectName);
      } catch (error) {
        throw tusError(error);
      }
      const id = Buffer.from(`${bucketName}/${objectName}/${randomUUID()}`).toString('base64url');
      // The id names the upload's file (and `<id>.json`) in the tus directory: keep it a valid file name.
      if (id.length > MAX_UPLOAD_ID_LENGTH) {
        throw tusError(errors.invalidKey(objectName));
      }
      return id;
    },
    maxSize: async (_request, id) => {
      if (!id) return GLOBAL_FILE_SIZE_LIMIT;
      return maxObjectSize(await loadBucket(ctx.adminPool, decodeUploadId(id).bucketId).catch(rethrow));
    },
    onIncomingRequest: async (request, id) => {
      await grantFor(request, id).catch(rethrow);
      if (request.method === 'HEAD') await recoverUncommitted(request, id);
    },
    onUploadCreate: async (request, upload) => {
      try {
        const { bucketId, name, contentType } = describe(upload);
        const grant = await grantFor(request, upload.id);
        assertValidKey(name);
        const bucket = await loadBucket(ctx.adminPool, bucketId);
        const draft = { bucketId, name, ownerId: grant.ownerId, metadata: {}, version: 'probe' };
        if (grant.probeAs) await probeUpload(ctx, grant.probeAs, draft, grant.upsert);
        if (!mimeAllowed(bucket, contentType)) throw errors.invalidMimeType(contentType);
        return {};
      } catch (error) {
        return rethrow(error);
      }
    },
    onUploadFinish: async (request, upload) => {
      const file = join(directory, upload.id);
      await commit(request, upload, () => placeFile(file, objectTarget(upload)));
      await rm(`${file}.json`, { force: true });
      return {};
    },
  };
  const objectTarget = (upload: Upload) => {
    const { bucketId, name } = describe(upload);
    return objectFile(ctx.dataDir, bucketId, name);
  };
  /**
   * A process that died between an upload's last bytes and their commit left a complete upload and no
   * object; a HEAD would then report the full offset for an object that does not exist, and the client
   * would count it as stored (docs/faults.md). The first HEAD of such an upload commits a copy of its
   * bytes; the upload itself stays, so this HEAD answers from it, and a marker keeps it from committing
   * twice.
   */
  const recoverUncommitted = async (request: Request, id: string) => {
    const marker = join(directory, `${id}.committed`);
    if (existsSync(marker)) return;
    const upload = await store.getUpload(id).catch(() => null);
    if (!upload || upload.size === undefined || upload.offset !== upload.size) return;
    const target = objectTarget(upload);
    await commit(request, upload, async () => {
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(directory, id), target);
    });
    await writeFile(marker, '');
  };
  /**
   * Stores a complete upload as its object (the MIME check, the row as superuser, `place` puts the
   * bytes); on failure the upload is removed and the error answered.
   */
  const commit = async (request: Request, upload: Upload, place: () => Promise<void>): Promise<void> => {
    const file = join(directory, upload.id);
    try {
      const grant = await grantFor(request, upload.id);
      const described = describe(upload);
      const bucket = await loadBucket(ctx.adminPool, described.bucketId);
      const mimetype = judgeContentType(bucket, described.contentType);
      await commitUpload(
        ctx,
        {
          bucketId: bucket.id,
          name: described.name,
          ownerId: grant.ownerId,
          metadata: await objectMetadata(file, upload.size ?? upload.offset, mimetype, described.cacheControl),
          userMetadata: described.userMetadata,
          version: randomUUID(),
        },
        grant.upsert,
        place,
      );
    } catch (error) {
      await store.remove(upload.id).catch(() => undefined);
      rethrow(error);
    }
  };
  return new Server({ ...options, datastore: store });
}
