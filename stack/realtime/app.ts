/**
 * Realtime for the local stack: WebSocket upgrades on `/realtime/v1/websocket` speaking Phoenix
 * channels with `postgres_changes`, Broadcast (private channels under Realtime Authorization) and
 * Presence (docs/local-stack.md#realtime), fed by one shared logical replication stream of
 * publications `supabase_realtime` (row changes) and `supabase_realtime_messages_publication`
 * (Broadcast from the database). The HTTP broadcast endpoint is http-broadcast.ts.
 *
 * Connect: `?apikey=<jwt>&vsn=2.0.0|1.0.0[&log_level=…]` (or an `x-api-key` header). The key must
 * be a valid JWT with `role` and `exp`, else the upgrade is refused with 403, as Realtime's
 * `UserSocket.connect` does; the opaque `sb_` keys are mapped as the local Kong maps them.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import type { StackContext } from '../context.ts';
import { roleUrl } from '../db/roles.ts';
import type { ChangeSubscriber } from './bindings.ts';
import { TableCatalog } from './catalog.ts';
import { ChangeFeed } from './change-feed.ts';
import { BroadcastHub } from './broadcast-hub.ts';
import { deliverDatabaseBroadcasts, isMessageRow } from './db-broadcasts.ts';
import { ChangeDispatcher } from './dispatcher.ts';
import { parseVsn } from './phoenix.ts';
import { registerHub } from './registry.ts';
import { RealtimeSession } from './session.ts';
import { checkAccessToken, gatewayApiKey } from './token.ts';

const PREFIX = '/realtime/v1';
const SOCKET_PATHS = new Set([`${PREFIX}/websocket`, `${PREFIX}/websocket/`]);
/** Largest client frame accepted (Realtime's default websocket max frame size is 5 MB). */
const MAX_FRAME_BYTES = 5 * 1024 * 1024;
/** The dispatcher probes one change at a time; two connections cover a fallback probe. */
const PROBE_POOL_SIZE = 2;

export interface RealtimeHandle {
  /** Closes every socket, stops replication and drops the slot. */
  close(): Promise<void>;
}

/**
 * Starts the change feed and handles Realtime upgrades on `server`.
 * Other upgrade paths are left to other listeners; unknown `/realtime/v1/*` upgrades get 404.
 */
export function attachRealtime(server: Server, ctx: StackContext): RealtimeHandle {
  const log = (message: string) => {
    if (process.env.STACK_REALTIME_QUIET !== '1') console.error(`[realtime] ${message}`);
  };
  const catalog = new TableCatalog(ctx.adminPool);
  const subscribers = new Set<ChangeSubscriber>();
  const hub = new BroadcastHub();
  registerHub(ctx, hub);
  // Realtime keeps its own `authenticator` connections, as the real service does: sharing the API's
  // pool made each RLS probe queue behind REST/Storage requests during a burst of writes.
  const probePool = new pg.Pool({
    connectionString: roleUrl(ctx.databaseUrl, 'authenticator'),
    max: PROBE_POOL_SIZE,
    application_name: 'stack_realtime_rls',
  });
  probePool.on('error', (error) => log(`probe pool: ${error.message}`));
  const dispatcher = new ChangeDispatcher(probePool, catalog, subscribers, log);
  const feed = new ChangeFeed({
    databaseUrl: ctx.databaseUrl,
    onChanges: (changes) => {
      deliverDatabaseBroadcasts(hub, changes.filter(isMessageRow), log);
      const rowChanges = changes.filter((change) => !isMessageRow(change));
      if (rowChanges.length) dispatcher.enqueue(rowChanges);
    },
    onRelation: (schema, table) => catalog.invalidate(schema, table),
    log,
  });
  feed.start();

  const sessions = new Set<RealtimeSession>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const deps = {
    keys: ctx.keys,
    catalog,
    subscribers,
    hub,
    adminPool: ctx.adminPool,
    feedReady: (ms: number) => feed.ready(ms),
    log,
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${PREFIX}/`) && url.pathname !== PREFIX) return;
    if (!SOCKET_PATHS.has(url.pathname)) return refuse(socket, 404, 'Not Found');
    const vsn = parseVsn(url.searchParams.get('vsn'));
    const header = request.headers['x-api-key'];
    const apikey = (typeof header === 'string' ? header : null) ?? url.searchParams.get('apikey');
    if (!vsn || !apikey) return refuse(socket, 403, 'Forbidden');
    const token = gatewayApiKey(apikey);
    checkAccessToken(ctx.keys, token).then(
      (check) => {
        if (!check.ok) return refuse(socket, 403, 'Forbidden');
        wss.handleUpgrade(request, socket, head, (ws) => {
          const session = new RealtimeSession(ws, vsn, token, deps);
          sessions.add(session);
          ws.on('close', () => sessions.delete(session));
        });
      },
      () => refuse(socket, 500, 'Internal Server Error'),
    );
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      registerHub(ctx, null);
      for (const session of sessions) session.close();
      sessions.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.close();
      await dispatcher.idle();
      await probePool.end().catch(() => undefined);
    },
  };
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
