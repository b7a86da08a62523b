/**
 * The bucket API through supabase-js (`createBucket`, `getBucket`, `listBuckets`, `updateBucket`,
 * `emptyBucket`, `deleteBucket`) with hosted Storage's answers: Duplicate on an existing id, invalid names
 * and size limits refused, a bucket with objects not deleted. Buckets are managed with the service role;
 * staff have no policy on `storage.buckets`, so they can create, see, change, empty or delete none
 * (docs/local-stack.md#storage).
 */
import { describe, expect, it } from 'vitest';
import { useStorageTestEnv, type StorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, MiB, freshBucketName, pngBlob } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();

/** Creates a bucket with the service role and returns its id. */
async function serviceBucket(options: Parameters<StorageTestEnv['service']['storage']['createBucket']>[1]) {
  const id = freshBucketName('test');
  const { data, error } = await env.service.storage.createBucket(id, options);
  expect(error).toBeNull();
  expect(data).toEqual({ name: id });
  return id;
}

describe('buckets with the service role', () => {
  it('sees the passports bucket with its limits', async () => {
    const { data, error } = await env.service.storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: BUCKET,
      public: false,
      file_size_limit: 10 * MiB,
      allowed_mime_types: ['image/*'],
    });
    const { data: all } = await env.service.storage.listBuckets();
    expect(all!.map((bucket) => bucket.id)).toContain(BUCKET);
  });

  it('creates a bucket with a "20MB"-style limit and wildcard MIME types; a second create is Duplicate', async () => {
    const id = await serviceBucket({
      public: true,
      fileSizeLimit: '1.5MB',
      allowedMimeTypes: ['image/*', 'text/plain'],
    });
    const { data } = await env.service.storage.getBucket(id);
    expect(data).toMatchObject({ id, name: id, public: true, file_size_limit: 1_500_000 });
    expect(data!.allowed_mime_types).toEqual(['image/*', 'text/plain']);
    const { error } = await env.service.storage.createBucket(id, { public: false });
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
  });

  it('refuses invalid names, unreadable and oversized limits, and malformed MIME types', async () => {
    for (const name of ['has/slash', ' padded', 'x'.repeat(101), 'émoji']) {
      const { error } = await env.service.storage.createBucket(name, { public: false });
      expect(error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    }
    const { error: size } = await env.service.storage.createBucket(freshBucketName('t'), {
      public: false,
      fileSizeLimit: 'twenty megabytes',
    });
    expect(size).toMatchObject({ statusCode: '400' });
    expect(size?.message).toMatch(/^Invalid file size format, hint: use 20GB/);
    const { error: tooBig } = await env.service.storage.createBucket(freshBucketName('t'), {
      public: false,
      fileSizeLimit: '1GB',
    });
    expect(tooBig).toMatchObject({ statusCode: '413' });
    const { error: mime } = await env.service.storage.createBucket(freshBucketName('t'), {
      public: false,
      allowedMimeTypes: ['not a type'],
    });
    expect(mime).toMatchObject({ statusCode: '415', message: 'mime type not a type is not supported' });
  });

  it('updates a bucket; the new limits apply to the next upload', async () => {
    const id = await serviceBucket({ public: false });
    const { data, error } = await env.service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/png'],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully updated' });
    expect((await env.service.storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: 1000 });
    const bucket = env.service.storage.from(id);
    expect((await bucket.upload('big.png', pngBlob(1001))).error).toMatchObject({ statusCode: '413' });
    expect((await bucket.upload('a.txt', new Blob(['x'], { type: 'text/plain' }))).error).toMatchObject({
      statusCode: '415',
    });
    expect((await bucket.upload('ok.png', pngBlob(1000))).error).toBeNull();
    expect((await env.service.storage.updateBucket('no-such-bucket-x', { public: true })).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('lists buckets with limit, offset, sort and search', async () => {
    const label = freshBucketName('list');
    for (const suffix of ['b', 'a', 'c']) {
      expect((await env.service.storage.createBucket(`${label}-${suffix}`, { public: false })).error).toBeNull();
    }
    const { data } = await env.service.storage.listBuckets({ search: label, sortColumn: 'name', sortOrder: 'desc' });
    expect(data!.map((bucket) => bucket.id)).toEqual([`${label}-c`, `${label}-b`, `${label}-a`]);
    const { data: page } = await env.service.storage.listBuckets({ search: label, limit: 1, offset: 1 });
    expect(page!.map((bucket) => bucket.id)).toEqual([`${label}-b`]);
  });

  it('refuses to delete a bucket with objects; empties it, then deletes it', async () => {
    const id = await serviceBucket({ public: false });
    for (const name of ['one.png', 'folder/two.png']) {
      expect((await env.service.storage.from(id).upload(name, pngBlob())).error).toBeNull();
    }
    const { error } = await env.service.storage.deleteBucket(id);
    expect(error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    expect((await env.service.storage.emptyBucket(id)).data).toEqual({ message: 'Successfully emptied' });
    expect((await env.service.storage.from(id).list('', { limit: 10 })).data).toEqual([]);
    expect((await env.service.storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    expect((await env.service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await env.service.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' });
  });

  it('an unknown bucket is NoSuchBucket', async () => {
    const { error } = await env.demo.storage.from('no-such-bucket').upload(`${env.demoHotel}/x.png`, pngBlob());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('buckets as staff without a bucket policy', () => {
  it('cannot create a bucket (RLS) nor see any', async () => {
    const id = freshBucketName('staff');
    const { error } = await env.demo.storage.createBucket(id, { public: true });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await env.service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await env.demo.storage.listBuckets()).data).toEqual([]);
    expect((await env.demo.storage.getBucket(BUCKET)).error).toMatchObject({ statusCode: '404' });
    expect((await env.anon.storage.createBucket(id, { public: true })).error).toMatchObject({ statusCode: '403' });
  });

  it('cannot update, empty or delete a bucket', async () => {
    const id = await serviceBucket({ public: false });
    expect((await env.service.storage.from(id).upload('keep.png', pngBlob())).error).toBeNull();
    expect((await env.demo.storage.updateBucket(id, { public: true })).error).toMatchObject({ statusCode: '404' });
    expect((await env.demo.storage.emptyBucket(id)).error).toMatchObject({ statusCode: '404' });
    expect((await env.lodge.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    await env.service.storage.emptyBucket(id);
    expect((await env.lodge.storage.deleteBucket(id)).error).toMatchObject({ statusCode: '404' });
    const { data } = await env.service.storage.getBucket(id);
    expect(data).toMatchObject({ id, public: false });
  });
});
