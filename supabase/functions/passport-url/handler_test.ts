/**
 * passport-url against a fake Supabase (no stack): URLs only for the guest's own images, signed for
 * 120 s with the service role, one access-log row per URL; another hotel's guest is not found. The
 * HTTP twin is tests/contract/data-protection-access.test.ts.
 */
import assert from 'node:assert/strict';
import { HttpError } from '../_shared/errors.ts';
import { parseWith } from '../_shared/http.ts';
import { fakeToken, installFakeSupabase } from '../_shared/testing/fake-supabase.ts';
import { SIGNED_URL_SECONDS, bodySchema, passportUrl } from './handler.ts';

const HOTEL = '6f1c1c52-8a7e-4c57-9d2f-1b0e2f6c9a10';
const GUEST = 'a3e1f0d2-3b4c-4d5e-8f60-718293a4b5c6';
const images = [`${HOTEL}/1700000000000_front.png`, `${HOTEL}/1700000000001_back.png`];
const claims = { sub: '11111111-2222-4333-8444-555555555555', hotel_id: HOTEL, email: 'staff@example.com' };

const call = (body: unknown, who: typeof claims & { aal?: 'aal1' | 'aal2' } = claims) =>
  passportUrl(new Request('http://fn.test', { headers: { authorization: `Bearer ${fakeToken(who)}` } }), body);

Deno.test('passport-url signs each image for 120 s and logs one row per image', async () => {
  const fake = installFakeSupabase({ claims, guests: [{ id: GUEST, hotel_id: HOTEL, attachments: images }] });
  try {
    const result = (await call({ guestId: GUEST, context: 'thumbnail' })) as {
      urls: { object: string; expiresIn: number }[];
    };
    assert.deepEqual(
      result.urls.map((url) => [url.object, url.expiresIn]),
      images.map((image) => [image, 120]),
    );
    const sign = fake.seen.find((request) => request.path.startsWith('/storage/v1/object/sign/'));
    assert.equal((sign?.body as { expiresIn: number }).expiresIn, SIGNED_URL_SECONDS);
    const log = fake.seen.find((request) => request.path === '/rest/v1/passport_access_log');
    assert.deepEqual(
      (log?.body as { object_name: string; context: string; accessed_by_email: string }[]).map((row) => [
        row.object_name,
        row.context,
        row.accessed_by_email,
      ]),
      images.map((image) => [image, 'thumbnail', 'staff@example.com']),
    );
  } finally {
    fake.restore();
  }
});

Deno.test(
  'passport-url refuses images the guest does not hold and another hotel’s guest, signing nothing',
  async () => {
    const fake = installFakeSupabase({ claims, guests: [{ id: GUEST, hotel_id: HOTEL, attachments: images }] });
    try {
      await assert.rejects(call({ guestId: GUEST, context: 'dialog', objects: [`${HOTEL}/other.png`] }), (error) => {
        assert.ok(error instanceof HttpError);
        assert.equal(error.message, 'objects.0: Not an image of this guest');
        return true;
      });
      const stranger = { ...claims, hotel_id: '99999999-0000-4000-8000-000000000000' };
      await assert.rejects(call({ guestId: GUEST, context: 'dialog' }, stranger), { status: 404 });
      assert.equal(fake.seen.filter((request) => request.path.startsWith('/storage/')).length, 0);
      assert.equal(fake.seen.filter((request) => request.path === '/rest/v1/passport_access_log').length, 0);
    } finally {
      fake.restore();
    }
  },
);

Deno.test('passport-url needs an aal2 session where the hotel requires two-step sign-in', async () => {
  const guests = [{ id: GUEST, hotel_id: HOTEL, attachments: images }];
  const fake = installFakeSupabase({ claims, guests, requireTwoStep: true });
  try {
    await assert.rejects(call({ guestId: GUEST, context: 'dialog' }), {
      status: 403,
      message: 'Passport images need two-step sign-in in this hotel.',
    });
    assert.equal(fake.seen.filter((request) => request.path.startsWith('/storage/')).length, 0);
    const result = (await call({ guestId: GUEST, context: 'dialog' }, { ...claims, aal: 'aal2' })) as {
      urls: unknown[];
    };
    assert.equal(result.urls.length, images.length);
  } finally {
    fake.restore();
  }
});

Deno.test('passport-url body: each bad field is a 400 naming it', () => {
  const cases: [unknown, string][] = [
    [{ guestId: 'x', context: 'dialog' }, 'guestId'],
    [{ guestId: GUEST, context: 'export' }, 'context'],
    [{ guestId: GUEST, context: 'dialog', objects: Array(6).fill('a') }, 'objects'],
    [{ guestId: GUEST, context: 'dialog', objects: [''] }, 'objects.0'],
  ];
  for (const [body, field] of cases) {
    assert.throws(
      () => parseWith(bodySchema, body),
      (error: HttpError) => error.message.startsWith(`${field}: `),
    );
  }
});
