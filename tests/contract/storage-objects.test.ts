/**
 * Storage (`/storage/v1`) through supabase-js as the app uses it: passport scans in the private `passports`
 * bucket under `<hotel_id>/<epoch ms>_<file>`. Staff only upload into their hotel's folder (reads, signing,
 * moves and deletes are the edge functions' with the service role, docs/product.md#data-protection); the
 * service role lists, downloads, signs, moves, copies and removes; signed URLs work without auth and expire.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, PNG_1PX, demoUpload, objectRow, png, pngBlob, scanName } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();

describe('hotel staff with their own hotel folder', () => {
  it('uploads a scan (multipart, empty field name) and the row is written with the owner', async () => {
    const name = scanName(env.demoHotel);
    const { data, error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await objectRow(env, name);
    expect(row!.owner_id).toBe(env.demoUserId);
    expect(row!.owner).toBe(env.demoUserId);
    expect(row!.metadata).toMatchObject({ mimetype: 'image/png', size: PNG_1PX.length, cacheControl: 'max-age=3600' });
    if (env.dataDir) expect(existsSync(join(env.dataDir, 'storage', BUCKET, name))).toBe(true);
  });

  it('uploads a raw body with a declared content type', async () => {
    const name = scanName(env.demoHotel);
    const { error } = await env.demo.storage.from(BUCKET).upload(name, png(), { contentType: 'image/png' });
    expect(error).toBeNull();
    expect((await objectRow(env, name))!.metadata.mimetype).toBe('image/png');
  });

  it('cannot list, download, sign or read info of its own scans directly', async () => {
    const name = await demoUpload(env);
    const own = env.demo.storage.from(BUCKET);
    expect((await own.list(env.demoHotel, { limit: 1000 })).data).toEqual([]);
    expect((await own.download(name)).error).toMatchObject({ statusCode: '404' });
    expect((await own.createSignedUrl(name, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await own.info(name)).error).toBeTruthy();
  });

  it('the service role lists a folder with metadata; folders show as prefixes at the root', async () => {
    const name = await demoUpload(env);
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
    const name = await demoUpload(env, 2048);
    const { data, error } = await env.service.storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expect(data!.type).toBe('image/png');
    expect(Buffer.from(await data!.arrayBuffer()).equals(png(2048))).toBe(true);
  });

  it('reads info and exists', async () => {
    const name = await demoUpload(env);
    const { data, error } = await env.service.storage.from(BUCKET).info(name);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name, bucketId: BUCKET, contentType: 'image/png', size: PNG_1PX.length });
    expect((await env.service.storage.from(BUCKET).exists(name)).data).toBe(true);
    expect((await env.service.storage.from(BUCKET).exists(`${env.demoHotel}/missing.png`)).data).toBe(false);
  });

  it('signs a URL that works without auth, and it expires', async () => {
    const name = await demoUpload(env);
    const { data, error } = await env.service.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png())).toBe(true);

    // The token is bound to its object: pointing it at another name is refused.
    const other = await demoUpload(env);
    const moved = data!.signedUrl.replace(encodeURI(name), encodeURI(other));
    expect((await fetch(moved)).status).toBe(400);

    const { data: short } = await env.service.storage.from(BUCKET).createSignedUrl(name, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(short!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
  });

  it('signs several URLs at once and reports the ones it cannot sign', async () => {
    const name = await demoUpload(env);
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
    const name = await demoUpload(env);
    const { error } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(200));
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    const { error: staffUpsert } = await env.demo.storage.from(BUCKET).upload(name, pngBlob(300), { upsert: true });
    expect(staffUpsert).toMatchObject({ statusCode: '403' });
    const { error: upsertError } = await env.service.storage.from(BUCKET).upload(name, pngBlob(300), { upsert: true });
    expect(upsertError).toBeNull();
    expect((await objectRow(env, name))!.metadata.size).toBe(300);
  });

  it('uploads through a signed upload URL', async () => {
    const name = scanName(env.demoHotel);
    const { data, error } = await env.demo.storage.from(BUCKET).createSignedUploadUrl(name);
    expect(error).toBeNull();
    const { error: uploadError } = await env.anon.storage.from(BUCKET).uploadToSignedUrl(name, data!.token, pngBlob());
    expect(uploadError).toBeNull();
    expect(await objectRow(env, name)).toBeTruthy();
  });

  it('the service role moves and copies scans; staff can move or copy none, least of all into another hotel', async () => {
    const name = await demoUpload(env, 512);
    expect((await env.demo.storage.from(BUCKET).move(name, scanName(env.demoHotel))).error).toMatchObject({
      statusCode: '404',
    });
    const moved = scanName(env.demoHotel, 'moved.png');
    expect((await env.service.storage.from(BUCKET).move(name, moved)).error).toBeNull();
    expect(await objectRow(env, name)).toBeUndefined();
    const copied = scanName(env.demoHotel, 'copied.png');
    expect((await env.service.storage.from(BUCKET).copy(moved, copied)).error).toBeNull();
    const { data } = await env.service.storage.from(BUCKET).download(copied);
    expect(Buffer.from(await data!.arrayBuffer()).equals(png(512))).toBe(true);
    const intoLodge = scanName(env.lodgeHotel);
    expect((await env.demo.storage.from(BUCKET).move(moved, intoLodge)).error).toMatchObject({ statusCode: '404' });
    expect((await env.demo.storage.from(BUCKET).copy(moved, intoLodge)).error).toMatchObject({ statusCode: '404' });
    expect(await objectRow(env, intoLodge)).toBeUndefined();
    expect((await env.lodge.storage.from(BUCKET).move(moved, scanName(env.lodgeHotel))).error).toMatchObject({
      statusCode: '404',
    });
  });

  it('cannot remove its scans; the service role removes them: row and bytes are gone', async () => {
    const name = await demoUpload(env);
    expect((await env.demo.storage.from(BUCKET).remove([name])).data).toEqual([]);
    expect(await objectRow(env, name)).toBeTruthy();
    const { data, error } = await env.service.storage.from(BUCKET).remove([name]);
    expect(error).toBeNull();
    expect(data!.map((item) => item.name)).toEqual([name]);
    expect(await objectRow(env, name)).toBeUndefined();
    if (env.dataDir) expect(existsSync(join(env.dataDir, 'storage', BUCKET, name))).toBe(false);
  });
});
