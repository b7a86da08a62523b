/**
 * What Storage refuses, with the status and wording hosted Storage answers (HTTP 400, the real status in
 * `statusCode`): bucket limits judged on the declared type and size, another hotel's folder, anon, and
 * missing, forged or expired access tokens (docs/local-stack.md#storage).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../../stack/keys.ts';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, MiB, PNG_1PX, demoUpload, objectRow, png, pngBlob, scanName } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();

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
    expect(await objectRow(env, name)).toBeUndefined();
    if (env.dataDir) expect(existsSync(join(env.dataDir, 'storage', BUCKET, name))).toBe(false);
    // As hosted Storage: the declared type decides; add-guest judges the bytes (docs/architecture.md#storage).
    const declared = scanName(env.demoHotel, 'declared.png');
    const upload = await env.demo.storage.from(BUCKET).upload(declared, Buffer.from('plain text'), {
      contentType: 'image/png',
    });
    expect(upload.error).toBeNull();
    expect((await objectRow(env, declared))?.metadata.mimetype).toBe('image/png');
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
    expect(await objectRow(env, name)).toBeUndefined();
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const name = scanName(env.demoHotel, 'big.png');
    const { error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(10 * MiB));
    expect(error).toBeNull();
    expect((await objectRow(env, name))!.metadata.size).toBe(10 * MiB);
  });
});

describe('another hotel and anon are refused', () => {
  it('lodge staff cannot list, download, sign, overwrite or delete demo scans', async () => {
    const name = await demoUpload(env);
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
    const row = await objectRow(env, name);
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
    expect(await objectRow(env, name)).toBeUndefined();
  });

  it('anon cannot upload, list or download', async () => {
    const name = await demoUpload(env);
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
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'signature verification failed' });
    const { error: listError } = await client(forged).list(env.demoHotel);
    expect(listError).toMatchObject({ statusCode: '403' });

    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ ...claims, exp: now - 120 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect((await client(expired).info(`${env.demoHotel}/x.png`)).error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: '"exp" claim timestamp check failed',
    });
    // Correctly signed, but naming a database role the API may not assume.
    const superuser = await new SignJWT({ ...claims, role: 'postgres', exp: now + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await client(superuser).list(env.demoHotel)).error).toMatchObject({ status: 400, statusCode: '403' });
  });

  it('a request without Authorization or apikey is refused as Storage words it', async () => {
    for (const path of ['/bucket', `/object/list/${BUCKET}`]) {
      const response = await fetch(`${env.apiUrl}/storage/v1${path}`, { method: path === '/bucket' ? 'GET' : 'POST' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: '403',
        error: 'Unauthorized',
        message: 'Invalid Compact JWS',
      });
    }
  });

  it('a signed download URL cannot upload, and a signed upload token cannot download', async () => {
    const name = await demoUpload(env);
    const { data: download } = await env.service.storage.from(BUCKET).createSignedUrl(name, 60);
    const readToken = new URL(download!.signedUrl).searchParams.get('token')!;
    const { error } = await env.anon.storage.from(BUCKET).uploadToSignedUrl(name, readToken, pngBlob(300));
    expect(error).toMatchObject({ statusCode: '400', message: 'Token is not scoped for upload' });
    expect((await objectRow(env, name))!.metadata.size).toBe(PNG_1PX.length);

    const fresh = scanName(env.demoHotel);
    const { data: upload } = await env.demo.storage.from(BUCKET).createSignedUploadUrl(fresh);
    expect((await env.anon.storage.from(BUCKET).uploadToSignedUrl(fresh, upload!.token, pngBlob())).error).toBeNull();
    const read = await fetch(`${env.apiUrl}/storage/v1/object/sign/${BUCKET}/${fresh}?token=${upload!.token}`);
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ statusCode: '400', message: 'Token is not scoped for download' });
  });
});
