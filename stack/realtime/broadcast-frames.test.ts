/**
 * The binary Broadcast frames against realtime-js's own serializer (the client's side of the wire):
 * what it encodes (kind 3) decodes here, and what is encoded here (kind 4) decodes there.
 */
import { describe, expect, it } from 'vitest';
import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { decodeBroadcastPush, encodeUserBroadcast } from './broadcast-frames.ts';
import { MalformedMessageError } from './phoenix.ts';

const serializer = new Serializer();

function clientFrame(payload: Record<string, unknown>): Buffer {
  let frame: ArrayBuffer | string = '';
  serializer.encode(
    { join_ref: '3', ref: '7', topic: 'realtime:hotel:é', event: 'broadcast', payload },
    (encoded: ArrayBuffer | string) => (frame = encoded),
  );
  if (typeof frame === 'string') throw new Error('realtime-js sent JSON, not a binary frame');
  return Buffer.from(frame);
}

describe('broadcast frames', () => {
  it("decodes realtime-js's user broadcast push (JSON payload, UTF-8 header fields)", () => {
    const message = decodeBroadcastPush(clientFrame({ type: 'broadcast', event: 'cursör', payload: { x: 1 } }));
    expect(message).toEqual({
      joinRef: '3',
      ref: '7',
      topic: 'realtime:hotel:é',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursör', payload: { x: 1 } },
    });
  });

  it('keeps a binary payload as bytes', () => {
    const bytes = new Uint8Array([1, 2, 250]).buffer;
    const message = decodeBroadcastPush(clientFrame({ type: 'broadcast', event: 'blob', payload: bytes }));
    expect(message.payload.payload).toEqual(Buffer.from([1, 2, 250]));
  });

  it('encodes a user broadcast that realtime-js decodes, metadata included', () => {
    const frame = encodeUserBroadcast('realtime:room', { event: 'INSERT', payload: { n: 1 }, meta: { id: 'm1' } })!;
    let decoded: unknown;
    const copy = new Uint8Array(frame).buffer; // a fresh ArrayBuffer, as the browser hands it over
    serializer.decode(copy, (message: unknown) => (decoded = message));
    expect(decoded).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'INSERT', payload: { n: 1 }, meta: { id: 'm1' } },
    });
  });

  it('refuses truncated frames and falls back to JSON for header fields over 255 bytes', () => {
    expect(() =>
      decodeBroadcastPush(clientFrame({ type: 'broadcast', event: 'x', payload: {} }).subarray(0, 9)),
    ).toThrow(MalformedMessageError);
    expect(encodeUserBroadcast(`realtime:${'t'.repeat(300)}`, { event: 'x', payload: {} })).toBeNull();
  });
});
