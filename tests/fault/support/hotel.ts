/**
 * What the fault scenarios register into: a hotel of its own on the Enterprise plan (no monthly guest
 * or user limit), its staff signed in, and passport-like images (PNG noise, no metadata, as the
 * registration form's re-encoding leaves them).
 */
import sharp from 'sharp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { db, serviceClient, signedIn } from './fault-stack.ts';

export interface FaultHotel {
  hotelId: string;
  staff: { email: string; password: string; client: SupabaseClient }[];
}

/** Creates hotel `name` with `staffCount` staff accounts, each signed in on its own client. */
export async function faultHotel(name: string, staffCount: number): Promise<FaultHotel> {
  const { rows } = await db().query<{ id: string }>(
    `insert into public.hotels (name, address) values ($1, '1 Fault Line') returning id`,
    [name],
  );
  const hotelId = rows[0].id;
  await db().query(`update public.subscriptions set plan_id = 'enterprise' where hotel_id = $1`, [hotelId]);
  const stamp = Date.now();
  const staff = await Promise.all(
    Array.from({ length: staffCount }, async (_, i) => {
      const email = `fault-${stamp}-${i}@example.com`;
      const password = `fault-pass-${i}`;
      const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
      if (error) throw error;
      await db().query(`insert into public.hotel_members (user_id, hotel_id, email) values ($1, $2, $3)`, [
        data.user.id,
        hotelId,
        email,
      ]);
      return { email, password, client: await signedIn(email, password) };
    }),
  );
  return { hotelId, staff };
}

/** A PNG of random pixels of about `bytes` bytes (uncompressible, so its size is what it says). */
export async function passportPng(bytes: number, seed = 0): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0, x = seed * 7919 + 1; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = x >> 16;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Objects in `hotelId`'s folder of the passports bucket that no guest references. */
export async function unreferencedImages(hotelId: string): Promise<string[]> {
  const { rows } = await db().query<{ name: string }>(
    `select o.name from storage.objects as o
     where o.bucket_id = 'passports' and o.name like $1 || '/%'
       and not exists (select 1 from public.guests as g where g.attachments @> array[o.name])`,
    [hotelId],
  );
  return rows.map((row) => row.name);
}

/** Guests of `hotelId` with an attachment that is not in storage (a guest with missing images). */
export async function guestsMissingImages(hotelId: string): Promise<string[]> {
  const { rows } = await db().query<{ id: string }>(
    `select g.id from public.guests as g, unnest(g.attachments) as a(name)
     where g.hotel_id = $1
       and not exists (select 1 from storage.objects as o where o.bucket_id = 'passports' and o.name = a.name)`,
    [hotelId],
  );
  return [...new Set(rows.map((row) => row.id))];
}

/** The registration form's fields for a guest called `firstName` (every field the hotel shows by default). */
export const faultGuest = (firstName: string) => ({
  firstName,
  lastName: 'Fault',
  passportNumber: 'FA1234567',
  nationality: 'PRT',
  travelAgentName: 'Blue Sky Travel',
  email: 'guest@example.com',
  phone: '+351 21 555 0100',
  checkIn: new Date().toISOString().slice(0, 10),
  checkOut: null,
  room: '7',
  chauffeurName: 'Rui',
  chauffeurContact: '+351 912 000 000',
});
