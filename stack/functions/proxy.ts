/**
 * Forwards one HTTP request to a worker's Unix socket and streams the answer back (node:http speaks
 * HTTP/1.1 over `socketPath`; bodies are piped both ways, never buffered).
 */
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** Hop-by-hop headers a proxy must not forward (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
]);

/**
 * @param socketPath the worker's socket
 * @param request the incoming request
 * @param path what the function sees as path+query, e.g. `/add-guest?x=1`
 * @returns the worker's response; rejects when the worker cannot be reached or dies mid-request
 */
export function forward(socketPath: string, request: Request, path: string): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ socketPath, path, method: request.method, headers }, (incoming) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name)) continue;
        for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, item);
      }
      const status = incoming.statusCode ?? 500;
      const bodyless = request.method === 'HEAD' || [101, 204, 205, 304].includes(status);
      if (bodyless) incoming.resume();
      resolve(
        new Response(bodyless ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
          status,
          statusText: incoming.statusMessage,
          headers: responseHeaders,
        }),
      );
    });
    outgoing.on('error', reject);
    if (request.body) Readable.fromWeb(request.body as WebReadableStream<Uint8Array>).pipe(outgoing);
    else outgoing.end();
  });
}
