/**
 * Sends an object's bytes with the headers Storage sets (content-type, cache-control, etag,
 * last-modified, content-length; `?download[=name]` → attachment). HEAD gets headers only.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import { objectFile } from './disk.ts';
import { errors } from './errors.ts';
import type { ObjectRow } from './objects.ts';

/**
 * @param row the object's row, already authorised (by the caller's SELECT policy, a signed token or a public bucket)
 * @returns 200 with the bytes streamed from disk, 304 when `If-None-Match` matches the eTag
 * @throws StorageError NoSuchKey when the bytes are missing on disk
 */
export async function sendObject(ctx: StackContext, c: Context, row: ObjectRow): Promise<Response> {
  const file = objectFile(ctx.dataDir, row.bucket_id, row.name);
  const info = await stat(file).catch(() => undefined);
  if (!info) throw errors.noSuchKey();
  const metadata = (row.metadata ?? {}) as Record<string, string | number | undefined>;
  const headers = new Headers({
    'content-type': String(metadata.mimetype ?? 'application/octet-stream'),
    'content-length': String(info.size),
    'cache-control': String(metadata.cacheControl ?? 'no-cache'),
    'last-modified': String(metadata.lastModified ?? info.mtime.toUTCString()),
  });
  if (metadata.eTag) headers.set('etag', String(metadata.eTag));
  const download = c.req.query('download');
  if (download !== undefined) {
    const filename = download || row.name.split('/').pop() || 'download';
    headers.set('content-disposition', `attachment; filename=${encodeURIComponent(filename)}`);
  }
  if (metadata.eTag && c.req.header('if-none-match') === metadata.eTag) {
    return new Response(null, { status: 304, headers });
  }
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
