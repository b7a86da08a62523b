/**
 * Read-only bucket routes (`GET /bucket`, `GET /bucket/<id>`), RLS-filtered on `storage.buckets` as
 * Storage's listBuckets is (docs/local-stack.md#storage) — service_role sees all, users see what policies allow.
 * Bucket creation is left to migrations (`insert into storage.buckets`).
 */
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { authenticate } from './identity.ts';
import { errors } from './errors.ts';
import { asCaller } from './objects.ts';

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

export function bucketRoutes(ctx: StackContext): Hono {
  const app = new Hono();

  app.get('/bucket', async (c) => {
    const caller = await authenticate(ctx, c);
    const rows = await asCaller(
      ctx,
      caller,
      'storage.bucket.list',
      async (client) => (await client.query<BucketRow>(`select ${COLUMNS} from storage.buckets order by name`)).rows,
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

  return app;
}
