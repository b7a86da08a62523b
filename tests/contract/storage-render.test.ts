/**
 * Image transformation through supabase-js: `download(path, {transform})`, `getPublicUrl(path, {transform})`
 * and `createSignedUrl(path, s, {transform})` resize with cover/contain/fill, re-encode at a quality, keep
 * the source format or send WebP to clients that accept it, and name the transformation in
 * `x-transformations` as hosted Storage does. Access is the plain download's: the caller's policy, a public
 * bucket, or a token whose transformation cannot be changed (docs/local-stack.md#storage).
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, freshBucketName, jpeg, scanName } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();
/** A public service-role bucket with `photo.jpg` (400×300). */
let publicBucket: string;
/** A 400×300 demo scan in the private passports bucket. */
let scan: string;

beforeAll(async () => {
  const photo = await jpeg(400, 300);
  publicBucket = freshBucketName('render');
  expect((await env.service.storage.createBucket(publicBucket, { public: true })).error).toBeNull();
  expect(
    (await env.service.storage.from(publicBucket).upload('photo.jpg', photo, { contentType: 'image/jpeg' })).error,
  ).toBeNull();
  scan = scanName(env.demoHotel, 'scan.jpg');
  expect((await env.demo.storage.from(BUCKET).upload(scan, photo, { contentType: 'image/jpeg' })).error).toBeNull();
});
/** Width, height and format of encoded image bytes. */
async function measure(bytes: ArrayBuffer | Buffer) {
  const { width, height, format } = await sharp(Buffer.from(bytes as ArrayBuffer)).metadata();
  return { width, height, format };
}

describe('image transformation', () => {
  it('downloads a resized scan with the service role: cover crops to the box, keeping JPEG', async () => {
    const { data, error } = await env.service.storage
      .from(BUCKET)
      .download(scan, { transform: { width: 100, height: 100 } });
    expect(error).toBeNull();
    expect(data!.type).toBe('image/jpeg');
    expect(await measure(await data!.arrayBuffer())).toEqual({ width: 100, height: 100, format: 'jpeg' });
  });

  it('contain fits inside the box, fill stretches, one side keeps the aspect ratio, nothing is enlarged', async () => {
    const files = env.service.storage.from(publicBucket);
    const size = async (transform: Parameters<typeof files.download>[1]) =>
      measure(await (await files.download('photo.jpg', transform)).data!.arrayBuffer());
    expect(await size({ transform: { width: 100, height: 100, resize: 'contain' } })).toMatchObject({
      width: 100,
      height: 75,
    });
    expect(await size({ transform: { width: 100, height: 100, resize: 'fill' } })).toMatchObject({
      width: 100,
      height: 100,
    });
    expect(await size({ transform: { width: 200 } })).toMatchObject({ width: 200, height: 150 });
    expect(await size({ transform: { width: 2000 } })).toMatchObject({ width: 400, height: 300 });
  });

  it('serves a public transformed URL without auth, WebP when accepted unless format is origin', async () => {
    const files = env.anon.storage.from(publicBucket);
    const url = files.getPublicUrl('photo.jpg', { transform: { width: 80, quality: 50 } }).data.publicUrl;
    const webp = await fetch(url, { headers: { accept: 'image/webp,image/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await measure(await webp.arrayBuffer())).toMatchObject({ width: 80, format: 'webp' });
    const origin = files.getPublicUrl('photo.jpg', { transform: { width: 80, format: 'origin' } }).data.publicUrl;
    const kept = await fetch(origin, { headers: { accept: 'image/webp' } });
    expect(kept.headers.get('content-type')).toBe('image/jpeg');
  });

  it('signs a transformed URL whose transformation the query string cannot change', async () => {
    const { data, error } = await env.service.storage
      .from(BUCKET)
      .createSignedUrl(scan, 60, { transform: { width: 200, height: 200, quality: 60 } });
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/storage/v1/render/image/sign/${BUCKET}/`);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-transformations')).toBe('height:200,width:200,resizing_type:fill,quality:60');
    expect(await measure(await response.arrayBuffer())).toMatchObject({ width: 200, height: 200 });
    const altered = await fetch(`${data!.signedUrl}&width=10&height=10`);
    expect(await measure(await altered.arrayBuffer())).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses out-of-range parameters and objects that are not images', async () => {
    const files = env.service.storage.from(publicBucket);
    expect((await files.download('photo.jpg', { transform: { width: 3000 } })).error).toMatchObject({
      statusCode: '400',
    });
    expect((await files.download('photo.jpg', { transform: { width: 10, quality: 5 } })).error).toMatchObject({
      statusCode: '400',
    });
    expect(
      (await files.upload('note.txt', Buffer.from('not an image'), { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect((await files.download('note.txt', { transform: { width: 10 } })).error).toMatchObject({ statusCode: '422' });
  });
});

describe('image transformation refusals', () => {
  it('staff without a SELECT policy get no transformed scan, theirs or another hotel’s', async () => {
    for (const who of [env.demo, env.lodge, env.anon]) {
      const { error } = await who.storage.from(BUCKET).download(scan, { transform: { width: 50 } });
      expect(error).toMatchObject({ statusCode: '404' });
    }
    expect(
      (await env.demo.storage.from(BUCKET).createSignedUrl(scan, 60, { transform: { width: 50 } })).error,
    ).toMatchObject({
      statusCode: '404',
    });
  });

  it('a private bucket has no public render URL', async () => {
    const url = env.anon.storage.from(BUCKET).getPublicUrl(scan, { transform: { width: 50 } }).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('an SVG cannot pull a sibling object into its rendering', async () => {
    const files = env.service.storage.from(publicBucket);
    const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
      <image href="red.png" xlink:href="red.png" width="20" height="20"/></svg>`;
    expect((await files.upload('peek/red.png', red, { contentType: 'image/png' })).error).toBeNull();
    expect((await files.upload('peek/look.svg', Buffer.from(svg), { contentType: 'image/svg+xml' })).error).toBeNull();
    const { data } = await files.download('peek/look.svg', { transform: { width: 20, format: 'origin' } });
    const { data: pixels } = await sharp(Buffer.from(await data!.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(pixels[0]).toBeLessThan(128); // red would mean the sibling's pixels were drawn
  });
});
