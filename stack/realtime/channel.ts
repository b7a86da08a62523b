/**
 * One joined `realtime:<name>` channel of a socket: its token and claims, its postgres_changes
 * bindings, whether it is private (and what Realtime Authorization allowed it on join), its Broadcast
 * and Presence settings, and the timer that re-checks the token when it expires (rt
 * `realtime_channel.ex` `confirm_token`: at `exp`, capped at one hour). Closing pushes `phx_close`,
 * which realtime-js turns into the CLOSED state.
 */
import { randomUUID } from 'node:crypto';
import type { Claims } from '../keys.ts';
import type { ChannelPolicies } from './authorization.ts';
import type { ChangeSubscriber, PostgresBinding } from './bindings.ts';
import type { BroadcastMessage } from './broadcast-frames.ts';
import type { RoomMember } from './broadcast-hub.ts';

const MAX_CONFIRM_INTERVAL_MS = 60 * 60 * 1000;

export interface ChannelInit {
  topic: string;
  joinRef: string | null;
  accessToken: string;
  claims: Claims;
  exp: number;
  bindings: PostgresBinding[];
  isNewApi: boolean;
  config: Record<string, unknown>;
  /** `config.private`: joined under Realtime Authorization. */
  isPrivate: boolean;
  /** What the realtime.messages policies allow (private channels). */
  policies: ChannelPolicies | null;
  /** Sends a message on this channel's topic: (event, payload, ref). */
  send(event: string, payload: Record<string, unknown>, ref: string | null, joinRef: string | null): void;
  /** Sends a Broadcast message in the socket's framing. */
  sendBroadcast(message: BroadcastMessage): void;
  /** Called when the token timer fires; resolves when the channel has re-checked its token. */
  onTokenDue(channel: Channel): void;
}

export class Channel implements ChangeSubscriber, RoomMember {
  readonly topic: string;
  /** The channel name after `realtime:` (used in system messages, and `realtime.topic()`). */
  readonly name: string;
  readonly joinRef: string | null;
  readonly isNewApi: boolean;
  readonly config: Record<string, unknown>;
  readonly isPrivate: boolean;
  /** `config.presence.key`, or a UUID of this channel when empty (as Realtime picks one). */
  readonly presenceKey: string;
  accessToken: string;
  claims: Claims;
  bindings: PostgresBinding[];
  policies: ChannelPolicies | null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly init: ChannelInit) {
    this.topic = init.topic;
    this.name = init.topic.slice('realtime:'.length);
    this.joinRef = init.joinRef;
    this.isNewApi = init.isNewApi;
    this.config = init.config;
    this.isPrivate = init.isPrivate;
    const key = (init.config.presence as { key?: unknown } | undefined)?.key;
    this.presenceKey = typeof key === 'string' && key ? key : randomUUID();
    this.accessToken = init.accessToken;
    this.claims = init.claims;
    this.bindings = init.bindings;
    this.policies = init.policies;
    this.scheduleTokenCheck(init.exp);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** `config.broadcast`: `self` (hear own messages), `ack` (reply to each push). */
  get broadcastSettings(): { self: boolean; ack: boolean } {
    const settings = (this.config.broadcast ?? {}) as { self?: unknown; ack?: unknown };
    return { self: settings.self === true, ack: settings.ack === true };
  }

  get receivesBroadcast(): boolean {
    return !this.isPrivate || this.policies?.broadcast.read === true;
  }

  get receivesPresence(): boolean {
    const enabled = (this.config.presence as { enabled?: unknown } | undefined)?.enabled === true;
    return enabled && (!this.isPrivate || this.policies?.presence.read === true);
  }

  /** May this channel send Broadcast (private: the write policy) or track Presence. */
  mayWrite(extension: 'broadcast' | 'presence'): boolean {
    return !this.isPrivate || this.policies?.[extension].write === true;
  }

  deliver(message: BroadcastMessage): void {
    if (!this.closed) this.init.sendBroadcast(message);
  }

  /** Server push on this channel (no ref): events, system and presence messages. */
  push(event: string, payload: Record<string, unknown>): void {
    if (!this.closed)
      this.init.send(event, payload, null, event === 'postgres_changes' || event === 'broadcast' ? null : this.joinRef);
  }

  /** Pushes a `system` message (docs/local-stack.md#realtime). */
  system(extension: 'postgres_changes' | 'system', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.name });
  }

  /** Re-arms the token timer for a token expiring at `exp` (seconds since epoch). */
  scheduleTokenCheck(exp: number): void {
    if (this.timer) clearTimeout(this.timer);
    const delay = Math.min(MAX_CONFIRM_INTERVAL_MS, Math.max(0, exp * 1000 - Date.now()));
    this.timer = setTimeout(() => this.init.onTokenDue(this), delay);
    this.timer.unref();
  }

  /** Stops the channel; with `notify`, tells the client with `phx_close` (ref = join ref, as Phoenix does). */
  close(notify: boolean): void {
    if (this.closed) return;
    if (notify) this.init.send('phx_close', {}, this.joinRef, this.joinRef);
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
