/**
 * Object routes storage-js calls (docs/local-stack.md#storage): upload/update, download (authenticated and
 * public), info, remove, list, move, copy. Reads and deletes run as the caller, so policies decide.
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { authenticate } from './identity.ts';
import { errors } from './errors.ts';
import { loadBucket } from './limits.ts';
import { deleteObjects, findObject, findObjectAsAdmin } from './objects.ts';
import { removeFile, objectFile } from './disk.ts';
import { sendObject } from './serve.ts';
import { uploadObject, userMetadataHeader } from './upload.ts';
import { listFolder, type ListRequest } from './list.ts';
import { listObjectsV2, type ListV2Request } from './list-v2.ts';
import { copyObject, moveObject } from './move.ts';

/** `:name{.+}` captures the rest of the path (object names contain `/`). */
const OBJECT = ':bucket/:name{.+}';

/** Storage's info shape (storage `src/http/routes/object/getObjectInfo.ts`); the client camelCases it. */
function objectInfo(row: Awaited<ReturnType<typeof findObject>>) {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

export function objectRoutes(ctx: StackContext): Hono {
  const app = new Hono();

  app.post('/object/list/:bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    await loadBucket(ctx.adminPool, c.req.param('bucket'));
    const request = (await c.req.json().catch(() => ({}))) as ListRequest;
    return c.json(await listFolder(ctx, caller, c.req.param('bucket'), request));
  });

  app.post('/object/list-v2/:bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    await loadBucket(ctx.adminPool, c.req.param('bucket'));
    const request = (await c.req.json().catch(() => ({}))) as ListV2Request;
    return c.json(await listObjectsV2(ctx, caller, c.req.param('bucket'), request));
  });

  app.post('/object/move', async (c) => {
    const caller = await authenticate(ctx, c);
    await moveObject(ctx, caller, await c.req.json());
    return c.json({ message: 'Successfully moved' });
  });

  app.post('/object/copy', async (c) => {
    const caller = await authenticate(ctx, c);
    const row = await copyObject(ctx, caller, await c.req.json(), {
      upsert: c.req.header('x-upsert') === 'true',
      userMetadata: userMetadataHeader(c.req.header('x-metadata')),
    });
    const { id, name, bucket_id, version, owner, metadata } = row;
    return c.json({ Id: id, Key: `${bucket_id}/${name}`, id, name, bucket_id, version, owner, metadata });
  });

  const info = async (c: Context) => {
    const caller = await authenticate(ctx, c);
    return c.json(objectInfo(await findObject(ctx, caller, c.req.param('bucket')!, c.req.param('name')!)));
  };
  app.get(`/object/info/authenticated/${OBJECT}`, info);
  app.get(`/object/info/${OBJECT}`, info);

  app.get(`/object/info/public/${OBJECT}`, async (c) => {
    const bucket = await loadBucket(ctx.adminPool, c.req.param('bucket'));
    if (!bucket.public) throw errors.noSuchBucket();
    return c.json(objectInfo(await findObjectAsAdmin(ctx, bucket.id, c.req.param('name'))));
  });

  app.on(['GET', 'HEAD'], `/object/public/${OBJECT}`, async (c) => {
    const bucket = await loadBucket(ctx.adminPool, c.req.param('bucket'));
    if (!bucket.public) throw errors.noSuchBucket();
    return sendObject(ctx, c, await findObjectAsAdmin(ctx, bucket.id, c.req.param('name')));
  });

  const download = async (c: Context) => {
    const caller = await authenticate(ctx, c);
    return sendObject(ctx, c, await findObject(ctx, caller, c.req.param('bucket')!, c.req.param('name')!));
  };
  app.on(['GET', 'HEAD'], `/object/authenticated/${OBJECT}`, download);

  // Routes with a fixed first segment above must win over the generic `/object/<bucket>/<name>` below.
  app.on(['GET', 'HEAD'], `/object/${OBJECT}`, download);

  app.on(['POST', 'PUT'], `/object/${OBJECT}`, async (c) => {
    const caller = await authenticate(ctx, c);
    const upsert = c.req.method === 'PUT' || c.req.header('x-upsert') === 'true';
    const row = await uploadObject(ctx, c, {
      bucketId: c.req.param('bucket'),
      name: c.req.param('name'),
      upsert,
      caller,
      ownerId: caller.owner,
    });
    return c.json({ Id: row.id, Key: `${row.bucket_id}/${row.name}` });
  });

  app.delete('/object/:bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    const { prefixes } = (await c.req.json().catch(() => ({}))) as { prefixes?: unknown };
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
      throw errors.invalidRequest('body/prefixes must be an array of strings');
    }
    const bucketId = c.req.param('bucket');
    await loadBucket(ctx.adminPool, bucketId);
    const removed = await deleteObjects(ctx, caller, bucketId, prefixes as string[]);
    await Promise.all(removed.map((row) => removeFile(objectFile(ctx.dataDir, bucketId, row.name))));
    return c.json(removed);
  });

  app.delete(`/object/${OBJECT}`, async (c) => {
    const caller = await authenticate(ctx, c);
    const bucketId = c.req.param('bucket');
    const [row] = await deleteObjects(ctx, caller, bucketId, [c.req.param('name')]);
    if (!row) throw errors.noSuchKey();
    await removeFile(objectFile(ctx.dataDir, bucketId, row.name));
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
