/**
 * One Realtime WebSocket: Phoenix's socket and channel semantics as realtime-js 2.119 expects them
 * (docs/local-stack.md#realtime–5.6; rt `realtime_channel.ex`):
 * - `heartbeat` on topic `phoenix` → ok reply; no client message for 60 s closes the socket;
 * - `phx_join` on `realtime:<name>` → ok reply echoing each postgres_changes entry plus its `id`,
 *   then `system` "Subscribed to PostgreSQL" (or the subscription error); token errors reply
 *   `{reason: "<Code>: <message>"}`;
 * - `access_token` swaps the channel's token (same/null/`sb_` ignored); an invalid or expired
 *   token pushes a `system` error and closes the channel (`phx_close`);
 * - `config.private`: the join runs Realtime Authorization (authorization.ts) and is refused with
 *   `Unauthorized: You do not have permissions to read from this Channel topic: <name>` when the
 *   policies allow reading neither Broadcast nor Presence; token swaps re-run it;
 * - `phx_leave` → ok reply, then `phx_close`; `broadcast` and `presence` pushes: channel-events.ts.
 * Messages are handled one at a time per socket, in arrival order.
 */
import type pg from 'pg';
import type { WebSocket } from 'ws';
import type { StackKeys } from '../keys.ts';
import { authorizeChannel, readRefusal } from './authorization.ts';
import { bindingsFromJoin, bindingsFromTopic, subscribeChannel, type ChangeSubscriber } from './bindings.ts';
import type { TableCatalog } from './catalog.ts';
import {
  broadcastPayload,
  decodeBroadcastPush,
  encodeUserBroadcast,
  toBuffer,
  type BroadcastMessage,
} from './broadcast-frames.ts';
import type { BroadcastHub } from './broadcast-hub.ts';
import { Channel } from './channel.ts';
import { handleBroadcast, handlePresence } from './channel-events.ts';
import { decodeMessage, encodeMessage, MalformedMessageError, type PhoenixMessage, type Vsn } from './phoenix.ts';
import { checkAccessToken } from './token.ts';

const IDLE_TIMEOUT_MS = 60_000;
/** A client this far behind on reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface SessionDeps {
  keys: StackKeys;
  catalog: TableCatalog;
  /** Channels receiving postgres_changes (read by the dispatcher). */
  subscribers: Set<ChangeSubscriber>;
  /** Broadcast and Presence rooms. */
  hub: BroadcastHub;
  /** Superuser pool for Realtime Authorization checks. */
  adminPool: pg.Pool;
  /** Resolves true once the replication stream is live (false after the timeout). */
  feedReady(timeoutMs: number): Promise<boolean>;
  log(message: string): void;
}

