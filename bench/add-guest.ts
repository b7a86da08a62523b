/**
 * add-guest round trip as the registration form does it (register-guest.ts): each image
 * through Storage's tus endpoint in parallel (tus-js-client, the app's options), then
 * `functions.invoke('add-guest')`. With 0 and 5 attachments; baseline: the same guest inserted
 * straight through /rest/v1 (no edge function, no files). Then throughput: `concurrency` staff of
 * different hotels registering guests back to back for a fixed time, against one staff alone.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as tus from 'tus-js-client';
import type { StackBench } from './context.ts';
import { repeat, summarize } from './stats.ts';

/** A buffer the Storage MIME sniffer reads as image/jpeg (JFIF header), padded to `bytes`. */
export function fakeJpeg(bytes: number): Buffer {
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([header, randomBytes(Math.max(0, bytes - header.length))]);
}

const guest = (i: number) => ({
  firstName: 'Bench',
  lastName: `Guest ${i}`,
  passportNumber: `B${String(i).padStart(8, '0')}`,
  nationality: 'SWE',
  travelAgentName: 'Nordic Sun Travel',
  email: `bench${i}@example.com`,
  phone: '+46 70 412 3381',
  checkIn: new Date().toISOString().slice(0, 10),
  checkOut: null,
  room: '101',
  chauffeurName: 'Sunil Perera',
  chauffeurContact: '+94 77 123 4567',
});

interface Staff {
  client: SupabaseClient;
  hotelId: string;
  token: string;
}

function upload(apiUrl: string, anonKey: string, staff: Staff, objectName: string, file: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    new tus.Upload(file, {
      endpoint: `${apiUrl}/storage/v1/upload/resumable`,
      retryDelays: [0, 1000, 3000],
      headers: { authorization: `Bearer ${staff.token}`, apikey: anonKey, 'x-upsert': 'false' },
      uploadDataDuringCreation: true,
      metadata: { bucketName: 'passports', objectName, contentType: 'image/jpeg', cacheControl: '3600' },
      chunkSize: 6 * 1024 * 1024,
      uploadSize: file.length,
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
}

let counter = 0;

export async function benchAddGuest(bench: StackBench): Promise<void> {
  const { config, results, seed, stack } = bench;
  const logins = seed.staff.slice(seed.targets.size, seed.targets.size + config.concurrency);
  const staff: Staff[] = await Promise.all(
    logins.map(async (login) => {
      const client = createClient(stack.apiUrl, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { data, error } = await client.auth.signInWithPassword(login);
      if (error) throw error;
      return { client, hotelId: login.hotelId, token: data.session.access_token };
    }),
  );
  const file = fakeJpeg(config.attachmentBytes);

  const register = async (s: Staff, attachments: number) => {
    const i = ++counter;
    const names = Array.from({ length: attachments }, (_, k) => `${s.hotelId}/${Date.now() + k}_${i}_passport.jpg`);
    await Promise.all(names.map((name) => upload(stack.apiUrl, stack.anonKey, s, name, file)));
    const result = await s.client.functions.invoke('add-guest', {
      body: { hotelId: s.hotelId, guest: { ...guest(i), attachments: names }, idempotencyKey: randomUUID() },
    });
    // supabase-js types a failure's `error` as any: an Error whose `context` may be the Response.
    const error: unknown = result.error;
    if (error) throw new Error(`add-guest: ${await failureText(error)}`);
  };
  const direct = async (s: Staff) => {
    const i = ++counter;
    const { error } = await s.client.from('guests').insert({
      hotel_id: s.hotelId,
      first_name: 'Bench',
      last_name: `Guest ${i}`,
      room: '101',
      created_from: 'bench',
    });
    if (error) throw error;
  };

  const one = staff[0];
  const baseline = await repeat(config.reps, () => direct(one), 2);
  const mb = (config.attachmentBytes / 1024 / 1024).toFixed(config.attachmentBytes < 1024 * 1024 ? 2 : 0);
  const plain = await repeat(config.reps, () => register(one, 0), 3);
  results.add({
    section: 'add-guest',
    name: 'add-guest round trip, 0 attachments',
    unit: 'ms',
    value: plain,
    baseline: { name: 'insert via /rest/v1', value: baseline },
  });
  const withFiles = await repeat(Math.max(3, config.slowReps * 2), () => register(one, 5), 1);
  results.add({
    section: 'add-guest',
    name: `upload 5 × ${mb} MB (tus) + add-guest`,
    unit: 'ms',
    value: withFiles,
    baseline: { name: '0 attachments', value: plain },
  });
  bench.log(`add-guest: ${plain.p50.toFixed(0)} ms, with files ${withFiles.p50.toFixed(0)} ms`);

  // Throughput: everyone registers (no files) back to back for `seconds`.
  const seconds = config.smoke ? 2 : 10;
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    staff.map(async (s) => {
      while (performance.now() < until) {
        const started = performance.now();
        await register(s, 0);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const single = 1000 / plain.p50;
  results.add({
    section: 'add-guest',
    name: `throughput, ${staff.length} staff at once (${seconds} s)`,
    unit: 'guests/s',
    value: latencies.length / seconds,
    baseline: { name: 'one staff, 1/p50', value: single },
  });
  results.add({
    section: 'add-guest',
    name: `round trip under ${staff.length}-staff load`,
    unit: 'ms',
    value: summarize(latencies),
    baseline: { name: 'alone', value: plain },
  });
  await Promise.all(staff.map((s) => s.client.auth.signOut({ scope: 'local' })));
}

/** A failed invoke's message and, when it has one, the response body (for the bench log). */
async function failureText(error: unknown): Promise<string> {
  if (!(error instanceof Error)) return 'unknown failure';
  const context: unknown = (error as { context?: unknown }).context;
  const body = context instanceof Response ? await context.text().catch(() => '') : '';
  return `${error.message} ${body}`;
}
