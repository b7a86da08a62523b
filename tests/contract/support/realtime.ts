/**
 * Realtime helpers for contract tests: waiting for a condition, joining a Broadcast channel and
 * recording what it hears, and the hotel id of a signed-in client.
 */
import { decodeJwt } from 'jose';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';

export interface BroadcastListener {
  channel: RealtimeChannel;
  received: Array<{ event: string; payload: Record<string, unknown> }>;
}

/** Polls `check` every 10 ms; rejects after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Half a second for events that must NOT arrive. */
export const settle = () => new Promise((r) => setTimeout(r, 500));

/** The `hotel_id` claim of a signed-in client's access token. */
export async function hotelOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return String(decodeJwt(data.session!.access_token).hotel_id);
}

/**
 * Joins `topic` (after pushing the session's token to the socket, as a private join needs) and records
 * every Broadcast event; rejects with the join error. Replaces the client's earlier channel of `topic`.
 */
export async function listenBroadcast(
  client: SupabaseClient,
  topic: string,
  config: { private?: boolean; broadcast?: { self?: boolean; ack?: boolean } } = {},
): Promise<BroadcastListener> {
  // supabase-js hands back an existing channel of the same topic, which would never subscribe again.
  for (const old of client.getChannels()) if (old.topic === `realtime:${topic}`) await client.removeChannel(old);
  await client.realtime.setAuth();
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
