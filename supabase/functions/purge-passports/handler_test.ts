/** purge-passports accepts only the service role key; guest-data's body names its bad fields. */
import assert from 'node:assert/strict';
import { HttpError } from '../_shared/errors.ts';
import { parseWith } from '../_shared/http.ts';
import { bodySchema as guestDataBody } from '../guest-data/handler.ts';
import { requireServiceRole } from './handler.ts';

const withToken = (token?: string) =>
  new Request('http://fn.test', { headers: token ? { authorization: `Bearer ${token}` } : {} });

Deno.test('purge-passports: no token 401, any other token 403, the service role key passes', async () => {
  Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', 'the-service-role-key');
  await assert.rejects(requireServiceRole(withToken()), { status: 401 });
  await assert.rejects(requireServiceRole(withToken('the-anon-key')), { status: 403 });
  await assert.rejects(requireServiceRole(withToken('the-service-role-ke')), { status: 403 });
  await requireServiceRole(withToken('the-service-role-key'));
});

Deno.test('purge-passports: without a configured key nothing passes', async () => {
  Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', '');
  await assert.rejects(requireServiceRole(withToken('x')), { status: 403 });
});

Deno.test('guest-data body: guestId must be a UUID, action export or erase', () => {
  const GUEST = 'a3e1f0d2-3b4c-4d5e-8f60-718293a4b5c6';
  assert.doesNotThrow(() => parseWith(guestDataBody, { guestId: GUEST, action: 'erase' }));
  const cases: [unknown, string][] = [
    [{ guestId: 'nope', action: 'export' }, 'guestId'],
    [{ guestId: GUEST, action: 'delete' }, 'action'],
    [{ guestId: GUEST }, 'action'],
  ];
  for (const [body, field] of cases) {
    assert.throws(
      () => parseWith(guestDataBody, body),
      (error: HttpError) => error.message.startsWith(`${field}: `),
    );
  }
});