export class RealtimeSession {
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();
  private lastSeen = Date.now();
  private readonly idleTimer: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The connection's `apikey` JWT: the token of joins that bring none. */
    private readonly connectionToken: string,
    private readonly deps: SessionDeps,
  ) {
    ws.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      const frame = toBuffer(data);
      this.queue = this.queue
        .then(() => this.handle(frame, isBinary))
        .catch((error: Error) => deps.log(`message failed: ${error.message}`));
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
    this.idleTimer = setInterval(() => {
      if (Date.now() - this.lastSeen > IDLE_TIMEOUT_MS) ws.close(1000, 'heartbeat timeout');
    }, 5_000);
    this.idleTimer.unref();
  }

  /** Closes the socket (server shutdown). */
  close(): void {
    this.ws.close(1001, 'server shutting down');
    this.dispose();
  }

  private send(message: PhoenixMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.deps.log('dropping a client that stopped reading');
      this.ws.terminate();
      return;
    }
    this.ws.send(encodeMessage(this.vsn, message));
  }

  /** A Broadcast message: a binary kind-4 frame for vsn 2.0.0, JSON otherwise. */
  private sendBroadcast(topic: string, message: BroadcastMessage): void {
    const frame = this.vsn === '2.0.0' ? encodeUserBroadcast(topic, message) : null;
    if (frame && this.ws.readyState === this.ws.OPEN) return this.ws.send(frame);
    if (Buffer.isBuffer(message.payload)) return; // raw bytes have no JSON form
    this.send({ joinRef: null, ref: null, topic, event: 'broadcast', payload: broadcastPayload(message) });
  }

  private reply(to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async handle(frame: Buffer, isBinary: boolean): Promise<void> {
    let message: PhoenixMessage;
    try {
      message = isBinary ? decodeBroadcastPush(frame) : decodeMessage(this.vsn, frame.toString('utf8'));
    } catch (error) {
      if (error instanceof MalformedMessageError) return;
      throw error;
    }
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef && channel.joinRef && message.joinRef !== channel.joinRef)) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok', {});
        this.removeChannel(channel, true);
        return;
      case 'access_token':
        return this.refreshToken(channel, message.payload.access_token);
      case 'broadcast':
        return handleBroadcast(this.deps.hub, channel, message, (status, body) => this.reply(message, status, body));
      case 'presence':
        return handlePresence(this.deps.hub, channel, message, (status, body) => this.reply(message, status, body));
      default:
        return; // Realtime logs and ignores unexpected events
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:')) return this.reply(message, 'error', { reason: 'unmatched topic' });
    if (topic === 'realtime:')
      return this.reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
    const previous = this.channels.get(topic);
    if (previous) this.removeChannel(previous, true);

    const offered = payload.access_token ?? payload.user_token;
    const token = typeof offered === 'string' && !offered.startsWith('sb_') ? offered : this.connectionToken;
    const check = await checkAccessToken(this.deps.keys, token);
    if (!check.ok) return this.reply(message, 'error', { reason: `${check.code}: ${check.message}` });

    const config =
      payload.config && typeof payload.config === 'object' ? (payload.config as Record<string, unknown>) : null;
    const name = topic.slice('realtime:'.length);
    const isPrivate = config?.private === true;
    const policies = isPrivate
      ? await authorizeChannel(this.deps.adminPool, name, check.claims, (m) => this.deps.log(m))
      : null;
    if (policies && !policies.broadcast.read && !policies.presence.read) {
      return this.reply(message, 'error', { reason: `Unauthorized: ${readRefusal(name)}` });
    }
    const bindings = config ? bindingsFromJoin(config.postgres_changes) : bindingsFromTopic(name);
    const channel = new Channel({
      topic,
      joinRef: message.joinRef ?? message.ref,
      accessToken: token,
      claims: check.claims,
      exp: check.exp,
      bindings,
      isNewApi: config !== null,
      config: config ?? {},
      isPrivate,
      policies,
      send: (event, body, ref, joinRef) => this.send({ joinRef, ref, topic, event, payload: body }),
      sendBroadcast: (broadcast) => this.sendBroadcast(topic, broadcast),
      onTokenDue: (c) => void this.enqueue(() => this.confirmToken(c)),
    });
    const subscribeError = bindings.length ? await subscribeChannel(this.deps, channel) : null;
    this.channels.set(topic, channel);
    this.deps.hub.add(channel);

    this.reply(message, 'ok', { postgres_changes: bindings.map((b) => ({ ...b.params, id: b.id })) });
    if (channel.receivesPresence) channel.push('presence_state', this.deps.hub.presenceState(topic, isPrivate));
    if (bindings.length) {
      if (subscribeError) channel.system('postgres_changes', 'error', subscribeError);
      else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
  }

  private async refreshToken(channel: Channel, offered: unknown): Promise<void> {
    if (typeof offered !== 'string' || offered.startsWith('sb_') || offered === channel.accessToken) return;
    channel.accessToken = offered;
    await this.confirmToken(channel);
    if (channel.isClosed || !channel.bindings.length) return;
    const error = await subscribeChannel(this.deps, channel);
    if (error) channel.system('postgres_changes', 'error', error);
    else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Re-verifies the channel's token; on failure tells the client why and closes the channel. */
  private async confirmToken(channel: Channel): Promise<void> {
    if (channel.isClosed) return;
    const check = await checkAccessToken(this.deps.keys, channel.accessToken);
    if (!check.ok) {
      channel.system('system', 'error', check.message);
      this.removeChannel(channel, true);
      return;
    }
    if (channel.isPrivate) {
      const policies = await authorizeChannel(this.deps.adminPool, channel.name, check.claims, (m) => this.deps.log(m));
      if (!policies.broadcast.read && !policies.presence.read) {
        channel.system('system', 'error', readRefusal(channel.name));
        this.removeChannel(channel, true);
        return;
      }
      channel.policies = policies;
    }
    channel.claims = check.claims;
    channel.scheduleTokenCheck(check.exp);
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: Error) => this.deps.log(`channel task failed: ${error.message}`));
    return this.queue;
  }

  private removeChannel(channel: Channel, notify: boolean): void {
    channel.close(notify);
    this.deps.subscribers.delete(channel);
    this.deps.hub.remove(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private dispose(): void {
    clearInterval(this.idleTimer);
    for (const channel of [...this.channels.values()]) this.removeChannel(channel, false);
  }
}
