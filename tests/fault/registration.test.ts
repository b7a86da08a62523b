/**
 * Fault (a), docs/faults.md: the API process is killed with SIGKILL during a 5-image registration and
 * started again. The uploads resume where the server had them (tus), the add-guest call that died
 * with the process is retried with the same idempotency key and lands once with all 5 images, and
 * the images of a registration abandoned after the crash are deleted by the next purge (with
 * receipts), leaving no guest with missing images and no image nobody references.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '../../stack/realtime/test-support.ts';
import { apiRunning, db, killApi, serviceClient, startApi } from './support/fault-stack.ts';
import {
  faultGuest,
  faultHotel,
  guestsMissingImages,
  passportPng,
  unreferencedImages,
  type FaultHotel,
} from './support/hotel.ts';
import { tracedUpload } from './support/tus-upload.ts';
import { report } from './support/report.ts';

const CHUNK = 256 * 1024;
let hotel: FaultHotel;

beforeAll(async () => {
  if (!apiRunning()) await startApi();
  hotel = await faultHotel('Fault Registration Inn', 1);
});
afterAll(() => report.flush());

/** add-guest as the registration form calls it; a failed call (the process died) is retried with the same key. */
async function addGuestRetrying(attachments: string[], idempotencyKey: string, killFirst: boolean) {
  const client = hotel.staff[0].client;
  const body = {
    hotelId: hotel.hotelId,
    idempotencyKey,
    guest: { ...faultGuest('Faye'), attachments },
  };
  const first = client.functions.invoke('add-guest', { body });
  if (killFirst) {
    await new Promise((done) => setTimeout(done, 30));
    await killApi();
    await startApi();
  }
  const answer = await first;
  if (!answer.error) return { attempts: 1, answer };
  const retried = await client.functions.invoke('add-guest', { body });
  return { attempts: 2, answer: retried };
}

it('a registration of 5 images survives a kill -9 of the API: resumed uploads, one guest, all images', async () => {
  const { access_token: token } = (await hotel.staff[0].client.auth.getSession()).data.session!;
  const images = await Promise.all([0, 1, 2, 3, 4].map((i) => passportPng(700_000, i)));
  const base = Date.now();
  const names = images.map((_, i) => `${hotel.hotelId}/${base + i}_passport-${i}.png`);
  const uploads = images.map((bytes, i) => tracedUpload(bytes, names[i], token, CHUNK));
  const sent = () => uploads.reduce((sum, upload) => sum + upload.acknowledged(), 0);
  await until(() => sent() >= CHUNK * 3, 30_000);

  const killedAt = sent();
  await killApi();
  const restartMs = await startApi();
  await Promise.all(uploads.map((upload) => upload.done));
  // Each upload that had bytes in before the crash continued from an offset above 0, none started over.
  const resumed = uploads.filter((upload) => upload.patchOffsets.some((offset, i) => i > 0 && offset > 0)).length;
  for (const upload of uploads)
    expect(upload.patchOffsets.filter((offset) => offset === 0).length).toBeLessThanOrEqual(1);
  expect(resumed).toBeGreaterThan(0);

  const key = crypto.randomUUID();
  const { attempts, answer } = await addGuestRetrying(names, key, true);
  expect(answer.error).toBeNull();
  const { rows } = await db().query<{ attachments: string[] }>(
    'select attachments from public.guests where hotel_id = $1 and idempotency_key = $2',
    [hotel.hotelId, key],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].attachments).toEqual(names);
  report.add('a', {
    images: 5,
    bytesBeforeKill: killedAt,
    apiRestartMs: Math.round(restartMs),
    uploadsResumed: resumed,
    addGuestAttempts: attempts,
    guestsLanded: rows.length,
  });
});

it('an abandoned registration leaves no image behind after the next purge, and no guest misses one', async () => {
  const { access_token: token } = (await hotel.staff[0].client.auth.getSession()).data.session!;
  const base = Date.now();
  const abandoned = [0, 1].map((i) => `${hotel.hotelId}/${base + i}_abandoned-${i}.png`);
  const uploads = await Promise.all(
    abandoned.map(async (name, i) => tracedUpload(await passportPng(300_000, 9 + i), name, token, CHUNK)),
  );
  await until(() => uploads.some((upload) => upload.acknowledged() > 0), 30_000);
  await killApi(); // the desk closes the tab after the crash: add-guest is never called
  await startApi();
  await Promise.all(uploads.map((upload) => upload.done));
  expect((await unreferencedImages(hotel.hotelId)).sort()).toEqual(abandoned);

  // A day later (the orphan rule waits 24 hours), the nightly purge runs.
  await db().query(`update storage.objects set created_at = now() - interval '25 hours' where name = any($1)`, [
    abandoned,
  ]);
  const purge = await serviceClient().functions.invoke('purge-passports', { body: {} });
  expect(purge.error).toBeNull();
  expect(await unreferencedImages(hotel.hotelId)).toEqual([]);
  expect(await guestsMissingImages(hotel.hotelId)).toEqual([]);
  const receipts = await db().query<{ object_name: string }>(
    `select object_name from public.passport_deletion_receipts where object_name = any($1) and rule = 'orphan:24h'`,
    [abandoned],
  );
  expect(receipts.rows.map((row) => row.object_name).sort()).toEqual(abandoned);
  report.add('a', { abandonedImages: abandoned.length, purgedWithReceipts: receipts.rowCount ?? 0 });
});
