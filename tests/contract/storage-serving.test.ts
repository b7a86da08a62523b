/**
 * How the local Storage serves passport images: `X-Content-Type-Options: nosniff` always, inline only
 * for raster images and as an attachment otherwise, so a PNG+HTML polyglot or an SVG never renders as
 * a page from the API origin (docs/architecture.md#storage); byte ranges (206, 416), HEAD, `info` and
 * `exists` as hosted Storage answers them (docs/local-stack.md#storage).
 */
import { describe, expect, it } from 'vitest';
import * as fx from '@shared/testing/image-fixtures.ts';
import { useStorageTestEnv } from './fixtures/storage-env.ts';
import { BUCKET, demoUpload, png } from './fixtures/storage-files.ts';

const env = useStorageTestEnv();
const POLYGLOT = Buffer.concat([fx.png(), Buffer.from('<html><script>alert(document.domain)</script></html>')]);

async function uploadAs(file: string, bytes: Uint8Array, contentType: string) {
  const name = `${env.demoHotel}/${Date.now()}_${file}`;
  const { error } = await env.demo.storage.from('passports').upload(name, bytes, { contentType });
  expect(error).toBeNull();
  const { data } = await env.service.storage.from('passports').createSignedUrl(name, 60);
  return fetch(data!.signedUrl);
}

describe('serving objects', () => {
  it('serves a PNG+HTML polyglot as an image with nosniff, never as HTML', async () => {
    const response = await uploadAs('polyglot.png', POLYGLOT, 'image/png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=/);
  });

  it('serves an SVG (allowed by image/*) as an attachment with nosniff', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await uploadAs('drawing.svg', svg, 'image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
  });
});

describe('ranges, HEAD, info and exists', () => {
  /** A signed URL for a 2,048-byte demo scan, and its bytes. */
  async function signedScan() {
    const name = await demoUpload(env, 2048);
    const { data } = await env.service.storage.from(BUCKET).createSignedUrl(name, 60);
    return { name, url: data!.signedUrl, bytes: png(2048) };
  }

  it('answers a byte range with 206 and Content-Range, a suffix range too', async () => {
    const { url, bytes } = await signedScan();
    const first = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('bytes 0-99/2048');
    expect(first.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    const last = await fetch(url, { headers: { range: 'bytes=-48' } });
    expect(last.headers.get('content-range')).toBe('bytes 2000-2047/2048');
    expect(Buffer.from(await last.arrayBuffer()).equals(bytes.subarray(2000))).toBe(true);
  });

  it('refuses a range past the end with 416; the authenticated download honours ranges as the caller', async () => {
    const { name, url } = await signedScan();
    const past = await fetch(url, { headers: { range: 'bytes=4096-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */2048');
    expect(await past.json()).toMatchObject({ statusCode: '416', error: 'invalid_range' });
    const path = `${env.apiUrl}/storage/v1/object/authenticated/${BUCKET}/${name}`;
    const asLodge = await fetch(path, {
      headers: { authorization: `Bearer ${await env.tokenOf('lodge')}`, range: 'bytes=0-1' },
    });
    expect(asLodge.status).toBe(400);
    expect(await asLodge.json()).toMatchObject({ statusCode: '404' });
  });

  it('HEAD sends the headers without a body', async () => {
    const { url } = await signedScan();
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('2048');
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('info names the object; exists is false for a missing key and for a key the caller cannot read', async () => {
    const { name } = await signedScan();
    const { data, error } = await env.service.storage.from(BUCKET).info(name);
    expect(error).toBeNull();
    expect(data).toMatchObject({ name, bucketId: BUCKET, size: 2048, contentType: 'image/png', metadata: {} });
    expect(data!.version).toEqual(expect.any(String));
    expect((await env.service.storage.from(BUCKET).exists(`${env.demoHotel}/missing.png`)).data).toBe(false);
    const { data: seen, error: refused } = await env.lodge.storage.from(BUCKET).exists(name);
    expect(seen).toBe(false);
    expect(refused).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});
