/**
 * Realtime's HTTP Broadcast API under `/realtime/v1` (docs/local-stack.md#realtime;
 * https://supabase.com/docs/guides/realtime/broadcast "Send messages using REST calls"):
 * - `POST /api/broadcast` `{messages: [{topic, event, payload, private?}]}` → 202 (what
 *   `channel.send()` falls back to before joining); a private message the caller may not write is
 *   dropped, the others are sent;
 * - `POST /api/broadcast/<topic>/events/<event>[?private=true]` with the payload as the JSON body (or
 *   raw bytes as `application/octet-stream`) → 202 (`channel.httpSend()`); 403 when the
 *   realtime.messages policies refuse writing a private topic.
 * The caller is the gateway's `Authorization: Bearer <jwt>` (user token, or the apikey's JWT); a
 * missing or invalid token gets 401. Messages go to the running server's rooms (broadcast-hub.ts).
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { BodyError, readJsonBody } from '../http/body.ts';
import { bearerToken } from '../http/claims.ts';
import type { Claims } from '../keys.ts';
import { authorizeChannel } from './authorization.ts';
import type { BroadcastMessage } from './broadcast-frames.ts';
import { hubFor } from './registry.ts';
import { checkAccessToken } from './token.ts';

const MAX_BODY_BYTES = 1024 * 1024;

interface BatchMessage {
  topic?: unknown;
  event?: unknown;
  payload?: unknown;
  private?: unknown;
}

/** The HTTP app mounted at `/realtime/v1`. */
export function createRealtimeHttpApp(ctx: StackContext): Hono {
  const app = new Hono();
  const log = (message: string) => {
    if (process.env.STACK_REALTIME_QUIET !== '1') console.error(`[realtime] ${message}`);
  };

  /** May `claims` send on `topic`: always for public topics, the Broadcast write policy for private ones. */
  const mayWrite = async (topic: string, isPrivate: boolean, claims: Claims) =>
    !isPrivate || (await authorizeChannel(ctx.adminPool, topic, claims, log)).broadcast.write;

  const publish = (topic: string, isPrivate: boolean, message: BroadcastMessage) =>
    hubFor(ctx)?.publish(`realtime:${topic}`, isPrivate, message);

  app.post('/api/broadcast', async (c) => {
    const claims = await caller(c, ctx);
    if (!claims) return c.json({ message: 'Unauthorized' }, 401);
    let body: { messages?: unknown };
    try {
      body = await readJsonBody<{ messages?: unknown }>(c, { maxBytes: MAX_BODY_BYTES });
    } catch (error) {
      if (error instanceof BodyError) return c.json({ message: error.message }, error.status);
      throw error;
    }
    if (!Array.isArray(body.messages)) return c.json({ message: 'messages must be a list' }, 422);
    for (const entry of body.messages as BatchMessage[]) {
      if (typeof entry?.topic !== 'string' || typeof entry.event !== 'string') continue;
      const isPrivate = entry.private === true;
      if (!(await mayWrite(entry.topic, isPrivate, claims))) continue;
      publish(entry.topic, isPrivate, { event: entry.event, payload: entry.payload ?? {} });
    }
    return c.body(null, 202);
  });

  app.post('/api/broadcast/:topic/events/:event', async (c) => {
    const claims = await caller(c, ctx);
    if (!claims) return c.json({ message: 'Unauthorized' }, 401);
    const topic = c.req.param('topic');
    const isPrivate = c.req.query('private') === 'true';
    let payload: unknown;
    try {
      payload = c.req.header('content-type')?.startsWith('application/octet-stream')
        ? await readBytes(c)
        : await readJsonBody(c, { maxBytes: MAX_BODY_BYTES });
    } catch (error) {
      if (error instanceof BodyError) return c.json({ message: error.message }, error.status);
      throw error;
    }
    if (!(await mayWrite(topic, isPrivate, claims))) {
      return c.json(
        { error: `Unauthorized: You do not have permissions to write to this Channel topic: ${topic}` },
        403,
      );
    }
    publish(topic, isPrivate, { event: c.req.param('event'), payload });
    return c.body(null, 202);
  });

  return app;
}

/** Verified claims of the request's Bearer token, or null. */
async function caller(c: Context, ctx: StackContext): Promise<Claims | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const check = await checkAccessToken(ctx.keys, token);
  return check.ok ? check.claims : null;
}

/** A raw (binary) payload, at most MAX_BODY_BYTES. @throws BodyError('too_large') */
async function readBytes(c: Context): Promise<Buffer> {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (bytes.length > MAX_BODY_BYTES) throw new BodyError('too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
  return bytes;
}
