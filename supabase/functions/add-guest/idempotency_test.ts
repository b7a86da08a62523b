import assert from 'node:assert/strict';
import { HttpError } from '../_shared/errors.ts';
import { assertSamePayload, payloadFingerprint } from './idempotency.ts';

Deno.test('the fingerprint ignores key order and changes with any value', async () => {
  const a = await payloadFingerprint({ hotelId: 'h', guest: { firstName: 'Ana', lastName: 'Silva' } });
  const b = await payloadFingerprint({ guest: { lastName: 'Silva', firstName: 'Ana' }, hotelId: 'h' });
  const c = await payloadFingerprint({ hotelId: 'h', guest: { firstName: 'Ana', lastName: 'Silvá' } });
  assert.match(a, /^[0-9a-f]{64}$/);
  assert.equal(a, b);
  assert.notEqual(a, c);
});

Deno.test('a key reused with a different payload is 409 aborted; the same payload or an old row passes', () => {
  assert.doesNotThrow(() => assertSamePayload('f'.repeat(64), 'f'.repeat(64)));
  assert.doesNotThrow(() => assertSamePayload(null, 'f'.repeat(64)));
  assert.throws(
    () => assertSamePayload('e'.repeat(64), 'f'.repeat(64)),
    (error: unknown) => error instanceof HttpError && error.status === 409 && error.code === 'aborted',
  );
});
