/**
 * Realtime: time from a committed guest insert to its INSERT Broadcast at the subscribing staff's
 * supabase-js client, with 1 and with N subscribers, each the staff of a different hotel on its
 * private topic `hotel:<their hotel>:guests` (the live list's subscription, docs/architecture.md#realtime).
 * Inserts rotate over the subscribers' hotels; each waits for its event before the next.
 * Latency runs from the insert's commit acknowledgement on a direct connection to the event.
 * Baseline for 1 subscriber: the insert's own round trip; for N: the 1-subscriber latency.
 * An event not seen within 5 s counts as lost (noted on the row); losing most of them fails.
 */
import {
  REALTIME_SUBSCRIBE_STATES,
  createClient,
  type RealtimeChannel,
  type SupabaseClient,
} from '@supabase/supabase-js';
import pg from 'pg';
import type { StackBench } from './context.ts';
import { summarize, type Summary } from './stats.ts';

interface Subscriber {
  client: SupabaseClient;
  channel: RealtimeChannel;
  hotelId: string;
  waiting?: (at: number) => void;
}

export async function benchRealtime(bench: StackBench): Promise<void> {
  const { config, results, seed, stack } = bench;
  const writer = new pg.Client({ connectionString: stack.dbUrl });
  await writer.connect();
  let single: Summary | undefined;
  try {
    // Logins after the targets' and add-guest's, a fresh set per phase (seed.ts makes enough).
    let offset = seed.targets.size + config.concurrency;
    for (const count of config.subscribers) {
      const logins = seed.staff.slice(offset, (offset += count));
      const subscribers = await Promise.all(logins.map((login) => subscribe(stack.apiUrl, stack.anonKey, login)));
      try {
        const latency: number[] = [];
        const commits: number[] = [];
        let lost = 0;
        const reps = Math.max(config.reps, 10);
        for (let i = 0; i < reps + 2; i++) {
          const target = subscribers[i % subscribers.length];
          const event = new Promise<number>((resolve, reject) => {
            // The first event may wait for the feed to catch up with earlier writes; later ones may not.
            const limit = i === 0 ? 30_000 : 5_000;
            const timer = setTimeout(
              () =>
                i === 0
                  ? reject(new Error(`no Realtime event within 30 s (${count} subscribers)`))
                  : resolve(Number.NaN),
              limit,
            );
            target.waiting = (at) => (clearTimeout(timer), resolve(at));
          });
          const sent = performance.now();
          await writer.query(
            `insert into public.guests (hotel_id, first_name, last_name, created_from) values ($1, 'Realtime', 'Bench', 'bench')`,
            [target.hotelId],
          );
          const committed = performance.now();
          const received = await event;
          if (Number.isNaN(received)) {
            lost++;
            bench.log(`realtime ${count}: event ${i} (hotel ${target.hotelId}) not received within 5 s`);
            continue;
          }
          if (i < 2) continue; // warm-up
          latency.push(received - committed);
          commits.push(committed - sent);
        }
        if (lost > reps / 2)
          throw new Error(`${lost} of ${reps + 2} Realtime events never arrived (${count} subscribers)`);
        const value = summarize(latency);
        if (count === 1) single = value;
        results.add({
          section: 'realtime',
          name: `commit → event, ${count} subscriber${count > 1 ? 's' : ''} across hotels`,
          unit: 'ms',
          value,
          baseline:
            count === 1 || !single
              ? { name: 'insert round trip', value: summarize(commits) }
              : { name: '1 subscriber', value: single },
          ...(lost ? { note: `${lost} of ${reps + 2} events never arrived (5 s)` } : {}),
        });
        bench.log(`realtime ${count}: p50 ${value.p50.toFixed(1)} ms, p95 ${value.p95.toFixed(1)} ms`);
      } finally {
        await Promise.all(
          subscribers.map(async (s) => {
            await s.client.removeAllChannels();
            await s.client.auth.signOut({ scope: 'local' });
          }),
        );
      }
    }
  } finally {
    await writer.end();
  }
}

async function subscribe(
  apiUrl: string,
  anonKey: string,
  login: { email: string; password: string; hotelId: string },
): Promise<Subscriber> {
  const client = createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await client.auth.signInWithPassword(login);
  if (error) throw error;
  const subscriber = { client, hotelId: login.hotelId } as Subscriber;
  await client.realtime.setAuth(); // a private join needs the user's token on the socket
  subscriber.channel = client
    .channel(`hotel:${login.hotelId}:guests`, { config: { private: true } })
    .on('broadcast', { event: 'INSERT' }, () => {
      const at = performance.now();
      subscriber.waiting?.(at);
      subscriber.waiting = undefined;
    });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Realtime subscribe timed out')), 15_000);
    subscriber.channel.subscribe((status, err) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
        clearTimeout(timer);
        resolve();
      } else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
        clearTimeout(timer);
        reject(err ?? new Error(status));
      }
    });
  });
  return subscriber;
}
