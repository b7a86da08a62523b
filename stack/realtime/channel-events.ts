/**
 * What a joined channel's client may push besides joins and tokens (docs/local-stack.md#realtime;
 * Realtime `BroadcastHandler`, `PresenceHandler`):
 * - `broadcast` `{type, event, payload}` (JSON or a binary kind-3 frame): fanned out to the room;
 *   on a private channel only with the Broadcast write policy, otherwise dropped without a reply, as
 *   Realtime does; `config.broadcast.ack` gets an ok reply, `self` hears its own message;
 * - `presence` `{event: 'track', payload}` / `{event: 'untrack'}`: ok reply and a `presence_diff` to
 *   the room; on a private channel tracking needs the Presence write policy (error reply otherwise).
 */
import { broadcastFromPayload } from './broadcast-frames.ts';
import type { BroadcastHub } from './broadcast-hub.ts';
import type { Channel } from './channel.ts';
import type { PhoenixMessage } from './phoenix.ts';

type Reply = (status: 'ok' | 'error', response: Record<string, unknown>) => void;

/** Handles a client's `broadcast` push on `channel`. */
export function handleBroadcast(hub: BroadcastHub, channel: Channel, message: PhoenixMessage, reply: Reply): void {
  const broadcast = broadcastFromPayload(message.payload);
  const { self, ack } = channel.broadcastSettings;
  if (!broadcast || !channel.mayWrite('broadcast')) return;
  hub.publish(channel.topic, channel.isPrivate, broadcast, self ? undefined : channel);
  if (ack) reply('ok', {});
}

/** Handles a client's `presence` push (track/untrack) on `channel`. */
export function handlePresence(hub: BroadcastHub, channel: Channel, message: PhoenixMessage, reply: Reply): void {
  const { event, payload } = message.payload;
  if (!channel.mayWrite('presence')) {
    reply('error', {
      reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${channel.name}`,
    });
    return;
  }
  if (event === 'track') {
    const meta = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
    hub.track(channel, channel.presenceKey, meta as Record<string, unknown>);
  } else if (event === 'untrack') {
    hub.untrack(channel);
  }
  reply('ok', {});
}
