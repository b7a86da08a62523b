/**
 * The bucket API (docs/local-stack.md#storage; storage `src/http/routes/bucket`): list, get, create,
 * update, empty and delete. Every statement runs as the caller's role, so RLS policies on
 * `storage.buckets` (and, for emptying, `storage.objects`) decide; the service role bypasses them.
 * Deleting checks for objects as superuser first, as Storage does, so a bucket with objects the
 * caller cannot see is still refused as not empty.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { authenticate } from './identity.ts';
import { errors, fromPostgresError } from './errors.ts';
import { asCaller } from './objects.ts';
import { objectFile, removeFile } from './disk.ts';
import {
  assertValidBucketName,
  parseAllowedMimeTypes,
  parseBucketListOptions,
  parseFileSizeLimit,
} from './bucket-rules.ts';

/** A bucket as the routes answer it. */
interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
  created_at, updated_at`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The JSON body of a create/update request, or `{}`. */
async function bodyOf(c: { req: { json(): Promise<unknown> } }): Promise<Record<string, unknown>> {
  const body = await c.req.json().catch(() => ({}));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** Maps Postgres refusals (RLS → 403, duplicate id → 409 BucketAlreadyExists) to Storage's answers. */
function bucketError(error: unknown): unknown {
  const mapped = fromPostgresError(error);
  return mapped?.code === 'ResourceAlreadyExists' ? errors.bucketAlreadyExists() : (mapped ?? error);
}

export function bucketRoutes(ctx: StackContext): Hono {
  const app = new Hono();

  app.get('/bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    const options = parseBucketListOptions(c.req.query());
    const params: unknown[] = [options.offset];
    let sql = `select ${COLUMNS} from storage.buckets`;
    if (options.search)
      sql += ` where name ilike '%' || $${params.push(options.search.replace(/[%_\\]/g, '\\$&'))} || '%'`;
    sql += ` order by ${options.sortColumn} ${options.sortOrder}, id offset $1`;
    if (options.limit !== undefined) sql += ` limit $${params.push(options.limit)}`;
    const rows = await asCaller(
      ctx,
      caller,
      'storage.bucket.list',
      async (client) => (await client.query<BucketRow>(sql, params)).rows,
    );
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const caller = await authenticate(ctx, c);
    const [row] = await asCaller(
      ctx,
      caller,
      'storage.bucket.get',
      async (client) =>
        (await client.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [c.req.param('id')]))
          .rows,
    );
    if (!row) throw errors.noSuchBucket();
    return c.json(row);
  });

  app.post('/bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    const body = await bodyOf(c);
    const name = body.name ?? body.id;
    assertValidBucketName(name);
    const id = typeof body.id === 'string' && body.id ? body.id : name;
    assertValidBucketName(id);
    const sizeLimit = parseFileSizeLimit(body.file_size_limit) ?? null;
    const mimeTypes = parseAllowedMimeTypes(body.allowed_mime_types) ?? null;
    const owner = caller.owner && UUID.test(caller.owner) ? caller.owner : null;
    await asCaller(ctx, caller, 'storage.bucket.create', (client) =>
      client.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, owner, caller.owner ?? null, body.public === true, sizeLimit, mimeTypes],
      ),
    ).catch((error: unknown) => {
      throw bucketError(error);
    });
    return c.json({ name });
  });

  app.put('/bucket/:id', async (c) => {
    const caller = await authenticate(ctx, c);
    const id = c.req.param('id');
    assertValidBucketName(id);
    const body = await bodyOf(c);
    const changes: [string, unknown][] = [];
    if (typeof body.public === 'boolean') changes.push(['public', body.public]);
    const sizeLimit = parseFileSizeLimit(body.file_size_limit);
    if (sizeLimit !== undefined) changes.push(['file_size_limit', sizeLimit]);
    const mimeTypes = parseAllowedMimeTypes(body.allowed_mime_types);
    if (mimeTypes !== undefined) changes.push(['allowed_mime_types', mimeTypes]);
    if (changes.length === 0) throw errors.invalidRequest('No content provided');
    const set = changes.map(([column], index) => `${column} = $${index + 2}`).join(', ');
    const updated = await asCaller(ctx, caller, 'storage.bucket.update', async (client) =>
      client.query(`update storage.buckets set ${set}, updated_at = now() where id = $1 returning id`, [
        id,
        ...changes.map(([, value]) => value),
      ]),
    ).catch((error: unknown) => {
      throw bucketError(error);
    });
    if (updated.rowCount === 0) throw errors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const caller = await authenticate(ctx, c);
    const id = c.req.param('id');
    const removed = await asCaller(ctx, caller, 'storage.bucket.empty', async (client) => {
      const bucket = await client.query('select id from storage.buckets where id = $1', [id]);
      if (bucket.rowCount === 0) throw errors.noSuchBucket();
      const visible = await client.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [
        id,
      ]);
      const deleted = await client.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 returning name',
        [id],
      );
      const kept = visible.rows.filter((row) => !deleted.rows.some((gone) => gone.name === row.name));
      if (kept.length > 0) {
        const names = kept.map((row) => row.name).join(' ,');
        throw errors.accessDenied(`Cannot delete: ${names}, you may have SELECT but not DELETE permissions`);
      }
      return deleted.rows;
    });
    await Promise.all(removed.map((row) => removeFile(objectFile(ctx.dataDir, id, row.name))));
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const caller = await authenticate(ctx, c);
    const id = c.req.param('id');
    const { rows } = await ctx.adminPool.query<{ has_objects: boolean }>(
      'select exists (select 1 from storage.objects where bucket_id = $1) as has_objects from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw errors.noSuchBucket();
    if (rows[0].has_objects) throw errors.bucketNotEmpty();
    const deleted = await asCaller(ctx, caller, 'storage.bucket.delete', (client) =>
      client.query('delete from storage.buckets where id = $1', [id]),
    ).catch((error: unknown) => {
      throw bucketError(error);
    });
    if (deleted.rowCount === 0) throw errors.noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
