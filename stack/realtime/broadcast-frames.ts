/**
 * Phoenix's binary frames for Broadcast as realtime-js 2.x (vsn 2.0.0) speaks them
 * (docs/local-stack.md#realtime; realtime-js `lib/serializer.ts`, Realtime `V2Serializer`):
 * - kind 3, client → server ("user broadcast push"): `[3, joinRefLen, refLen, topicLen, eventLen,
 *   metaLen, encoding]` then join ref, ref, topic, user event, metadata JSON, payload;
 * - kind 4, server → client ("user broadcast"): `[4, topicLen, eventLen, metaLen, encoding]` then
 *   topic, user event, metadata JSON, payload.
 * Encoding 1 is a JSON payload, 0 raw bytes. Lengths are UTF-8 byte counts, each at most 255.
 */
import type { RawData } from 'ws';
import { MalformedMessageError, type PhoenixMessage } from './phoenix.ts';

/** One Broadcast message as it travels between channels: user event, payload, optional metadata. */
export interface BroadcastMessage {
  event: string;
  /** Parsed JSON, or the raw bytes of a binary payload. */
  payload: unknown;
  meta?: Record<string, unknown>;
}

const KIND_PUSH = 3;
const KIND_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

/**
 * Decodes a kind-3 frame into the `broadcast` message a JSON client would have sent
 * (payload `{type: 'broadcast', event, payload, ...metadata}`).
 * @throws MalformedMessageError for any other kind or a truncated frame
 */
export function decodeBroadcastPush(frame: Buffer): PhoenixMessage {
  if (frame.length < 7 || frame[0] !== KIND_PUSH) throw new MalformedMessageError('not a broadcast push frame');
  const lengths = [frame[1], frame[2], frame[3], frame[4], frame[5]];
  const encoding = frame[6];
  let offset = 7;
  const [joinRef, ref, topic, event, meta] = lengths.map((length) => {
    if (offset + length > frame.length) throw new MalformedMessageError('truncated broadcast push frame');
    const text = frame.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  });
  const body = frame.subarray(offset);
  let payload: unknown;
  let metadata: Record<string, unknown> = {};
  try {
    payload = encoding === ENCODING_JSON ? JSON.parse(body.toString('utf8')) : Buffer.from(body);
    if (meta) metadata = JSON.parse(meta) as Record<string, unknown>;
  } catch {
    throw new MalformedMessageError('broadcast push payload is not JSON');
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...metadata, type: 'broadcast', event, payload },
  };
}

/**
 * Encodes a broadcast for a vsn 2.0.0 client as a kind-4 frame.
 * @returns null when a header field is over 255 bytes (the caller sends JSON instead)
 */
export function encodeUserBroadcast(topic: string, message: BroadcastMessage): Buffer | null {
  const binary = Buffer.isBuffer(message.payload);
  const fields = [topic, message.event, message.meta ? JSON.stringify(message.meta) : ''].map((text) =>
    Buffer.from(text, 'utf8'),
  );
  if (fields.some((field) => field.length > 255)) return null;
  const body = binary ? (message.payload as Buffer) : Buffer.from(JSON.stringify(message.payload ?? null), 'utf8');
  const header = Buffer.from([
    KIND_BROADCAST,
    fields[0].length,
    fields[1].length,
    fields[2].length,
    binary ? ENCODING_BINARY : ENCODING_JSON,
  ]);
  return Buffer.concat([header, ...fields, body]);
}

/** The JSON form of a broadcast (vsn 1.0.0 clients, and JSON text frames): `{type, event, payload[, meta]}`. */
export function broadcastPayload(message: BroadcastMessage): Record<string, unknown> {
  const body: Record<string, unknown> = { type: 'broadcast', event: message.event, payload: message.payload };
  if (message.meta) body.meta = message.meta;
  return body;
}

/** Reads a client's `broadcast` payload back into a message (null when it names no event). */
export function broadcastFromPayload(payload: Record<string, unknown>): BroadcastMessage | null {
  if (typeof payload.event !== 'string') return null;
  return { event: payload.event, payload: payload.payload ?? {} };
}

/** One WebSocket message's bytes, whatever shape `ws` delivered them in. */
export function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
