/**
 * `/render/image/…` (docs/local-stack.md#storage): transformed images for storage-js
 * `download(path, {transform})` (authenticated: the caller's SELECT policy decides), `getPublicUrl(path,
 * {transform})` (public buckets only) and `createSignedUrl(path, s, {transform})` (the token alone grants
 * access, and the transformation signed into it wins over the query string).
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { authenticate } from './identity.ts';
import { errors } from './errors.ts';
import { loadBucket } from './limits.ts';
import { findObject, findObjectAsAdmin, type ObjectRow } from './objects.ts';
import { objectFile } from './disk.ts';
import { verifyUrlToken } from './signing.ts';
import { parseTransform, renderImage, transformationsHeader, type Transform } from './transform.ts';

const OBJECT = ':bucket/:name{.+}';

/** Sends the transformed image with Storage's headers (`x-transformations`, cache-control) plus nosniff. */
async function sendTransformed(ctx: StackContext, c: Context, row: ObjectRow, transform: Transform) {
  const { body, contentType } = await renderImage(
    objectFile(ctx.dataDir, row.bucket_id, row.name),
    transform,
    c.req.header('accept'),
  );
  const download = c.req.query('download');
  const filename = encodeURIComponent(download || row.name.split('/').pop() || 'download');
  const headers = {
    'content-type': contentType,
    'content-length': String(body.length),
    'cache-control': typeof row.metadata?.cacheControl === 'string' ? row.metadata.cacheControl : 'no-cache',
    'x-transformations': transformationsHeader(transform),
    'x-content-type-options': 'nosniff',
    'content-disposition': `${download === undefined ? 'inline' : 'attachment'}; filename=${filename}`,
  };
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

export function renderRoutes(ctx: StackContext): Hono {
  const app = new Hono();
  const queryTransform = (c: Context) => parseTransform(new URL(c.req.url).searchParams);

  app.on(['GET', 'HEAD'], `/render/image/authenticated/${OBJECT}`, async (c) => {
    const caller = await authenticate(ctx, c);
    const transform = queryTransform(c);
    const row = await findObject(ctx, caller, c.req.param('bucket'), c.req.param('name'));
    return sendTransformed(ctx, c, row, transform);
  });

  app.on(['GET', 'HEAD'], `/render/image/public/${OBJECT}`, async (c) => {
    const transform = queryTransform(c);
    const bucket = await loadBucket(ctx.adminPool, c.req.param('bucket'));
    if (!bucket.public) throw errors.noSuchBucket();
    return sendTransformed(ctx, c, await findObjectAsAdmin(ctx, bucket.id, c.req.param('name')), transform);
  });

  app.on(['GET', 'HEAD'], `/render/image/sign/${OBJECT}`, async (c) => {
    const { bucket: bucketId, name } = c.req.param();
    const grant = await verifyUrlToken(c.req.query('token'), bucketId, name, 'download');
    const transform = parseTransform(new URLSearchParams(grant.transformations ?? ''));
    return sendTransformed(ctx, c, await findObjectAsAdmin(ctx, bucketId, name), transform);
  });

  return app;
}
