/**
 * Object keys that climb out of a folder (`B/../A/f`) or are too long are refused by every Storage door
 * of the local stack with 400 InvalidKey, so staff of one hotel can never overwrite, move onto, upload
 * over or delete another hotel's file (docs/architecture.md#storage).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, PNG_1PX, pngBlob } from './fixtures/storage-files.ts';
import { runTus, tusAs } from './fixtures/storage-tus.ts';

const INVALID_KEY = { statusCode: '400', error: 'Invalid Input' };

const env = useStorageTestEnv();
/** A demo-hotel scan (the victim) and the same file named from the lodge folder with `..`. */
let victim: string;
let climbing: string;

/** The stored bytes, read with the service role (staff upload only: docs/product.md#data-protection). */
async function demoBytes(name: string): Promise<Buffer> {
  const { data, error } = await env.service.storage.from(BUCKET).download(name);
  expect(error).toBeNull();
  return Buffer.from(await data!.arrayBuffer());
}

async function lodgeFetch(path: string, init: RequestInit) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${await env.tokenOf('lodge')}`);
  return fetch(`${env.apiUrl}/storage/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  victim = `${env.demoHotel}/${Date.now()}_victim.png`;
  climbing = `${env.lodgeHotel}/../${victim}`;
  const { error } = await env.demo.storage.from(BUCKET).upload(victim, pngBlob());
  expect(error).toBeNull();
});
describe('climbing object keys', () => {
  it('an upsert to B/../A/f is 400 InvalidKey and A keeps its bytes', async () => {
    const response = await lodgeFetch(`/object/${BUCKET}/${encodeURIComponent(climbing)}`, {
      method: 'PUT',
      headers: { 'x-upsert': 'true', 'content-type': 'image/png' },
      body: Buffer.concat([PNG_1PX, Buffer.from('overwritten')]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ...INVALID_KEY, code: 'InvalidKey' });
    expect((await demoBytes(victim)).equals(PNG_1PX)).toBe(true);
  });

  it('a move onto B/../A/f is 400 InvalidKey', async () => {
    const own = `${env.lodgeHotel}/${Date.now()}_own.png`;
    const lodge = env.lodge.storage.from(BUCKET);
    expect((await lodge.upload(own, pngBlob())).error).toBeNull();
    const { error } = await lodge.move(own, climbing);
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
    expect((await demoBytes(victim)).equals(PNG_1PX)).toBe(true);
    expect((await env.service.storage.from(BUCKET).exists(own)).data).toBe(true);
  });

  it('a tus upload named B/../A/f is refused at creation', async () => {
    const { endpoint, headers } = await tusAs(env, 'lodge');
    const { outcome } = await runTus(Buffer.concat([PNG_1PX, Buffer.from('tus')]), {
      endpoint,
      headers: { ...headers, 'x-upsert': 'true' },
      metadata: { bucketName: BUCKET, objectName: climbing, contentType: 'image/png' },
    });
    expect(outcome?.message).toMatch(/response code: 400/);
    expect((await demoBytes(victim)).equals(PNG_1PX)).toBe(true);
  });

  it('remove(["B/../A/f"]) is 400 InvalidKey and A keeps its file', async () => {
    const { error } = await env.lodge.storage.from(BUCKET).remove([climbing]);
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
    const response = await lodgeFetch(`/object/${BUCKET}/${encodeURIComponent(climbing)}`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect((await demoBytes(victim)).equals(PNG_1PX)).toBe(true);
  });

  it("a download of B/../A/f is 400 InvalidKey, never A's bytes", async () => {
    const response = await lodgeFetch(`/object/authenticated/${BUCKET}/${encodeURIComponent(climbing)}`, {
      method: 'GET',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'InvalidKey' });
  });

  it('`.` and empty segments are refused as well', async () => {
    for (const name of [`${env.lodgeHotel}/./x.png`, `${env.lodgeHotel}//x.png`, `/${env.lodgeHotel}/x.png`]) {
      const response = await lodgeFetch(`/object/${BUCKET}/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: PNG_1PX,
      });
      expect(response.status, name).toBe(400);
    }
  });
});

describe('long object keys', () => {
  it('a 1,100-character name is 400 InvalidKey, not 500', async () => {
    const name = `${env.lodgeHotel}/${'x'.repeat(1100 - env.lodgeHotel.length - 1)}`;
    expect(name).toHaveLength(1100);
    const response = await lodgeFetch(`/object/${BUCKET}/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG_1PX,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'InvalidKey' });
  });

  it('a 300-character file name within the key limit is 400 InvalidKey, not 500', async () => {
    const name = `${env.lodgeHotel}/${'y'.repeat(300)}.png`;
    const { error } = await env.lodge.storage.from(BUCKET).upload(name, pngBlob());
    expect(error).toMatchObject({ status: 400, statusCode: '400' });
  });

  it('a tus upload with a long key is 400 at creation, not 500', async () => {
    const name = `${env.lodgeHotel}/${'a'.repeat(200)}/${'b'.repeat(200)}.png`;
    const { outcome } = await runTus(PNG_1PX, {
      ...(await tusAs(env, 'lodge')),
      metadata: { bucketName: BUCKET, objectName: name, contentType: 'image/png' },
    });
    expect(outcome?.message).toMatch(/response code: 400/);
  });
});
