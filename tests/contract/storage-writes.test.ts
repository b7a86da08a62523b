/**
 * Upload, copy and move edge cases through supabase-js, with hosted Storage's answers: an existing key is
 * Duplicate (409) unless upserting, cache-control, content type and user metadata are kept, a copy is judged
 * as an upload into its destination bucket (its MIME list too), and staff can copy or move no scan they
 * cannot read (docs/local-stack.md#storage).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, demoUpload, freshBucketName, pngBlob, scanName } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();
/** Two service-role buckets: `open` takes anything, `textOnly` only text/plain. */
let open: string;
let textOnly: string;
const DUPLICATE = {
  status: 400,
  statusCode: '409',
  code: 'ResourceAlreadyExists',
  message: 'The resource already exists',
};

beforeAll(async () => {
  open = freshBucketName('writes');
  textOnly = freshBucketName('text');
  expect((await env.service.storage.createBucket(open, { public: false })).error).toBeNull();
  expect(
    (await env.service.storage.createBucket(textOnly, { public: false, allowedMimeTypes: ['text/plain'] })).error,
  ).toBeNull();
});
describe('uploads', () => {
  it('keeps cache-control, content type and user metadata, and serves them back', async () => {
    const files = env.service.storage.from(open);
    const { error } = await files.upload('notes/a.txt', Buffer.from('hello'), {
      cacheControl: '60',
      contentType: 'text/plain',
      metadata: { guest: 'Ada', pages: 2 },
    });
    expect(error).toBeNull();
    const { data: info } = await files.info('notes/a.txt');
    expect(info).toMatchObject({ contentType: 'text/plain', cacheControl: 'max-age=60', size: 5 });
    expect(info!.metadata).toEqual({ guest: 'Ada', pages: 2 });
    const { data: signed } = await files.createSignedUrl('notes/a.txt', 60);
    const response = await fetch(signed!.signedUrl);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(await response.text()).toBe('hello');
  });

  it('an existing key is Duplicate without upsert; upsert and update() replace it', async () => {
    const files = env.service.storage.from(open);
    expect((await files.upload('dup.png', pngBlob(100))).error).toBeNull();
    expect((await files.upload('dup.png', pngBlob(200))).error).toMatchObject(DUPLICATE);
    expect((await files.upload('dup.png', pngBlob(300), { upsert: true })).error).toBeNull();
    expect((await files.info('dup.png')).data).toMatchObject({ size: 300 });
    expect((await files.update('dup.png', pngBlob(400))).error).toBeNull();
    expect((await files.info('dup.png')).data).toMatchObject({ size: 400 });
    const { data: empty } = await files.info('dup.png');
    expect(empty!.metadata).toEqual({});
  });
});

describe('copy and move', () => {
  it('copies into another bucket with destinationBucket; an existing destination is Duplicate', async () => {
    const files = env.service.storage.from(open);
    expect((await files.upload('src.txt', Buffer.from('copy me'), { contentType: 'text/plain' })).error).toBeNull();
    const { data, error } = await files.copy('src.txt', 'copied.txt', { destinationBucket: textOnly });
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${textOnly}/copied.txt` });
    const { data: bytes } = await env.service.storage.from(textOnly).download('copied.txt');
    expect(await bytes!.text()).toBe('copy me');
    expect((await files.copy('src.txt', 'copied.txt', { destinationBucket: textOnly })).error).toMatchObject(DUPLICATE);
  });

  it('judges a copy by the destination bucket: a PNG cannot be copied into a text-only bucket', async () => {
    const files = env.service.storage.from(open);
    expect((await files.upload('pic.png', pngBlob())).error).toBeNull();
    const { error } = await files.copy('pic.png', 'pic.png', { destinationBucket: textOnly });
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type image/png is not supported' });
    expect((await env.service.storage.from(textOnly).exists('pic.png')).data).toBe(false);
  });

  it('moves across buckets; moving onto an existing key is Duplicate and leaves both objects', async () => {
    const files = env.service.storage.from(open);
    for (const name of ['m1.txt', 'm2.txt']) {
      expect((await files.upload(name, Buffer.from(name), { contentType: 'text/plain' })).error).toBeNull();
    }
    expect((await files.move('m1.txt', 'm2.txt')).error).toMatchObject(DUPLICATE);
    expect((await files.exists('m1.txt')).data).toBe(true);
    const { data, error } = await files.move('m1.txt', 'moved/m1.txt', { destinationBucket: textOnly });
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect((await files.exists('m1.txt')).data).toBe(false);
    const { data: bytes } = await env.service.storage.from(textOnly).download('moved/m1.txt');
    expect(await bytes!.text()).toBe('m1.txt');
  });

  it('staff cannot copy or move a scan they cannot read, not even into their own folder', async () => {
    const name = await demoUpload(env);
    const lodge = env.lodge.storage.from(BUCKET);
    const intoLodge = scanName(env.lodgeHotel);
    expect((await lodge.copy(name, intoLodge)).error).toMatchObject({ statusCode: '404' });
    expect((await lodge.move(name, intoLodge)).error).toMatchObject({ statusCode: '404' });
    expect((await env.demo.storage.from(BUCKET).copy(name, scanName(env.demoHotel))).error).toMatchObject({
      statusCode: '404',
    });
    expect((await env.service.storage.from(BUCKET).exists(intoLodge)).data).toBe(false);
    expect((await env.service.storage.from(BUCKET).exists(name)).data).toBe(true);
  });
});
