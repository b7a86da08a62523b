/**
 * create-hotel-account creates a hotel with the default data rules: the platform admin names the hotel
 * and its owner, never its retention rule, field toggles or time zone (docs/product.md#data-rules).
 */
import assert from 'node:assert/strict';
import { HttpError } from '../_shared/errors.ts';
import { parseWith } from '../_shared/http.ts';
import { bodySchema } from './handler.ts';

const account = {
  hotelName: 'Harbour Inn',
  hotelAddress: '1 Quay St',
  email: 'owner@harbour.test',
  password: 'secret-2026',
};

Deno.test('create-hotel-account: a body with any data rule is refused, naming it', () => {
  assert.doesNotThrow(() => parseWith(bodySchema, account));
  for (const rule of [
    { passport_retention: 'keep' },
    { passportRetention: 'keep' },
    { form_fields: { room: false } },
    { time_zone: 'Asia/Tokyo' },
  ]) {
    assert.throws(
      () => parseWith(bodySchema, { ...account, ...rule }),
      (error: HttpError) => error.status === 400 && error.message.includes(Object.keys(rule)[0]),
    );
  }
});
