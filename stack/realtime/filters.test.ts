/** Realtime's row filters (`col=op.value`) and Phoenix framing: pure units, no database. */
import { describe, expect, it } from 'vitest';
import { InvalidFilterError, parseFilters, rowMatchesFilters } from './filters.ts';
import { bindingId, bindingsFromJoin, bindingsFromTopic } from './bindings.ts';
import { decodeMessage, encodeMessage, MalformedMessageError, parseVsn } from './phoenix.ts';

const HOTEL = '5c1f0a4e-1111-4111-8111-111111111111';
const types = {
  hotel_id: 'uuid',
  nights: 'int4',
  room: 'text',
  vip: 'bool',
  check_in: 'date',
  registered_at: 'timestamptz',
};
const row = {
  hotel_id: HOTEL,
  nights: '3',
  room: '101',
  vip: 't',
  check_in: '2026-11-22',
  registered_at: '2026-11-22 10:00:00.5+00',
};
const matches = (filter: string, image: Record<string, string | null> = row) =>
  rowMatchesFilters(parseFilters(filter), image, types);

describe('parseFilters', () => {
  it("parses the app's hotel filter and in-lists", () => {
    expect(parseFilters(`hotel_id=eq.${HOTEL}`)).toEqual([{ column: 'hotel_id', op: 'eq', value: HOTEL }]);
    expect(parseFilters('room=in.(101,"Garden Suite")')).toEqual([
      { column: 'room', op: 'in', value: ['101', 'Garden Suite'] },
    ]);
    expect(parseFilters(undefined)).toEqual([]);
  });

  it('refuses unknown operators and oversized in-lists', () => {
    expect(() => parseFilters('room=like.1%')).toThrow(InvalidFilterError);
    expect(() => parseFilters('room')).toThrow(InvalidFilterError);
    expect(() => parseFilters(`room=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`)).toThrow(
      /Maximum 100/,
    );
  });
});

describe('rowMatchesFilters', () => {
  it('compares in the column type', () => {
    expect(matches(`hotel_id=eq.${HOTEL.toUpperCase()}`)).toBe(true);
    expect(matches('nights=gt.2')).toBe(true);
    expect(matches('nights=gt.10')).toBe(false); // numeric, not text, order
    expect(matches('nights=lte.3')).toBe(true);
    expect(matches('vip=eq.true')).toBe(true);
    expect(matches('check_in=gte.2026-11-01')).toBe(true);
    expect(matches('registered_at=lt.2026-11-22T10:00:01Z')).toBe(true);
    expect(matches('room=neq.101')).toBe(false);
    expect(matches('room=in.(100,101)')).toBe(true);
  });

  it('never matches NULL or a column missing from the image (key-only DELETE images)', () => {
    expect(matches('room=eq.101', { ...row, room: null })).toBe(false);
    expect(matches('room=neq.5', { ...row, room: null })).toBe(false);
    expect(matches(`hotel_id=eq.${HOTEL}`, { id: '1' })).toBe(false);
  });

  it('ANDs comma-separated filters', () => {
    expect(matches(`hotel_id=eq.${HOTEL},nights=gt.5`)).toBe(false);
    expect(matches(`hotel_id=eq.${HOTEL},nights=gt.1`)).toBe(true);
  });
});

describe('bindings', () => {
  it('gives equal entries equal non-zero ids and keeps the entry for the echo', () => {
    const entry = { event: '*', schema: 'public', table: 'guests', filter: `hotel_id=eq.${HOTEL}` };
    const [a] = bindingsFromJoin([entry]);
    expect(a.id).toBe(bindingId({ ...entry }));
    expect(a.id).toBeGreaterThan(0);
    expect(a.params).toBe(entry);
    expect(bindingsFromJoin([{ ...entry, event: 'INSERT' }])[0].id).not.toBe(a.id);
    expect(bindingsFromJoin([null, entry])).toHaveLength(1);
  });

  it('reads legacy topics schema:table:filter', () => {
    expect(bindingsFromTopic('public:guests:room=eq.1')[0]).toMatchObject({
      schema: 'public',
      table: 'guests',
      filters: [{ column: 'room' }],
    });
  });
});

describe('phoenix framing', () => {
  it('round-trips vsn 2.0.0 arrays and answers vsn 1.0.0 without join_ref', () => {
    const msg = decodeMessage('2.0.0', '["1","2","realtime:x","phx_join",{"a":1}]');
    expect(msg).toEqual({ joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } });
    expect(encodeMessage('2.0.0', msg)).toBe('["1","2","realtime:x","phx_join",{"a":1}]');
    expect(JSON.parse(encodeMessage('1.0.0', msg))).toEqual({
      topic: 'realtime:x',
      event: 'phx_join',
      payload: { a: 1 },
      ref: '2',
    });
  });

  it('rejects frames that are not Phoenix messages', () => {
    expect(() => decodeMessage('2.0.0', '{"topic":"x"}')).toThrow(MalformedMessageError);
    expect(() => decodeMessage('1.0.0', 'nope')).toThrow(MalformedMessageError);
  });

  it('picks the serializer from vsn like Phoenix', () => {
    expect(parseVsn(null)).toBe('1.0.0');
    expect(parseVsn('2.0.0')).toBe('2.0.0');
    expect(parseVsn('3.0.0')).toBeNull();
  });
});
