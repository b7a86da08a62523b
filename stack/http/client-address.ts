/**
 * The client address every service of the stack (and the database, through `request.headers`) uses
 * for rate limits (docs/local-stack.md#gateway): `cf-connecting-ip` (set by Cloudflare in front of hosted
 * projects), else the first `x-forwarded-for` entry, else `x-real-ip`, else `unknown`.
 * The stack's gateway appends the socket's address to `x-forwarded-for` and sets `x-real-ip`, as the
 * local Kong does, so without proxy headers the address is the TCP peer's. The same rule is
 * `private.client_address()` in SQL.
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** @returns the caller's address, e.g. `127.0.0.1` or `203.0.113.7` */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return headers.get('cf-connecting-ip')?.trim() || forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}

/**
 * Hono middleware (on @hono/node-server): appends the TCP peer's address to `x-forwarded-for` and sets
 * `x-real-ip` to it, as Kong's `$proxy_add_x_forwarded_for` / `$remote_addr` do.
 */
export const forwardedFor = (): MiddlewareHandler => async (c, next) => {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  if (peer) {
    const address = peer.replace(/^::ffff:/, '');
    const earlier = c.req.header('x-forwarded-for');
    c.req.raw.headers.set('x-forwarded-for', earlier ? `${earlier}, ${address}` : address);
    c.req.raw.headers.set('x-real-ip', address);
  }
  await next();
};
