/**
 * How the local Storage serves passport images: `X-Content-Type-Options: nosniff` always, inline only
 * for raster images and as an attachment otherwise, so a PNG+HTML polyglot or an SVG never renders as
 * a page from the API origin (docs/architecture.md#storage).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fx from '../../supabase/functions/add-guest/image-fixtures.ts';
import { storageTestEnv, type StorageTestEnv } from './fixtures/storage-env.ts';

let env: StorageTestEnv;
const POLYGLOT = Buffer.concat([fx.png(), Buffer.from('<html><script>alert(document.domain)</script></html>')]);

async function uploadAs(file: string, bytes: Uint8Array, contentType: string) {
  const name = `${env.demoHotel}/${Date.now()}_${file}`;
  const { error } = await env.demo.storage.from('passports').upload(name, bytes, { contentType });
  expect(error).toBeNull();
  const { data } = await env.service.storage.from('passports').createSignedUrl(name, 60);
  return fetch(data!.signedUrl);
}

beforeAll(async () => {
  env = await storageTestEnv();
});
afterAll(async () => {
  await env?.stop();
});

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
