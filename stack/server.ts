/**
 * The stack's HTTP gateway: one Hono app playing Kong's part (docs/local-stack.md#gateway: CORS,
 * apikey→Authorization rewrite, prefix routing) in front of the services, each a factory taking the
 * StackContext. A service module that is missing or fails to load answers 503 (with the reason)
 * instead of taking the whole stack down.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { createAuthApp } from './auth/app.ts';
import type { StackContext } from './context.ts';
import { stackCors } from './http/cors.ts';
import { kongAuthorization } from './http/gateway.ts';
import { forwardedFor } from './http/client-address.ts';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Services mounted under a prefix: [prefix, module path relative to stack/, factory export,
 * optional module-level shutdown export (e.g. Deno workers and file watchers of the functions runtime)].
 */
const HTTP_SERVICES = [
  ['/rest/v1', 'rest/app.ts', 'createRestApp', 'stopRestListeners'],
  ['/storage/v1', 'storage/app.ts', 'createStorageApp', null],
  ['/functions/v1', 'functions/app.ts', 'createFunctionsApp', 'stopFunctionWorkers'],
  ['/realtime/v1', 'realtime/http-broadcast.ts', 'createRealtimeHttpApp', null],
] as const;

type ServiceFactory = (ctx: StackContext) => Hono;

/** Imports a service module; a missing or broken one yields the reason instead of the module. */
async function loadService(file: string, name: string): Promise<Record<string, unknown> | string> {
  const path = join(here, file);
  if (!existsSync(path)) return `stack/${file} is missing`;
  try {
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    return typeof module[name] === 'function' ? module : `stack/${file} does not export ${name}`;
  } catch (error) {
    return `stack/${file} failed to load: ${(error as Error).message}`;
  }
}

/** Stand-in for a service that could not be loaded: 503 with the reason, logged once at start. */
function unavailable(prefix: string, reason: string): Hono {
  console.warn(`[stack] ${prefix} unavailable: ${reason}`);
  const app = new Hono();
  app.all('*', (c) => c.json({ message: `${prefix} is unavailable: ${reason}` }, 503));
  return app;
}

/**
 * Builds the gateway app with every service mounted.
 * @returns the app and `close()`, which runs the services' module-level shutdown hooks
 */
export async function createGatewayApp(ctx: StackContext): Promise<{ app: Hono; close(): Promise<void> }> {
  const app = new Hono();
  const shutdowns: (() => Promise<void>)[] = [];
  app.use('*', stackCors());
  app.use('*', kongAuthorization());
  app.use('*', forwardedFor());
  app.route('/auth/v1', createAuthApp(ctx));
  for (const [prefix, file, name, shutdown] of HTTP_SERVICES) {
    const module = await loadService(file, name);
    if (typeof module === 'string') {
      app.route(prefix, unavailable(prefix, module));
      continue;
    }
    app.route(prefix, (module[name] as ServiceFactory)(ctx));
    if (shutdown && typeof module[shutdown] === 'function') shutdowns.push(module[shutdown] as () => Promise<void>);
  }
  // Kong's answer for unrouted paths.
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    console.error('[stack]', error);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return { app, close: async () => void (await Promise.all(shutdowns.map((stop) => stop()))) };
}

/** What attaching Realtime may return: something to close on shutdown. */
type RealtimeHandle = { close?: () => unknown; stop?: () => unknown } | (() => unknown) | void;

/**
 * Attaches Realtime's WebSocket upgrade handler (`stack/realtime/app.ts` `attachRealtime`) to the
 * HTTP server; returns a closer (no-op when the module is missing).
 */
export async function attachRealtimeService(server: Server, ctx: StackContext): Promise<() => Promise<void>> {
  const path = join(here, 'realtime/app.ts');
  if (!existsSync(path)) return () => Promise.resolve();
  const module = (await import(pathToFileURL(path).href)) as {
    attachRealtime?: (server: Server, ctx: StackContext) => RealtimeHandle | Promise<RealtimeHandle>;
  };
  if (typeof module.attachRealtime !== 'function') return () => Promise.resolve();
  const handle = await module.attachRealtime(server, ctx);
  return async () => {
    if (typeof handle === 'function') await handle();
    else if (handle?.close) await handle.close();
    else if (handle?.stop) await handle.stop();
  };
}
