/**
 * The guest's passport images through their check-in link (docs/online-check-in.md#passport-images), as
 * the guest page sends them with the anon key and no session: checkin-upload-urls hands out signed upload
 * URLs into the hotel's folder, each good for its one name; a sixth image of a traveller and any image
 * for a hotel that keeps none are refused; checkin-submit attaches only images issued to that traveller
 * and checks their bytes as add-guest does; check-in moves them to the guests.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as fx from '@shared/testing/image-fixtures.ts';
import { COMPLETE_GUEST } from '@shared/testing/guests.ts';
import { newCheckinToken } from '@shared/checkin-token.ts';
import { adminPg, anonClient } from './support/clients.ts';
import { linkedArrival } from './support/checkin.ts';
import { callFunction, useSeed } from './support/functions.ts';

const seed = useSeed();
const stays: string[] = [];
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const guest = anonClient();
const bucket = () => guest.storage.from('passports');

afterAll(async () => {
  await adminPg().query('delete from public.guests where stay_id = any($1)', [stays]);
  await adminPg().query('delete from public.stays where id = any($1)', [stays]);
  await adminPg().query(`update public.hotels set passport_retention = 'delete_after_checkout' where id = $1`, [
    seed.lodgeHotel,
  ]);
});

type Uploads = { uploads: { name: string; path: string; token: string }[] };
const uploadUrls = (body: Record<string, unknown>) => callFunction<Uploads>(guest, 'checkin-upload-urls', body);

/** A traveller with every field the demo hotel requires. */
async function travellerFields(token: string) {
  const opened = await callFunction<{ fields: { key: string; required: boolean }[] }>(guest, 'checkin-open', { token });
  return Object.fromEntries(
    opened.data.fields.map(({ key }) => [key, COMPLETE_GUEST[key as keyof typeof COMPLETE_GUEST]]),
  ) as Record<string, unknown>;
}

describe('checkin-upload-urls', () => {
  it('signs uploads into the hotel folder, attaches them on submit and moves them to the guests at check-in', async () => {
    const { token, stayId } = await linkedArrival(seed.demoHotel, stays);
    const issued = await uploadUrls({ token, traveller: 0, files: [{ name: 'front page.jpg' }, { name: 'back.png' }] });
    expect(issued.status).toBe(200);
    const [front, back] = issued.data.uploads;
    expect(front.path).toMatch(new RegExp(`^${seed.demoHotel}/\\d+_front_page\\.jpg$`));
    expect(
      (await bucket().uploadToSignedUrl(front.path, front.token, fx.jpeg(), { contentType: 'image/jpeg' })).error,
    ).toBeNull();
    expect(
      (await bucket().uploadToSignedUrl(back.path, back.token, fx.png(), { contentType: 'image/png' })).error,
    ).toBeNull();

    const fields = await travellerFields(token);
    const submitted = await callFunction(guest, 'checkin-submit', {
      token,
      travellers: [
        { ...fields, attachments: [front.path, back.path] },
        { ...fields, firstName: 'Pablo' },
      ],
      signature: SIGNATURE,
    });
    expect(submitted.status).toBe(200);
    const { error } = await seed.demo.rpc('check_in_arrival', { p_stay_id: stayId });
    expect(error).toBeNull();
    const guests = await adminPg().query<{ attachments: string[] }>(
      'select attachments from public.guests where stay_id = $1 order by stay_role',
      [stayId],
    );
    expect(guests.rows.map((row) => row.attachments)).toEqual([[], [front.path, back.path]]);
  });

  it('refuses an upload outside its signed name, a sixth image, and stray or unclean attachments', async () => {
    const { token } = await linkedArrival(seed.demoHotel, stays);
    const issued = await uploadUrls({ token, traveller: 1, files: [{ name: 'a.jpg' }, { name: 'b.jpg' }] });
    const [first] = issued.data.uploads;
    // A signed upload token is bound to its one name: not another name in the folder, nor another hotel's.
    for (const path of [
      `${seed.demoHotel}/1_mine.jpg`,
      `${seed.lodgeHotel}/1_theirs.jpg`,
      `${seed.demoHotel}/../${seed.lodgeHotel}/x.jpg`,
    ]) {
      const { error } = await bucket().uploadToSignedUrl(path, first.token, fx.jpeg(), { contentType: 'image/jpeg' });
      expect(error, path).not.toBeNull();
    }
    const anonWrite = await bucket().upload(`${seed.demoHotel}/2_anon.jpg`, fx.jpeg(), { contentType: 'image/jpeg' });
    expect(anonWrite.error).not.toBeNull();

    const more = await uploadUrls({
      token,
      traveller: 1,
      files: [{ name: 'c.jpg' }, { name: 'd.jpg' }, { name: 'e.jpg' }],
    });
    expect(more.status).toBe(200);
    const sixth = await uploadUrls({ token, traveller: 1, files: [{ name: 'f.jpg' }] });
    expect(sixth.status).toBe(400);
    expect(sixth.error?.message).toBe('travellers.1: At most 5 passport images per traveller.');
    expect((await uploadUrls({ token, traveller: 0, files: [{ name: 'f.jpg' }] })).status).toBe(200);

    const fields = await travellerFields(token);
    const submit = (attachments: string[], traveller = 1) =>
      callFunction(guest, 'checkin-submit', {
        token,
        travellers: [fields, fields].map((t, i) => (i === traveller ? { ...t, attachments } : t)),
        signature: SIGNATURE,
      });
    const elsewhere = await submit([`${seed.lodgeHotel}/1_theirs.jpg`]);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.error?.message).toBe('travellers.1.attachments.0: Must be an image uploaded for this traveller');
    expect((await submit([first.path], 0)).error?.message).toBe(
      'travellers.0.attachments.0: Must be an image uploaded for this traveller',
    );
    expect((await submit([first.path])).error?.message).toBe('travellers.1.attachments.0: No such uploaded file');
    await bucket().uploadToSignedUrl(first.path, first.token, fx.jpeg(fx.JPEG_EXIF), { contentType: 'image/jpeg' });
    const gps = await submit([first.path]);
    expect(gps.status).toBe(400);
    expect(gps.error?.message).toMatch(/^travellers\.1\.attachments\.0: "a\.jpg" still carries EXIF metadata/);
  });

  it('refuses every image for a hotel that keeps none, and a wrong token as everywhere', async () => {
    await adminPg().query(`update public.hotels set passport_retention = 'dont_keep' where id = $1`, [seed.lodgeHotel]);
    const { token } = await linkedArrival(seed.lodgeHotel, stays);
    const refused = await uploadUrls({ token, traveller: 0, files: [{ name: 'a.jpg' }] });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('This hotel does not keep passport images: there is no need to upload one.');
    expect(
      (await adminPg().query('select 1 from public.checkin_uploads where hotel_id = $1', [seed.lodgeHotel])).rowCount,
    ).toBe(0);
    const wrong = await uploadUrls({ token: newCheckinToken(), traveller: 0, files: [{ name: 'a.jpg' }] });
    expect(wrong.status).toBe(404);
  });
});
