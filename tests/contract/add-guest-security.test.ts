/**
 * add-guest's own guarantees, through supabase-js against the local stack: attachments must be JPEG,
 * PNG, WebP or HEIC bytes without EXIF/XMP (Storage trusts the declared type, so the function checks
 * and deletes what it refuses), an idempotency key cannot be reused for a different guest (409), and
 * stay dates stay within 2000-01-01…2100-12-31 (docs/architecture.md#storage, docs/product.md#server-calls).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fx from '@shared/testing/image-fixtures.ts';
import { SEED, adminPg, signedInClient } from './support/clients.ts';
import { callFunction, guestBody, hotelIdOf, type FunctionAnswer } from './support/functions.ts';

let demo: SupabaseClient;
let demoHotel: string;
const createdGuests: string[] = [];

/** Uploads `bytes` declared as `contentType` (Storage trusts it) and returns the object name. */
async function upload(file: string, bytes: Uint8Array, contentType: string): Promise<string> {
  const name = `${demoHotel}/${Date.now()}_${file}`;
  const { error } = await demo.storage.from('passports').upload(name, bytes, { contentType });
  expect(error).toBeNull();
  return name;
}

/** The guest row of a successful add-guest answer. */
const guestOf = (answer: FunctionAnswer<unknown>) =>
  (answer.data as { guest: { id: string; attachments: string[] } }).guest;

/** Guests stored under an idempotency key. */
async function guestsWithKey(key: string): Promise<number> {
  const { rows } = await adminPg().query<{ n: number }>(
    'select count(*)::int as n from public.guests where idempotency_key = $1',
    [key],
  );
  return rows[0].n;
}

const exists = async (name: string) => (await demo.storage.from('passports').exists(name)).data;

beforeAll(async () => {
  demo = await signedInClient(SEED.demo.email, SEED.demo.password);
  demoHotel = await hotelIdOf(SEED.demo.hotelName);
});
afterAll(async () => {
  if (createdGuests.length) await adminPg().query('delete from public.guests where id = any($1)', [createdGuests]);
});

describe('add-guest attachments', () => {
  it('refuses text declared image/png with 400 naming the file, and deletes it', async () => {
    const name = await upload('notes.png', fx.TEXT, 'image/png');
    const { status, error } = await callFunction(demo, 'add-guest', guestBody(demoHotel, { attachments: [name] }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'invalid-argument' });
    expect(error!.message).toBe(
      'guest.attachments.0: "notes.png" is not a JPEG, PNG, WebP or HEIC image. Choose a photo or scan in one of these formats.',
    );
    expect(await exists(name)).toBe(false);
  });

  it.each([
    ['gps.png', fx.png(fx.PNG_EXIF), 'image/png', 'EXIF'],
    ['camera.jpg', fx.jpeg(fx.JPEG_EXIF), 'image/jpeg', 'EXIF'],
    ['edited.jpg', fx.jpeg(fx.JPEG_XMP), 'image/jpeg', 'XMP'],
    ['phone.webp', fx.webp(fx.WEBP_EXIF), 'image/webp', 'EXIF'],
  ])('refuses %s still carrying %s… metadata, naming the file', async (file, bytes, type, found) => {
    const name = await upload(file, bytes, type);
    const { status, error } = await callFunction(demo, 'add-guest', guestBody(demoHotel, { attachments: [name] }));
    expect(status).toBe(400);
    expect(error!.message).toContain(`guest.attachments.0: "${file}" still carries ${found} metadata`);
    expect(await exists(name)).toBe(false);
  });

  it('accepts clean PNG and JPEG images', async () => {
    const names = [await upload('front.png', fx.png(), 'image/png'), await upload('back.jpg', fx.jpeg(), 'image/jpeg')];
    const answer = await callFunction(demo, 'add-guest', guestBody(demoHotel, { attachments: names }));
    expect(answer.status).toBe(200);
    createdGuests.push(guestOf(answer).id);
    expect(guestOf(answer).attachments).toEqual(names);
  });
});

describe('add-guest idempotency', () => {
  it('answers the first guest for the same payload and 409 aborted for a different one', async () => {
    const body = guestBody(demoHotel);
    const first = await callFunction(demo, 'add-guest', body);
    expect(first.status).toBe(200);
    createdGuests.push(guestOf(first).id);
    const again = await callFunction(demo, 'add-guest', body);
    expect(guestOf(again).id).toBe(guestOf(first).id);
    const changed = await callFunction(demo, 'add-guest', { ...body, guest: { ...body.guest, firstName: 'Other' } });
    expect(changed.status).toBe(409);
    expect(changed.error).toMatchObject({
      code: 'aborted',
      message:
        'This idempotency key was already used for a different guest. Start a new registration to add another guest.',
    });
    expect(await guestsWithKey(body.idempotencyKey)).toBe(1);
  });
});

describe('add-guest stay dates', () => {
  it('refuses check-in 0001-01-01 and check-out 9999-12-31 with 400, storing nothing', async () => {
    const body = guestBody(demoHotel, { checkIn: '0001-01-01', checkOut: '9999-12-31' });
    const { status } = await callFunction(demo, 'add-guest', body);
    expect(status).toBe(400);
    expect(await guestsWithKey(body.idempotencyKey)).toBe(0);
  });
});
