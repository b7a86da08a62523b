/**
 * Storage (`/storage/v1`) through supabase-js and tus-js-client, as the app uses it: passport scans in
 * the private `passports` bucket under `<hotel_id>/<epoch ms>_<file>`. Proves the policies decide
 * (written as the caller's role): staff only upload into their hotel's folder (reads, signing, moves
 * and deletes are the edge functions' with the service role, docs/product.md#data-protection), the other
 * hotel and anon are refused on every path, bucket limits are judged on the declared type (as hosted
 * Storage does), signed URLs work without auth and expire, and tus uploads report progress.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../../stack/keys.ts';
import { storageTestEnv, type StorageTestEnv } from './fixtures/storage-env.ts';

const BUCKET = 'passports';
const MiB = 1024 * 1024;
/** A 1×1 PNG; padded with zeros after IEND it stays a PNG to byte sniffers. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (size = PNG_1PX.length) => Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]);
const pngBlob = (size?: number) => new Blob([png(size)], { type: 'image/png' });

let env: StorageTestEnv;
const scanName = (hotelId: string, file = 'passport.png') =>
  `${hotelId}/${Date.now()}_${Math.floor(Math.random() * 1e6)}_${file}`;

/** The `storage.objects` columns these tests look at. */
interface StoredObject {
  owner: string | null;
  owner_id: string | null;
  metadata: { size: number; mimetype: string; cacheControl: string };
}

async function objectRow(name: string): Promise<StoredObject | undefined> {
  const { rows } = await env.db.query<StoredObject>(
    'select * from storage.objects where bucket_id = $1 and name = $2',
    [BUCKET, name],
  );
  return rows[0];
}

/** Uploads a scan as demo staff and returns its object name. */
async function demoUpload(size?: number): Promise<string> {
  const name = scanName(env.demoHotel);
  const { error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(size));
  expect(error).toBeNull();
  return name;
}

