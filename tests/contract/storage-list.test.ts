/**
 * Listing objects through supabase-js: `list` (one folder level, folders first with `id: null`, search,
 * sortBy, limit/offset) and `listV2` (plain key prefix, full keys as names, `with_delimiter` folders,
 * sortBy, pages joined by `nextCursor`). Rows are read as the caller, so staff without a SELECT policy
 * list nothing (docs/local-stack.md#storage).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, demoUpload, freshBucketName, pngBlob } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();
/** A service-role bucket holding `docs/{aa,bb,cc}.png`, `docs/deep/x.png`, `other/y.png` and `root.png`. */
let bucket: string;
const SUFFIXES = ['bb', 'aa', 'cc'];

beforeAll(async () => {
  bucket = freshBucketName('list');
  expect((await env.service.storage.createBucket(bucket, { public: false })).error).toBeNull();
  // One at a time, so created_at follows this order: bb, aa, cc.
  for (const name of [...SUFFIXES.map((s) => `docs/${s}.png`), 'docs/deep/x.png', 'other/y.png', 'root.png']) {
    expect((await env.service.storage.from(bucket).upload(name, pngBlob())).error).toBeNull();
  }
});
const names = (entries: { name: string }[] | null) => entries!.map((entry) => entry.name);

describe('list (one folder level)', () => {
  it('puts folders first with null id and metadata, then files with metadata', async () => {
    const { data, error } = await env.service.storage.from(bucket).list('', { limit: 100 });
    expect(error).toBeNull();
    expect(names(data)).toEqual(['docs', 'other', 'root.png']);
    expect(data![0]).toMatchObject({ id: null, metadata: null });
    expect(data![2].id).toEqual(expect.any(String));
    expect(data![2].metadata).toMatchObject({ mimetype: 'image/png' });
  });

  it('searches by name start, sorts by a column, pages with limit and offset', async () => {
    const docs = env.service.storage.from(bucket);
    expect(names((await docs.list('docs', { search: 'A' })).data)).toEqual(['aa.png']);
    const byName = await docs.list('docs', { sortBy: { column: 'name', order: 'desc' } });
    expect(names(byName.data)).toEqual(['deep', 'cc.png', 'bb.png', 'aa.png']);
    const byAge = await docs.list('docs/', { sortBy: { column: 'created_at', order: 'asc' } });
    expect(names(byAge.data)).toEqual(['deep', 'bb.png', 'aa.png', 'cc.png']);
    expect(names((await docs.list('docs', { limit: 2, offset: 1 })).data)).toEqual(['aa.png', 'bb.png']);
  });

  it('lists nothing to staff without a SELECT policy, even their own hotel folder', async () => {
    await demoUpload(env);
    expect((await env.demo.storage.from(BUCKET).list(env.demoHotel)).data).toEqual([]);
    expect((await env.lodge.storage.from(bucket).list('docs')).data).toEqual([]);
  });
});

describe('listV2', () => {
  it('matches keys by plain prefix and names objects by their full key', async () => {
    const { data, error } = await env.service.storage.from(bucket).listV2({ prefix: 'doc' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ hasNext: false, folders: [] });
    expect(names(data!.objects)).toEqual(['docs/aa.png', 'docs/bb.png', 'docs/cc.png', 'docs/deep/x.png']);
  });

  it('collapses sub-folders with with_delimiter', async () => {
    const { data } = await env.service.storage.from(bucket).listV2({ with_delimiter: true });
    expect(data!.folders).toEqual([
      expect.objectContaining({ name: 'docs/', key: 'docs', id: null }),
      expect.objectContaining({ name: 'other/', key: 'other', id: null }),
    ]);
    expect(names(data!.objects)).toEqual(['root.png']);
    const inDocs = await env.service.storage.from(bucket).listV2({ prefix: 'docs/', with_delimiter: true });
    expect(names(inDocs.data!.folders)).toEqual(['docs/deep/']);
  });

  it('pages through with nextCursor in every sort order', async () => {
    const cases = [
      { sortBy: undefined, expected: ['aa', 'bb', 'cc'] },
      { sortBy: { column: 'name', order: 'desc' }, expected: ['cc', 'bb', 'aa'] },
      { sortBy: { column: 'created_at', order: 'asc' }, expected: SUFFIXES },
      { sortBy: { column: 'created_at', order: 'desc' }, expected: [...SUFFIXES].reverse() },
    ] as const;
    for (const { sortBy, expected } of cases) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 5; page += 1) {
        const { data, error } = await env.service.storage
          .from(bucket)
          .listV2({ prefix: 'docs/', with_delimiter: true, limit: 1, cursor, sortBy });
        expect(error).toBeNull();
        seen.push(...names(data!.objects), ...names(data!.folders));
        cursor = data!.nextCursor;
        if (!data!.hasNext) break;
      }
      const files = expected.map((suffix) => `docs/${suffix}.png`);
      expect(seen.filter((name) => name.endsWith('.png'))).toEqual(files);
      expect(seen.filter((name) => name === 'docs/deep/')).toHaveLength(1);
    }
  });

  it('refuses a limit below 1 and a forged cursor; staff without a policy list nothing', async () => {
    const files = env.service.storage.from(bucket);
    expect((await files.listV2({ limit: 0 })).error).toMatchObject({ statusCode: '400' });
    expect((await files.listV2({ cursor: Buffer.from('x:y').toString('base64') })).error).toMatchObject({
      statusCode: '400',
    });
    const { data } = await env.demo.storage.from(BUCKET).listV2({ prefix: env.demoHotel });
    expect(data).toMatchObject({ hasNext: false, folders: [], objects: [] });
  });
});
