/**
 * Sends an object's bytes with the headers Storage sets (content-type, cache-control, etag,
 * last-modified, content-length; `?download[=name]` → attachment), plus nosniff. HEAD gets headers only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import { objectFile } from './disk.ts';
import { errorBody, errors, toStorageError } from './errors.ts';
import type { ObjectRow } from './objects.ts';
import { parseRange } from './range.ts';

/** Raster image types a browser shows as a picture, never as a document that runs script. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic']);

/** Storage's `normalizeContentType`: objects declared `text/html` are served as `text/plain`. */
const servedType = (mimetype: string) => (mimetype.includes('text/html') ? 'text/plain' : mimetype);

/**
 * Security headers on top of Storage's (docs/architecture.md#storage): `X-Content-Type-Options: nosniff`
 * so a browser never sniffs an image/PNG+HTML polyglot into HTML, and `Content-Disposition` `inline`
 * only for raster images, `attachment` for every other type (SVG, HTML, text…), so nothing served
 * from the API origin renders as a page.
 * @param row the object's row, already authorised (by the caller's SELECT policy, a signed token or a public bucket)
 * @returns 200 with the bytes streamed from disk, 206 with `Content-Range` for a `Range` request,
 *   304 when `If-None-Match` matches the eTag
 * @throws StorageError NoSuchKey when the bytes are missing on disk, InvalidRange (416) for an unsatisfiable range
 */
export async function sendObject(ctx: StackContext, c: Context, row: ObjectRow): Promise<Response> {
  const file = objectFile(ctx.dataDir, row.bucket_id, row.name);
  const info = await stat(file).catch(() => undefined);
  if (!info) throw errors.noSuchKey();
  const metadata = (row.metadata ?? {}) as Record<string, string | number | undefined>;
  const mimetype = servedType(String(metadata.mimetype ?? 'application/octet-stream'));
  const headers = new Headers({
    'content-type': mimetype,
    'content-length': String(info.size),
    'cache-control': String(metadata.cacheControl ?? 'no-cache'),
    'last-modified': String(metadata.lastModified ?? info.mtime.toUTCString()),
    'x-content-type-options': 'nosniff',
  });
  if (metadata.eTag) headers.set('etag', String(metadata.eTag));
  const download = c.req.query('download');
  const filename = encodeURIComponent(download || row.name.split('/').pop() || 'download');
  const inline = download === undefined && INLINE_TYPES.has(mimetype.split(';')[0].trim().toLowerCase());
  headers.set('content-disposition', `${inline ? 'inline' : 'attachment'}; filename=${filename}`);
  if (metadata.eTag && c.req.header('if-none-match') === metadata.eTag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('accept-ranges', 'bytes');
  let range;
  try {
    range = parseRange(c.req.header('range'), info.size);
  } catch (error) {
    const refusal = toStorageError(error);
    return Response.json(errorBody(refusal), {
      status: refusal.httpStatus,
      headers: { 'content-range': `bytes */${info.size}` },
    });
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    headers.set('content-length', String(range.end - range.start + 1));
  }
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