beforeAll(async () => {
  env = await storageTestEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('hotel staff with their own hotel folder', () => {
  it('uploads a scan (multipart, empty field name) and the row is written with the owner', async () => {
    const name = scanName(env.demoHotel);
    const { data, error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await objectRow(name);
    expect(row!.owner_id).toBe(env.demoUserId);
    expect(row!.owner).toBe(env.demoUserId);
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png', size: PNG_1PX.length, cacheControl: 'max-age=3600' });
    if (env.dataDir) expect(existsSync(join(env.dataDir, 'storage', BUCKET, name))).toBe(true);
  });

  it('uploads a raw body with a declared content type', async () => {
    const name = scanName(env.demoHotel);
    const { error } = await env.demo.storage.from(BUCKET).upload(name, png(), { contentType: 'image/png' });
    expect(error).toBeNull();
    expect((await objectRow(name))!.metadata.mimetype).toBe('image/png');
  });

  it('cannot list, download, sign or read info of its own scans directly', async () => {
    const name = await demoUpload();
    const own = env.demo.storage.from(BUCKET);
    expect((await own.list(env.demoHotel, { limit: 1000 })).data).toEqual([]);
    expect((await own.download(name)).error).toMatchObject({ statusCode: '404' });
    expect((await own.createSignedUrl(name, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await own.info(name)).error).toBeTruthy();
  });

  it('the service role lists a folder with metadata; folders show as prefixes at the root', async () => {
    const name = await demoUpload();
    const { data, error } = await env.service.storage.from(BUCKET).list(env.demoHotel, { limit: 1000 });
    expect(error).toBeNull();
    const entry = data!.find((item) => `${env.demoHotel}/${item.name}` === name);
    expect(entry).toMatchObject({ metadata: { mimetype: 'image/png', size: PNG_1PX.length } });
    expect(entry!.id).toBeTruthy();
    const { data: root } = await env.service.storage.from(BUCKET).list('', { limit: 1000 });
    expect(root!.map((item) => item.name)).toContain(env.demoHotel);
    expect(root!.find((item) => item.name === env.demoHotel)).toMatchObject({ id: null, metadata: null });
  });

  it('downloads the exact bytes', async () => {
    const name = await demoUpload(2048);
    const { data, error } = await env.service.storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expect(data!.type).toBe('image/png');
    expect(Buffer.from(await data!.arrayBuffer()).equals(png(2048))).toBe(true);
  });

  it('reads info and exists', async () => {
    const name = await demoUpload();
    const { data, error } = await env.service.storage.from(BUCKET).info(name);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name, bucketId: BUCKET, contentType: 'image/png', size: PNG_1PX.length });
    expect((await env.service.storage.from(BUCKET).exists(name)).data).toBe(true);
    expect((await env.service.storage.from(BUCKET).exists(`${env.demoHotel}/missing.png`)).data).toBe(false);
  });

  it('signs a URL that works without auth, and it expires', async () => {
    const name = await demoUpload();
    const { data, error } = await env.service.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png())).toBe(true);

    // The token is bound to its object: pointing it at another name is refused.
    const other = await demoUpload();
    const moved = data!.signedUrl.replace(encodeURI(name), encodeURI(other));
    expect((await fetch(moved)).status).toBe(400);

    const { data: short } = await env.service.storage.from(BUCKET).createSignedUrl(name, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(short!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('signs several URLs at once and reports the ones it cannot sign', async () => {
    const name = await demoUpload();
    const missing = `${env.demoHotel}/none.png`;
    const { data, error } = await env.service.storage.from(BUCKET).createSignedUrls([name, missing], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: name, error: null });
    expect(data![0].signedUrl).toContain('token=');
    expect(data![1]).toMatchObject({
      path: missing,
      error: 'Either the object does not exist or you do not have access to it',
    });
  });

  it('refuses to overwrite without upsert (409 Duplicate) and with upsert (403); the service role replaces', async () => {
    const name = await demoUpload();
    const { error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(200));
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    const { error: staffUpsert } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(300), { upsert: true });
    expect(staffUpsert).toMatchObject({ statusCode: '403' });
    const { error: upsertError } = await env.service.storage.from(BUCKET).upload(name, pngBlob(300), { upsert: true });
    expect(upsertError).toBeNull();
    expect((await objectRow(name))!.metadata.size).toBe(300);
  });

  it('uploads through a signed upload URL', async () => {
    const name = scanName(env.demoHotel);
    const { data, error } = await env.demo.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(error).toBeNull();
    const { error: uploadError } = await env.anon.storage.from(BUCKET).uploadToSignedUrl(name, data!.token, pngBlob());
    expect(uploadError).toBeNull();
    expect(await objectRow(name)).toBeTruthy();
  });

  it('the service role moves and copies scans; staff can move or copy none, least of all into another hotel', async () => {
    const name = await demoUpload(512);
    expect((await env.demo.storage.from(BUCKET).move(name, scanName(env.demoHotel))).error).toMatchObject({
      statusCode: '404',
    });
    const moved = scanName(env.demoHotel, 'moved.png');
    expect((await env.service.storage.from(BUCKET).move(name, moved)).error).toBeNull();
    expect(await objectRow(name)).toBeUndefined();
    const copied = scanName(env.demoHotel, 'copied.png');
    expect((await env.service.storage.from(BUCKET).copy(moved, copied)).error).toBeNull();
    const { data } = await env.service.storage.from(BUCKET).download(copied);
    expect(Buffer.from(await data!.arrayBuffer()).equals(png(512))).toBe(true);
    const intoLodge = scanName(env.lodgeHotel);
    expect((await env.demo.storage.from(BUCKET).move(moved, intoLodge)).error).toMatchObject({ statusCode: '404' });
    expect((await env.demo.storage.from(BUCKET).copy(moved, intoLodge)).error).toMatchObject({ statusCode: '404' });
    expect(await objectRow(intoLodge)).toBeUndefined();
    expect((await env.lodge.storage.from(BUCKET).move(moved, scanName(env.lodgeHotel))).error).toMatchObject({
      statusCode: '404',
    });
  });

  it('cannot remove its scans; the service role removes them: row and bytes are gone', async () => {
    const name = await demoUpload();
    expect((await env.demo.storage.from(BUCKET).remove([name])).data).toEqual([]);
    expect(await objectRow(name)).toBeTruthy();
    const { data, error } = await env.service.storage.from(BUCKET).remove([name]);
    expect(error).toBeNull();
    expect(data!.map((item) => item.name)).toEqual([name]);
    expect(await objectRow(name)).toBeUndefined();
    if (env.dataDir) expect(existsSync(join(env.dataDir, 'storage', BUCKET, name))).toBe(false);
  });
});

describe('bucket limits', () => {
  it('refuses a declared type the bucket does not allow (415), writing nothing; trusts a declared image type', async () => {
    const name = scanName(env.demoHotel, 'notes.txt');
    const text = new Blob(['this is not an image'], { type: 'text/plain' });
    const { error } = await env.demo.storage.from(BUCKET).upload(name, text);
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });
    const { error: rawError } = await env.demo.storage
      .from(BUCKET)
      .upload(name, Buffer.from('<html>'), { contentType: 'text/html' });
    expect(rawError).toMatchObject({ statusCode: '415' });
    expect(await objectRow(name)).toBeUndefined();
    if (env.dataDir) expect(existsSync(join(env.dataDir, 'storage', BUCKET, name))).toBe(false);
    // As hosted Storage: the declared type decides; add-guest judges the bytes (docs/architecture.md#storage).
    const declared = scanName(env.demoHotel, 'declared.png');
    const upload = await env.demo.storage.from(BUCKET).upload(declared, Buffer.from('plain text'), {
      contentType: 'image/png',
    });
    expect(upload.error).toBeNull();
    expect((await objectRow(declared))?.metadata.mimetype).toBe('image/png');
  });

  it('refuses a file over 10 MiB (413), multipart and raw', async () => {
    const name = scanName(env.demoHotel, 'huge.png');
    const { error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(10 * MiB + 1));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const { error: rawError } = await env.demo.storage
      .from(BUCKET)
      .upload(name, png(10 * MiB + 1), { contentType: 'image/png' });
    expect(rawError).toMatchObject({ statusCode: '413' });
    expect(await objectRow(name)).toBeUndefined();
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const name = scanName(env.demoHotel, 'big.png');
    const { error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(10 * MiB));
    expect(error).toBeNull();
    expect((await objectRow(name))!.metadata.size).toBe(10 * MiB);
  });
});

