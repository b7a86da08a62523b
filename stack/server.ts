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
/** Realtime's WebSocket module, attached to the HTTP server rather than mounted. */
const REALTIME_FILE = 'realtime/app.ts';

const loading = new Map<string, Promise<Record<string, unknown> | string>>();

/** Imports a service module once; a missing or broken one yields the reason instead of the module. */
function loadService(file: string, name: string): Promise<Record<string, unknown> | string> {
  let module = loading.get(file);
  if (!module) {
    module = importService(file, name);
    loading.set(file, module);
  }
  return module;
}

async function importService(file: string, name: string): Promise<Record<string, unknown> | string> {
  const path = join(here, file);
  if (!existsSync(path)) return `stack/${file} is missing`;
  try {
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    return typeof module[name] === 'function' ? module : `stack/${file} does not export ${name}`;
  } catch (error) {
    return `stack/${file} failed to load: ${(error as Error).message}`;
  }
}

/**
 * Starts importing every service module (HTTP services and Realtime) without waiting, so that they
 * load while PostgreSQL starts (docs/local-stack.md#start-up); `createGatewayApp` reuses the imports.
 */
export function preloadServices(): void {
  for (const [, file, name] of HTTP_SERVICES) void loadService(file, name);
  void loadService(REALTIME_FILE, 'attachRealtime');
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
  const modules = await Promise.all(HTTP_SERVICES.map(([, file, name]) => loadService(file, name)));
  for (const [index, [prefix, , name, shutdown]] of HTTP_SERVICES.entries()) {
    const module = modules[index];
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
  const module = (await loadService(REALTIME_FILE, 'attachRealtime')) as
    string | { attachRealtime: (server: Server, ctx: StackContext) => RealtimeHandle | Promise<RealtimeHandle> };
  if (typeof module === 'string') {
    // Missing module or export: no Realtime, as before; a module that fails to load stops the start.
    if (module.includes('failed to load')) throw new Error(module);
    return () => Promise.resolve();
  }
  const handle = await module.attachRealtime(server, ctx);
  return async () => {
    if (typeof handle === 'function') await handle();
    else if (handle?.close) await handle.close();
    else if (handle?.stop) await handle.stop();
  };
}
