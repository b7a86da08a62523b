/**
 * Lets the HTTP side of Realtime (the broadcast endpoint, mounted with the other HTTP services before
 * the WebSocket side starts) find the running server's rooms: one entry per StackContext.
 */
import type { StackContext } from '../context.ts';
import type { BroadcastHub } from './broadcast-hub.ts';

const hubs = new WeakMap<StackContext, BroadcastHub>();

/** Records the hub of the Realtime server attached for `ctx` (null on close). */
export function registerHub(ctx: StackContext, hub: BroadcastHub | null): void {
  if (hub) hubs.set(ctx, hub);
  else hubs.delete(ctx);
}

/** @returns the running hub for `ctx`, or undefined before Realtime is attached */
export function hubFor(ctx: StackContext): BroadcastHub | undefined {
  return hubs.get(ctx);
}