describe('another hotel and anon are refused', () => {
  it('lodge staff cannot list, download, sign, overwrite or delete demo scans', async () => {
    const name = await demoUpload();
    const lodge = env.lodge.storage.from(BUCKET);
    const { data: listed } = await lodge.list(env.demoHotel);
    expect(listed).toEqual([]);
    const { error: downloadError } = await lodge.download(name);
    expect(downloadError).toMatchObject({ status: 400, statusCode: '404' });
    const { error: signError } = await lodge.createSignedUrl(name, 60);
    expect(signError).toMatchObject({ statusCode: '404' });
    const { error: overwriteError } = await lodge.upload(name, pngBlob(), { upsert: true });
    expect(overwriteError).toMatchObject({ status: 400, statusCode: '403' });
    const { data: removed } = await lodge.remove([name]);
    expect(removed).toEqual([]);
    const row = await objectRow(name);
    expect(row!.metadata.size).toBe(PNG_1PX.length);
  });

  it('lodge staff cannot upload into the demo hotel folder (RLS)', async () => {
    const name = scanName(env.demoHotel);
    const { error } = await env.lodge.storage.from(BUCKET).upload(name, pngBlob());
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const { error: signUploadError } = await env.lodge.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(signUploadError).toMatchObject({ statusCode: '403' });
    expect(await objectRow(name)).toBeUndefined();
  });

  it('anon cannot upload, list or download', async () => {
    const name = await demoUpload();
    const anon = env.anon.storage.from(BUCKET);
    expect((await anon.upload(scanName(env.demoHotel), pngBlob())).error).toMatchObject({ statusCode: '403' });
    expect((await anon.list(env.demoHotel)).data).toEqual([]);
    expect((await anon.download(name)).error).toMatchObject({ statusCode: '404' });
  });

  it('a forged or expired access token is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: crypto.randomUUID(), role: 'authenticated', hotel_id: env.demoHotel, aud: 'authenticated' };
    const forged = await new SignJWT({ ...claims, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-stack-secret-but-long-enough-000'));
    const client = (token: string) =>
      createClient(env.apiUrl, 'unused', { accessToken: () => Promise.resolve(token) }).storage.from(BUCKET);
    const { error } = await client(forged).upload(scanName(env.demoHotel), pngBlob());
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    const { error: listError } = await client(forged).list(env.demoHotel);
    expect(listError).toMatchObject({ statusCode: '403' });

    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ ...claims, exp: now - 120 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect((await client(expired).download(`${env.demoHotel}/x.png`)).error).toMatchObject({
      status: 400,
      statusCode: '403',
    });
    // Correctly signed, but naming a database role the API may not assume.
    const superuser = await new SignJWT({ ...claims, role: 'postgres', exp: now + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await client(superuser).list(env.demoHotel)).error).toMatchObject({ status: 400, statusCode: '403' });
  });
});

describe('buckets', () => {
  it('the service role sees the passports bucket with its limits', async () => {
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

  it('an unknown bucket is NoSuchBucket', async () => {
    const { error } = await env.demo.storage.from('no-such-bucket').upload(`${env.demoHotel}/x.png`, pngBlob());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('tus resumable uploads', () => {
  /** Runs a tus upload the way Supabase's docs show (6 MiB chunks), collecting progress events. */
  async function tusUpload(who: 'demo' | 'lodge', objectName: string, bytes: Buffer) {
    return runTus(
      `${env.apiUrl}/storage/v1/upload/resumable`,
      { authorization: `Bearer ${await env.tokenOf(who)}` },
      objectName,
      bytes,
    );
  }

  function runTus(endpoint: string, headers: Record<string, string>, objectName: string, bytes: Buffer) {
    const progress: number[] = [];
    const outcome = new Promise<Error | null>((resolve) => {
      new tus.Upload(bytes, {
        endpoint,
        retryDelays: [],
        headers: { 'x-upsert': 'false', ...headers },
        uploadDataDuringCreation: true,
        removeFingerprintOnSuccess: true,
        metadata: { bucketName: BUCKET, objectName, contentType: 'image/png', cacheControl: '3600' },
        chunkSize: 6 * MiB,
        onProgress: (sent) => progress.push(sent),
        onError: (error) => resolve(error),
        onSuccess: () => resolve(null),
      }).start();
    });
    return outcome.then((result) => ({ outcome: result, progress }));
  }

  it('uploads 7 MiB in 6 MiB chunks with progress events and lands in storage.objects', async () => {
    const name = scanName(env.demoHotel, 'scan-large.png');
    const { outcome, progress } = await tusUpload('demo', name, png(7 * MiB));
    expect(outcome).toBeNull();
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(7 * MiB);
    const row = await objectRow(name);
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png', size: 7 * MiB, cacheControl: 'max-age=3600' });
    const { data } = await env.service.storage.from(BUCKET).download(name);
    expect(data!.size).toBe(7 * MiB);
  });

  it('refuses another hotel folder and an oversized upload at creation', async () => {
    const { outcome } = await tusUpload('lodge', scanName(env.demoHotel), png(1024));
    expect(outcome?.message).toMatch(/403/);
    const { outcome: tooBig } = await tusUpload('demo', scanName(env.demoHotel), png(10 * MiB + 1));
    expect(tooBig?.message).toMatch(/413/);
  });

  it('uploads with a signed upload token (x-signature) and no JWT; a token for another object is refused', async () => {
    const name = scanName(env.demoHotel, 'signed-tus.png');
    const { data } = await env.demo.storage.from(BUCKET).createSignedUploadUrl(name);
    const endpoint = `${env.apiUrl}/storage/v1/upload/resumable/sign`;
    const { outcome } = await runTus(endpoint, { 'x-signature': data!.token }, name, png(1024));
    expect(outcome).toBeNull();
    expect(await objectRow(name)).toMatchObject({ owner_id: env.demoUserId });
    const other = scanName(env.demoHotel, 'other.png');
    const { outcome: refused } = await runTus(endpoint, { 'x-signature': data!.token }, other, png(1024));
    expect(refused?.message).toMatch(/response code: 400/);
    expect(await objectRow(other)).toBeUndefined();
  });

  it('refuses a declared type the bucket does not allow at creation', async () => {
    const name = scanName(env.demoHotel, 'fake.txt');
    const token = await env.tokenOf('demo');
    const outcome = await new Promise<Error | null>((resolve) => {
      new tus.Upload(Buffer.from('just some text, not a passport'), {
        endpoint: `${env.apiUrl}/storage/v1/upload/resumable`,
        retryDelays: [],
        headers: { authorization: `Bearer ${token}` },
        metadata: { bucketName: BUCKET, objectName: name, contentType: 'text/plain' },
        onError: resolve,
        onSuccess: () => resolve(null),
      }).start();
    });
    expect(outcome?.message).toMatch(/415/);
    expect(await objectRow(name)).toBeUndefined();
  });
});
