/**
 * Realtime helpers for contract tests: waiting for a condition, joining a Broadcast channel and
 * recording what it hears, and the hotel id of a signed-in client.
 */
import { decodeJwt } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { joinBroadcast, type BroadcastListener } from '../../../stack/realtime/test-support.ts';

export { until, type BroadcastListener } from '../../../stack/realtime/test-support.ts';

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
  return joinBroadcast(client, topic, config);
}
