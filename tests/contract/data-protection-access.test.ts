/**
 * Looking at and handing over passport data (docs/product.md#data-protection): passport-url signs
 * short-lived URLs only for a guest of the caller's hotel and logs each one; staff cannot sign URLs
 * themselves; guest-data exports and erases (logged, receipts without the file name); the admin's
 * delete-hotel removes the hotel's images and users, leaving receipts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, adminPg, anonClient, signedInAdmin, signedInClient } from './support/clients.ts';
import { callFunction, hotelIdOf, hotelWithStaff, uploadPassport } from './support/functions.ts';
import { attachmentsOf, insertGuest, receiptsFor, storedObjects } from './support/data-protection.ts';

let demo: SupabaseClient;
let lodge: SupabaseClient;
let demoHotel: string;

beforeAll(async () => {
  [demo, lodge] = await Promise.all([
    signedInClient(SEED.demo.email, SEED.demo.password),
    signedInClient(SEED.lodge.email, SEED.lodge.password),
  ]);
  demoHotel = await hotelIdOf(SEED.demo.hotelName);
});

interface SignedUrls {
  urls: { object: string; signedUrl: string; expiresIn: number }[];
}
interface GuestExport {
  export: {
    guest: Record<string, unknown>;
    attachments: string[];
    accessLog: { context: string }[];
    deletionReceipts: unknown[];
  };
}

async function accessLog(guestId: string) {
  const { rows } = await adminPg().query<{ object_name: string | null; context: string; accessed_by_email: string }>(
    'select object_name, context, accessed_by_email from public.passport_access_log where guest_id = $1 order by id',
    [guestId],
  );
  return rows;
}

describe('passport-url', () => {
  it('signs every image of the guest for at most 120 s and logs one row per image', async () => {
    const names = [await uploadPassport(demo, demoHotel), await uploadPassport(demo, demoHotel)];
    const guestId = await insertGuest(demoHotel, names);
    const answer = await callFunction(demo, 'passport-url', { guestId, context: 'dialog' });
    expect(answer.status).toBe(200);
    const data = answer.data as SignedUrls;
    expect(data.urls.map((u) => u.object)).toEqual(names);
    for (const url of data.urls) {
      expect(url.expiresIn).toBeLessThanOrEqual(120);
      const token = decodeJwt(new URL(url.signedUrl).searchParams.get('token')!);
      expect(token.exp! - token.iat!).toBeLessThanOrEqual(120);
    }
    const image = await fetch(data.urls[0].signedUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await accessLog(guestId)).toEqual(
      names.map((object_name) => ({ object_name, context: 'dialog', accessed_by_email: SEED.demo.email })),
    );

    const one = await callFunction(demo, 'passport-url', { guestId, context: 'print', objects: [names[1]] });
    expect((one.data as SignedUrls).urls).toHaveLength(1);
    expect((await accessLog(guestId)).at(-1)).toMatchObject({ object_name: names[1], context: 'print' });
  });

  it('refuses an image the guest does not hold, another hotel, and anon — logging nothing', async () => {
    const name = await uploadPassport(demo, demoHotel);
    const stray = await uploadPassport(demo, demoHotel);
    const guestId = await insertGuest(demoHotel, [name]);
    const notTheirs = await callFunction(demo, 'passport-url', { guestId, context: 'dialog', objects: [stray] });
    expect(notTheirs).toMatchObject({ status: 400, error: { message: 'objects.0: Not an image of this guest' } });
    expect((await callFunction(lodge, 'passport-url', { guestId, context: 'dialog' })).status).toBe(404);
    expect((await callFunction(anonClient(), 'passport-url', { guestId, context: 'dialog' })).status).toBe(401);
    expect((await callFunction(demo, 'passport-url', { guestId, context: 'export' })).status).toBe(400);
    expect(await accessLog(guestId)).toEqual([]);
  });

  it('staff cannot sign a URL or download directly', async () => {
    const name = await uploadPassport(demo, demoHotel);
    expect((await demo.storage.from('passports').createSignedUrl(name, 3600)).error).toBeTruthy();
    expect((await demo.storage.from('passports').download(name)).error).toBeTruthy();
  });
});

describe('guest-data', () => {
  it('exports every field, the images, the access log and receipts, and logs the export', async () => {
    const name = await uploadPassport(demo, demoHotel);
    const guestId = await insertGuest(demoHotel, [name], { firstName: 'Exporta' });
    await callFunction(demo, 'passport-url', { guestId, context: 'thumbnail' });
    const answer = await callFunction(demo, 'guest-data', { guestId, action: 'export' });
    expect(answer.status).toBe(200);
    const data = answer.data as GuestExport;
    expect(data.export.guest).toMatchObject({
      id: guestId,
      first_name: 'Exporta',
      last_name: 'Tester',
      legal_hold: false,
    });
    expect(data.export.attachments).toEqual([name]);
    expect(data.export.accessLog.map((row) => row.context)).toEqual(['thumbnail', 'export']);
    expect(data.export.deletionReceipts).toEqual([]);
    expect((await callFunction(lodge, 'guest-data', { guestId, action: 'export' })).status).toBe(404);
  });

  it('erases the images and the guest, leaving receipts and a log without the file name', async () => {
    const name = await uploadPassport(demo, demoHotel);
    const guestId = await insertGuest(demoHotel, [name]);
    await callFunction(demo, 'passport-url', { guestId, context: 'dialog' });
    const erased = await callFunction(demo, 'guest-data', { guestId, action: 'erase' });
    expect(erased.status).toBe(200);
    expect(erased.data).toEqual({ erased: true, receipts: 1 });
    expect(await attachmentsOf(guestId)).toBeNull();
    expect(await storedObjects([name])).toEqual([]);
    const file = name.split('/')[1].replace(/^\d+_/, '');
    const { rows } = await adminPg().query<{ object_name: string; rule: string }>(
      'select object_name, rule from public.passport_deletion_receipts where guest_id = $1',
      [guestId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].rule).toBe('erasure');
    expect(rows[0].object_name).not.toContain(file);
    const log = await accessLog(guestId);
    expect(log.map((row) => row.context)).toEqual(['dialog', 'erase']);
    expect(log.some((row) => row.object_name?.includes(file))).toBe(false);
  });

  it('refuses to erase a guest under legal hold', async () => {
    const name = await uploadPassport(demo, demoHotel);
    const guestId = await insertGuest(demoHotel, [name], { legalHold: true });
    expect((await callFunction(demo, 'guest-data', { guestId, action: 'erase' })).status).toBe(409);
    expect(await storedObjects([name])).toEqual([name]);
  });
});

describe("the admin's delete-hotel", () => {
  it('removes the hotel, its images and its users, and keeps receipts', async () => {
    const admin = await signedInAdmin();
    const { hotelId, email, staff } = await hotelWithStaff(admin, 'Closing Inn');
    const names = [await uploadPassport(staff, hotelId), await uploadPassport(staff, hotelId)];
    await insertGuest(hotelId, [names[0]]);

    const deleted = await callFunction(admin, 'admin-users', { action: 'delete-hotel', hotelId });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ deleted: true, images: 2, users: 1 });
    expect(await storedObjects(names)).toEqual([]);
    expect((await receiptsFor(names)).map((r) => r.rule)).toEqual(['hotel_deleted', 'hotel_deleted']);
    const gone = await adminPg().query(
      `select (select count(*) from public.hotels where id = $1)::int as hotels,
              (select count(*) from auth.users where email = $2)::int as users`,
      [hotelId, email],
    );
    expect(gone.rows[0]).toEqual({ hotels: 0, users: 0 });
    expect((await callFunction(demo, 'admin-users', { action: 'delete-hotel', hotelId: demoHotel })).status).toBe(403);
  });
});
