/**
 * Phoenix channel message framing as realtime-js speaks it (docs/local-stack.md#realtime):
 * - vsn 2.0.0: text frames holding a JSON array `[join_ref, ref, topic, event, payload]`;
 * - vsn 1.0.0: text frames holding a JSON object; the server's object has no `join_ref`
 *   (Phoenix's V1 JSON serializer).
 * Binary frames (broadcast kinds 3/4) are not decoded: postgres_changes never needs them.
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Thrown for a frame that is not a Phoenix message; the socket answers by ignoring it. */
export class MalformedMessageError extends Error {}

/** Phoenix picks the serializer from the `vsn` query parameter; absent means 1.0.0. */
export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value.startsWith('1.')) return '1.0.0';
  if (value.startsWith('2.')) return '2.0.0';
  return null;
}

/**
 * Decodes one text frame.
 * @throws MalformedMessageError when the JSON or its shape is wrong
 */
export function decodeMessage(vsn: Vsn, text: string): PhoenixMessage {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new MalformedMessageError('frame is not JSON');
  }
  let joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) throw new MalformedMessageError('expected a 5-element array');
    [joinRef, ref, topic, event, payload] = raw as unknown[];
  } else {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new MalformedMessageError('expected an object');
    ({ join_ref: joinRef, ref, topic, event, payload } = raw as Record<string, unknown>);
  }
  if (typeof topic !== 'string' || typeof event !== 'string')
    throw new MalformedMessageError('topic and event are required');
  return {
    joinRef: refText(joinRef),
    ref: refText(ref),
    topic,
    event,
    payload:
      payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {},
  };
}

/** Encodes one server message as a text frame for the socket's serializer. */
export function encodeMessage(vsn: Vsn, message: PhoenixMessage): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({ topic: message.topic, event: message.event, payload: message.payload, ref: message.ref });
}

/** A ref as text: strings as they are, numbers printed, anything else (null, objects) null. */
function refText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : null;
}
