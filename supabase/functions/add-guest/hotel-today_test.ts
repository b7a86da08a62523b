import assert from 'node:assert/strict';
import { guestSchemaFor } from '../_shared/guest-schema.ts';
import { withHotelCheckIn } from './hotel-today.ts';

// 2026-11-24 04:00 UTC is 20:00 on the 23rd in Los Angeles and 13:00 on the 24th in Tokyo.
const EVENING_IN_LA = new Date('2026-11-24T04:00:00Z');
const body = (guest: Record<string, unknown>) => ({ hotelId: 'h', idempotencyKey: 'k', guest });

Deno.test('an empty check-in is today at the hotel, not in UTC', () => {
  const filled = withHotelCheckIn(body({ checkIn: '', checkOut: '2026-11-23' }), 'America/Los_Angeles', EVENING_IN_LA);
  assert.deepEqual(filled, body({ checkIn: '2026-11-23', checkOut: '2026-11-23' }));
  assert.deepEqual(withHotelCheckIn(body({}), 'Asia/Tokyo', EVENING_IN_LA), body({ checkIn: '2026-11-24' }));
  assert.deepEqual(withHotelCheckIn(body({}), 'UTC', EVENING_IN_LA), body({ checkIn: '2026-11-24' }));
});

Deno.test('same-day check-out late in the evening west of UTC passes the guest rules', () => {
  const filled = withHotelCheckIn(body({ checkOut: '2026-11-23' }), 'America/Los_Angeles', EVENING_IN_LA) as {
    guest: unknown;
  };
  const result = guestSchemaFor(null).safeParse({
    firstName: 'A',
    lastName: 'B',
    passportNumber: 'P1',
    nationality: 'IRL',
    travelAgentName: 'T',
    room: '1',
    chauffeurName: 'C',
    chauffeurContact: '5',
    ...(filled.guest as object),
  });
  assert.equal(result.success, true, JSON.stringify(result.error?.issues));
});

Deno.test('a given check-in and bodies of the wrong shape are left to validation', () => {
  const given = body({ checkIn: '2026-01-02' });
  assert.equal(withHotelCheckIn(given, 'America/Los_Angeles', EVENING_IN_LA), given);
  for (const bad of [null, 42, 'x', [], { guest: null }, { guest: [] }, { guest: 'x' }]) {
    assert.equal(withHotelCheckIn(bad, 'UTC'), bad);
  }
});
