/**
 * The passport purge (docs/product.md#data-protection): `images` passport images of guests checked
 * out 31 days ago, under the default rule, removed by the purge-passports edge function as the
 * schedule calls it (claim, Storage API delete, attachments, one receipt per image). Reported as
 * images per second; baseline: the same number of images removed straight through the Storage API
 * (service role, batches of 100), the floor of any purge that goes through Storage.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { fakeJpeg } from './add-guest.ts';
import type { StackBench } from './context.ts';

const IMAGES_PER_GUEST = 5;

async function uploadImages(service: SupabaseClient, hotelId: string, count: number, tag: string) {
  const names = Array.from({ length: count }, (_, i) => `${hotelId}/${Date.now()}_${tag}-${i}.jpg`);
  const file = fakeJpeg(50 * 1024);
  for (let i = 0; i < names.length; i += 10) {
    await Promise.all(
      names.slice(i, i + 10).map(async (name) => {
        const { error } = await service.storage.from('passports').upload(name, file, { contentType: 'image/jpeg' });
        if (error) throw new Error(`upload ${name}: ${error.message}`);
      }),
    );
  }
  return names;
}

/** One purge run as the schedule makes it (service role). */
async function purge(service: SupabaseClient): Promise<void> {
  const answer = await service.functions.invoke('purge-passports', { body: {} });
  // supabase-js types a failure's `error` as any.
  const error: unknown = answer.error;
  if (error) throw new Error(`purge-passports: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
}

export async function benchPurge(bench: StackBench): Promise<void> {
  const { stack, admin, results, config, log } = bench;
  const images = config.smoke ? 20 : 500;
  const service = createClient(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { rows } = await admin.query<{ id: string }>(
    `select id from public.hotels where name like 'Bench Hotel %' order by name desc limit 1`,
  );
  const hotelId = rows[0].id;

  const floorNames = await uploadImages(service, hotelId, images, 'floor');
  const floorStart = performance.now();
  for (let i = 0; i < floorNames.length; i += 100) {
    const { error } = await service.storage.from('passports').remove(floorNames.slice(i, i + 100));
    if (error) throw new Error(`remove: ${error.message}`);
  }
  const floorSeconds = (performance.now() - floorStart) / 1000;

  const names = await uploadImages(service, hotelId, images, 'purge');
  const guests = [];
  for (let i = 0; i < names.length; i += IMAGES_PER_GUEST) guests.push(names.slice(i, i + IMAGES_PER_GUEST));
  // A first run boots the function's worker (measured by the add-guest section's cold call).
  await purge(service);
  await admin.query(
    `insert into public.guests (hotel_id, first_name, last_name, check_in, attachments, registered_at, checked_out_at)
     select $1, 'Purge', 'Bench', (now() - interval '40 days')::date,
            array(select jsonb_array_elements_text(g)), now() - interval '40 days', now() - interval '31 days'
     from jsonb_array_elements($2::jsonb) as g`,
    [hotelId, JSON.stringify(guests)],
  );
  const started = performance.now();
  await purge(service);
  const seconds = (performance.now() - started) / 1000;
  const { rows: receipts } = await admin.query<{ n: number }>(
    'select count(*)::int as n from public.passport_deletion_receipts where object_name = any($1)',
    [names],
  );
  if (receipts[0].n !== images) throw new Error(`purge: ${receipts[0].n} receipts for ${images} images`);
  results.add({
    section: 'purge',
    name: `purge-passports: ${images} images of ${guests.length} checked-out guests, with receipts`,
    unit: 'images/s',
    value: images / seconds,
    baseline: { name: 'Storage API remove, batches of 100', value: images / floorSeconds },
  });
  log(`purge: ${(images / seconds).toFixed(0)} images/s (Storage API alone ${(images / floorSeconds).toFixed(0)}/s)`);
}
