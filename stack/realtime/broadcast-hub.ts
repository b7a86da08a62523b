/**
 * Broadcast and Presence fan-out between the joined channels of this server (docs/local-stack.md#realtime).
 * Channels meet by topic and privacy: a private channel and a public one of the same name are different
 * rooms, as in Realtime, so a public subscriber never hears a private topic's messages.
 * - Broadcast reaches every member of the room allowed to read it (private rooms: the Broadcast read
 *   policy, checked on join), except the sender unless its channel set `broadcast.self`;
 * - Presence keeps one entry per tracking channel (`key` → metas with a `phx_ref`) and pushes
 *   `presence_diff` `{joins, leaves}` to members that enabled presence and may read it.
 */
import { randomUUID } from 'node:crypto';
import type { BroadcastMessage } from './broadcast-frames.ts';

/** A joined channel as the hub sees it. */
export interface RoomMember {
  /** `realtime:<name>`. */
  readonly topic: string;
  readonly isPrivate: boolean;
  /** May receive Broadcast messages (always on public channels). */
  readonly receivesBroadcast: boolean;
  /** Asked for presence events and may read them. */
  readonly receivesPresence: boolean;
  deliver(message: BroadcastMessage): void;
  push(event: string, payload: Record<string, unknown>): void;
}

type Metas = Record<string, { metas: Array<Record<string, unknown>> }>;

interface Tracked {
  key: string;
  meta: Record<string, unknown>;
}

export class BroadcastHub {
  private readonly rooms = new Map<string, Set<RoomMember>>();
  private readonly tracked = new Map<RoomMember, Tracked>();

  /** Adds a joined channel to its room. */
  add(member: RoomMember): void {
    const key = roomKey(member.topic, member.isPrivate);
    if (!this.rooms.has(key)) this.rooms.set(key, new Set());
    this.rooms.get(key)!.add(member);
  }

  /** Removes a channel (left, closed or its socket gone), untracking its presence. */
  remove(member: RoomMember): void {
    this.untrack(member);
    const key = roomKey(member.topic, member.isPrivate);
    this.rooms.get(key)?.delete(member);
    if (this.rooms.get(key)?.size === 0) this.rooms.delete(key);
  }

  /**
   * Sends a message to a room.
   * @param topic `realtime:<name>`
   * @param except the sending channel, skipped (unless it asked for `self`)
   * @returns how many channels received it
   */
  publish(topic: string, isPrivate: boolean, message: BroadcastMessage, except?: RoomMember): number {
    let delivered = 0;
    for (const member of this.rooms.get(roomKey(topic, isPrivate)) ?? []) {
      if (member === except || !member.receivesBroadcast) continue;
      member.deliver(message);
      delivered++;
    }
    return delivered;
  }

  /** Tracks (or replaces) the channel's presence under `key` with `payload` as its meta. */
  track(member: RoomMember, key: string, payload: Record<string, unknown>): void {
    const previous = this.tracked.get(member);
    const meta = { ...payload, phx_ref: randomUUID() };
    this.tracked.set(member, { key, meta });
    this.pushDiff(member, { [key]: { metas: [meta] } }, previous ? { [previous.key]: { metas: [previous.meta] } } : {});
  }

  /** Stops tracking the channel's presence (no-op when it tracks nothing). */
  untrack(member: RoomMember): void {
    const previous = this.tracked.get(member);
    if (!previous) return;
    this.tracked.delete(member);
    this.pushDiff(member, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  /** The room's presence state `{key: {metas: [...]}}` (Phoenix Presence `list`). */
  presenceState(topic: string, isPrivate: boolean): Metas {
    const state: Metas = {};
    for (const member of this.rooms.get(roomKey(topic, isPrivate)) ?? []) {
      const entry = this.tracked.get(member);
      if (!entry) continue;
      (state[entry.key] ??= { metas: [] }).metas.push(entry.meta);
    }
    return state;
  }

  private pushDiff(source: RoomMember, joins: Metas, leaves: Metas): void {
    for (const member of this.rooms.get(roomKey(source.topic, source.isPrivate)) ?? []) {
      if (member.receivesPresence) member.push('presence_diff', { joins, leaves });
    }
  }
}

function roomKey(topic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}|${topic}`;
}
