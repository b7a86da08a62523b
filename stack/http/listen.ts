/**
 * Binding HTTP servers on 127.0.0.1 with a clear error for a taken port ("a port already
 * in use … gets a clear error"), and closing them without waiting for idle keep-alive sockets.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/** Error for a port already bound by another process. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    what: string,
  ) {
    super(`Port ${port} on 127.0.0.1 (${what}) is already in use: stop the other process or choose another port.`);
  }
}

/** Resolves once `port` could be bound (and is released again). @throws PortInUseError */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const probe = createServer();
  await listenOn(probe, port, what);
  await new Promise((done) => probe.close(done));
}

function listenOn(server: Server, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, what) : error);
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Serves a Hono app on 127.0.0.1:`port`.
 * @returns the Node server (for WebSocket upgrades) and `close()` which also drops open sockets
 */
export async function serveApp(
  app: Hono,
  port: number,
  what: string,
): Promise<{ server: Server; close(): Promise<void> }> {
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => void listener(req, res));
  await listenOn(server, port, what);
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
