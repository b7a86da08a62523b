/**
 * The bad-input table against each function's body schema: every case is a 400
 * (invalid-argument) whose message names the field. The HTTP twin is tests/contract/functions.test.ts.
 */
import assert from 'node:assert/strict';
import { bodySchema as addGuestBody } from '../add-guest/handler.ts';
import { bodySchema as adminUsersBody } from '../admin-users/handler.ts';
import { bodySchema as createHotelAccountBody } from '../create-hotel-account/handler.ts';
import { HttpError } from './errors.ts';
import { guestSchemaFor } from './guest-schema.ts';
import { parseWith } from './http.ts';
import {
  ADMIN_USERS_FIELDS,
  CREATE_HOTEL_ACCOUNT_FIELDS,
  GUEST_FIELDS,
  fuzzCases,
  type FuzzCase,
} from './testing/fuzz-cases.ts';
import { COMPLETE_GUEST } from './testing/guests.ts';
import type { z } from 'zod';

const HOTEL = '6f1c1c52-8a7e-4c57-9d2f-1b0e2f6c9a10';
const KEY = 'a3e1f0d2-3b4c-4d5e-8f60-718293a4b5c6';
const validGuest = {
  hotelId: HOTEL,
  idempotencyKey: KEY,
  guest: COMPLETE_GUEST,
};

function expectAll(schema: z.ZodType, valid: unknown, cases: FuzzCase[]) {
  assert.doesNotThrow(() => parseWith(schema, valid), 'the valid body must pass');
  for (const { name, field, body } of cases) {
    const error = (() => {
      try {
        parseWith(schema, body);
      } catch (e) {
        return e;
      }
    })();
    assert.ok(error instanceof HttpError, `${name}: accepted`);
    assert.equal(error.status, 400, name);
    assert.equal(error.code, 'invalid-argument', name);
    assert.ok(
      error.message.includes(field),
      `${name}: message "${error.message.slice(0, 120)}" does not name ${field}`,
    );
  }
}

Deno.test('add-guest: every bad field answers 400 naming it', () => {
  const cases = fuzzCases(validGuest, GUEST_FIELDS, [[], ['guest']]);
  assert.ok(cases.length > 80);
  expectAll(addGuestBody(guestSchemaFor({})), validGuest, cases);
});

Deno.test('admin-users: every bad field of every action answers 400 naming it', () => {
  const valid = {
    create: { action: 'create', email: 'new@hotel.test', password: 'secret1', hotelId: HOTEL },
    'reset-password': { action: 'reset-password', email: 'new@hotel.test' },
    delete: { action: 'delete', uid: HOTEL },
  } as const;
  for (const action of Object.keys(valid) as (keyof typeof valid)[]) {
    expectAll(adminUsersBody, valid[action], fuzzCases(valid[action], ADMIN_USERS_FIELDS[action]));
  }
  expectAll(
    adminUsersBody,
    { action: 'list' },
    fuzzCases({ action: 'list' }, [{ path: ['action'], kind: 'formatted' }]),
  );
});

Deno.test('create-hotel-account: every bad field answers 400 naming it', () => {
  const valid = {
    hotelName: 'Harbour Inn',
    hotelAddress: '1 Quay St',
    email: 'owner@harbour.test',
    password: 'secret1',
  };
  expectAll(createHotelAccountBody, valid, fuzzCases(valid, CREATE_HOTEL_ACCOUNT_FIELDS));
});

Deno.test('a body that is not an object names the body', () => {
  for (const body of [null, 42, 'text', [], true]) {
    assert.throws(
      () => parseWith(createHotelAccountBody, body),
      (e: HttpError) => e.status === 400 && e.message.startsWith('body: '),
    );
  }
});
