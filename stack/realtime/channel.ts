/**
 * One joined `realtime:<name>` channel of a socket: its token and claims, its postgres_changes
 * bindings, and the timer that re-checks the token when it expires (rt `realtime_channel.ex`
 * `confirm_token`: at `exp`, capped at one hour). Closing pushes `phx_close`, which realtime-js
 * turns into the CLOSED state.
 */
import type { Claims } from '../keys.ts';
import type { ChangeSubscriber, PostgresBinding } from './bindings.ts';

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
  /** Sends a message on this channel's topic: (event, payload, ref). */
  send(event: string, payload: Record<string, unknown>, ref: string | null, joinRef: string | null): void;
  /** Called when the token timer fires; resolves when the channel has re-checked its token. */
  onTokenDue(channel: Channel): void;
}

export class Channel implements ChangeSubscriber {
  readonly topic: string;
  /** The channel name after `realtime:` (used in system messages). */
  readonly name: string;
  readonly joinRef: string | null;
  readonly isNewApi: boolean;
  readonly config: Record<string, unknown>;
  accessToken: string;
  claims: Claims;
  bindings: PostgresBinding[];
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly init: ChannelInit) {
    this.topic = init.topic;
    this.name = init.topic.slice('realtime:'.length);
    this.joinRef = init.joinRef;
    this.isNewApi = init.isNewApi;
    this.config = init.config;
    this.accessToken = init.accessToken;
    this.claims = init.claims;
    this.bindings = init.bindings;
    this.scheduleTokenCheck(init.exp);
  }

  get isClosed(): boolean {
    return this.closed;
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
