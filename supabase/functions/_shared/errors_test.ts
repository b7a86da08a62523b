import assert from 'node:assert/strict';
import { HttpError, fromDatabaseError } from './errors.ts';
import { fromAuthError } from './auth-admin.ts';

Deno.test("an error's status follows from its code (docs/product.md#messages)", () => {
  assert.equal(new HttpError('invalid-argument', 'x').status, 400);
  assert.equal(new HttpError('resource-exhausted', 'x').status, 429);
  assert.equal(new HttpError('deadline-exceeded', 'x').status, 504);
});

Deno.test('plan limits raised by the database (PT429 + hint) become 429 with the plan message', () => {
  const guests = fromDatabaseError({ code: 'PT429', message: 'whatever', hint: 'guest_limit_reached' });
  assert.equal(guests.status, 429);
  assert.equal(guests.code, 'resource-exhausted');
  assert.equal(guests.message, 'Monthly guest limit reached for your plan.');
  assert.equal(
    fromDatabaseError({ code: 'PT429', hint: 'user_limit_reached' }).message,
    'User limit reached for your plan.',
  );
});

Deno.test('database refusals map to 403/409/400, the unexpected to a 500 without detail', () => {
  assert.equal(fromDatabaseError({ code: '42501', message: 'new row violates row-level security policy' }).status, 403);
  assert.equal(fromDatabaseError({ code: '23505' }).status, 409);
  assert.equal(fromDatabaseError({ code: '23514' }).status, 400);
  assert.equal(fromDatabaseError({ code: '22P02' }).status, 400);
  const unexpected = fromDatabaseError({ code: 'XX000', message: 'secret detail: passport P123' });
  assert.equal(unexpected.status, 500);
  assert.equal(unexpected.message, 'Internal error.');
  assert.equal(unexpected.cause, 'XX000');
});

Deno.test("the owner-only and legal-hold refusals keep the database's sentence (docs/product.md#data-rules)", () => {
  const owner = fromDatabaseError({
    code: '42501',
    hint: 'owner_only',
    message: "Only the hotel's owner can change the passport image rule.",
  });
  assert.equal(owner.status, 403);
  assert.equal(owner.message, "Only the hotel's owner can change the passport image rule.");
  const held = fromDatabaseError({ code: 'PT409', hint: 'legal_hold', message: 'This guest is under legal hold.' });
  assert.equal(held.status, 409);
  assert.equal(held.message, 'This guest is under legal hold.');
  // A hint without its SQLSTATE is no such refusal.
  assert.equal(fromDatabaseError({ code: 'XX000', hint: 'owner_only', message: 'detail' }).message, 'Internal error.');
});

Deno.test('a database PostgREST cannot reach is a 503 to try again, not an internal error', () => {
  const down = fromDatabaseError({ code: 'PGRST000', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  assert.equal(down.status, 503);
  assert.equal(down.code, 'unavailable');
  assert.equal(down.message, 'The database is not reachable right now. Try again in a moment.');
  assert.equal(fromDatabaseError({ code: 'PGRST002' }).status, 503);
});

Deno.test('GoTrue errors: duplicate email 409, missing user 404, rate limit 429, else 500', () => {
  assert.equal(fromAuthError({ status: 422, code: 'email_exists' }).status, 409);
  assert.match(fromAuthError({ status: 422, code: 'email_exists' }).message, /^email: /);
  assert.equal(fromAuthError({ status: 404, code: 'user_not_found' }).status, 404);
  assert.equal(fromAuthError({ status: 429, code: 'over_request_rate_limit' }).status, 429);
  assert.equal(fromAuthError({ status: 500 }).status, 500);
});

Deno.test('stay and report rules raised by the database keep their words; unknown PT codes do not leak', () => {
  for (const [code, hint, status, message] of [
    ['PT400', 'stay_not_found', 400, 'A family or group member joins an existing stay of the hotel; no such stay.'],
    ['PT409', 'already_reported', 409, 'Some of these guests are already in a report for this authority.'],
  ] as const) {
    const error = fromDatabaseError({ code, message, hint });
    assert.deepEqual([error.status, error.message], [status, message]);
  }
  const other = fromDatabaseError({ code: 'PT400', message: 'secret detail', hint: 'something_else' });
  assert.equal(other.status, 500);
  assert.doesNotMatch(other.message, /secret/);
});
