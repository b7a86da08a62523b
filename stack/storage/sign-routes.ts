/**
 * Signed URLs (docs/local-stack.md#storage): creating one needs the object to be SELECT-visible to the caller
 * (upload URLs: the INSERT probe); using one needs no auth — the token alone grants access to that object.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { authenticate } from './identity.ts';
import { errors, StorageError } from './errors.ts';
import { assertValidKey, loadBucket } from './limits.ts';
import { findObject, findObjectAsAdmin } from './objects.ts';
import { probeUpload } from './object-writes.ts';
import { sendObject } from './serve.ts';
import { signDownloadToken, signUploadToken, verifyUrlToken } from './signing.ts';
import { uploadObject } from './upload.ts';
import { parseTransform, transformQuery } from './transform.ts';

const OBJECT = ':bucket/:name{.+}';

/** `expiresIn` must be a number ≥ 1 (storage's JSON schema). */
function expiresIn(body: { expiresIn?: unknown }): number {
  const seconds = Number(body?.expiresIn);
  if (!Number.isFinite(seconds) || seconds < 1) throw errors.invalidRequest('body/expiresIn must be >= 1');
  return seconds;
}

export function signRoutes(ctx: StackContext): Hono {
  const app = new Hono();
  const signedPath = (bucketId: string, name: string, token: string) =>
    `/object/sign/${bucketId}/${name}?token=${token}`;

  app.post(`/object/sign/${OBJECT}`, async (c) => {
    const caller = await authenticate(ctx, c);
    const body = (await c.req.json().catch(() => ({}))) as { expiresIn?: unknown; transform?: unknown };
    const seconds = expiresIn(body);
    const { bucket: bucketId, name } = c.req.param();
    // A transformation is checked now and signed into the token, so the URL cannot be re-parameterised.
    const transformations = body.transform ? transformQuery(body.transform) : '';
    if (transformations) parseTransform(new URLSearchParams(transformations));
    await findObject(ctx, caller, bucketId, name);
    const token = await signDownloadToken(bucketId, name, seconds, transformations || undefined);
    const path = transformations
      ? `/render/image/sign/${bucketId}/${name}?token=${token}`
      : signedPath(bucketId, name, token);
    return c.json({ signedURL: path });
  });

  app.post('/object/sign/:bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    const body = (await c.req.json().catch(() => ({}))) as { expiresIn?: unknown; paths?: unknown };
    const seconds = expiresIn(body);
    if (!Array.isArray(body.paths)) throw errors.invalidRequest('body/paths must be an array');
    const bucketId = c.req.param('bucket');
    const results = [];
    for (const path of body.paths as string[]) {
      try {
        await findObject(ctx, caller, bucketId, path);
        const token = await signDownloadToken(bucketId, path, seconds);
        results.push({ error: null, path, signedURL: signedPath(bucketId, path, token) });
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        results.push({
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        });
      }
    }
    return c.json(results);
  });

  app.on(['GET', 'HEAD'], `/object/sign/${OBJECT}`, async (c) => {
    const { bucket: bucketId, name } = c.req.param();
    await verifyUrlToken(c.req.query('token'), bucketId, name, 'download');
    return sendObject(ctx, c, await findObjectAsAdmin(ctx, bucketId, name));
  });

  app.post(`/object/upload/sign/${OBJECT}`, async (c) => {
    const caller = await authenticate(ctx, c);
    const { bucket: bucketId, name } = c.req.param();
    const upsert = c.req.header('x-upsert') === 'true';
    assertValidKey(name);
    await loadBucket(ctx.adminPool, bucketId);
    await probeUpload(ctx, caller, { bucketId, name, ownerId: caller.owner, metadata: {}, version: 'probe' }, upsert);
    const token = await signUploadToken(bucketId, name, caller.owner, upsert);
    return c.json({ url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token });
  });

  app.put(`/object/upload/sign/${OBJECT}`, async (c) => {
    const { bucket: bucketId, name } = c.req.param();
    const grant = await verifyUrlToken(c.req.query('token'), bucketId, name, 'upload');
    const row = await uploadObject(ctx, c, { bucketId, name, upsert: grant.upsert, ownerId: grant.owner });
    return c.json({ Id: row.id, Key: `${row.bucket_id}/${row.name}` });
  });

  return app;
}
