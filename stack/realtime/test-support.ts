/**
 * Shared pieces of the Realtime tests (unit tests here and the contract tests): one test stack per
 * file through vitest hooks, polling for an event, a fixture guest row, and a Broadcast listener
 * that records what a channel hears (docs/local-stack.md#realtime).
 */
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { startRealtimeTestStack, type RealtimeTestStack } from './test-stack.ts';

/**
 * Registers the file's `beforeAll` (start a Realtime test stack on `ports`, 0 = any free one, then run
 * `setup`) and `afterAll` (stop it). Returns the stack, whose fields are filled in once `beforeAll` has
 * run: read them inside hooks and tests only.
 */
export function useRealtimeTestStack(
  ports: { db: number; api: number },
  setup: (stack: RealtimeTestStack) => Promise<unknown> = () => Promise.resolve(),
  startTimeoutMs = 120_000,
): RealtimeTestStack {
  const stack = {} as RealtimeTestStack;
  let started: RealtimeTestStack | undefined;
  beforeAll(async () => {
    started = await startRealtimeTestStack(ports);
    Object.assign(stack, started);
    await setup(stack);
  }, startTimeoutMs);
  afterAll(async () => {
    await started?.stop();
  }, 30_000);
  return stack;
}

/** Polls `check` every 10 ms; rejects with "condition not met in time" after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Inserts a guest of `hotelId` into the fixture table `rt_fixture.guests` as superuser; returns its id. */
export async function insertGuest(stack: RealtimeTestStack, hotelId: string, firstName: string): Promise<string> {
  const { rows } = await stack.admin.query<{ id: string }>(
    `insert into rt_fixture.guests (hotel_id, first_name, room, nights, tags, extra)
     values ($1, $2, '101', 3, '{vip,late}', '{"a":1}') returning id`,
    [hotelId, firstName],
  );
  return rows[0].id;
}

export interface BroadcastListener {
  channel: RealtimeChannel;
  received: Array<{ event: string; payload: Record<string, unknown> }>;
}

/** Joins `topic` with channel `config`, recording every Broadcast event; rejects with the join error. */
export async function joinBroadcast(
  client: SupabaseClient,
  topic: string,
  config: { private?: boolean; broadcast?: { self?: boolean; ack?: boolean } } = {},
): Promise<BroadcastListener> {
  const listener: BroadcastListener = { channel: client.channel(topic, { config }), received: [] };
  listener.channel.on('broadcast', { event: '*' }, (message: { event: string; payload: Record<string, unknown> }) =>
    listener.received.push({ event: message.event, payload: message.payload }),
  );
  await new Promise<void>((resolve, reject) =>
    listener.channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
    }),
  );
  return listener;
}
