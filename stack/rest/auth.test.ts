/**
 * Bearer JWTs as PostgREST judges them (docs/local-stack.md#rest, pgrst `Error.hs` JWT errors): HS256 API
 * keys and ES256 user tokens are accepted; forged, expired, malformed and `alg: none` tokens get 401
 * with PGRST301/PGRST303 and `WWW-Authenticate: Bearer error="invalid_token", ...`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StackContext } from '../context.ts';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY, loadStackKeys } from '../keys.ts';
import { authenticate } from './auth.ts';

let ctx: StackContext;
const secret = new TextEncoder().encode(JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const keys = await loadStackKeys(join(mkdtempSync(join(tmpdir(), 'rest-auth-')), 'signing-key.json'));
  ctx = { keys } as StackContext;
});

describe('authenticate', () => {
  it('is anon without a token, and takes the role of the anon, service_role and user tokens', async () => {
    expect(await authenticate(ctx, undefined, undefined)).toEqual({ role: 'anon' });
    expect((await authenticate(ctx, `Bearer ${ANON_KEY}`, undefined)).role).toBe('anon');
    expect((await authenticate(ctx, `Bearer ${SERVICE_ROLE_KEY}`, undefined)).role).toBe('service_role');
    const user = await ctx.keys.signAccessToken({ sub: 'u1', role: 'authenticated', hotel_id: 'h1', exp: now() + 60 });
    expect(await authenticate(ctx, `Bearer ${user}`, undefined)).toMatchObject({
      sub: 'u1',
      role: 'authenticated',
      hotel_id: 'h1',
    });
  });

  it('uses the apikey only when Authorization is absent (the local gateway mapping)', async () => {
    expect((await authenticate(ctx, undefined, SERVICE_ROLE_KEY)).role).toBe('service_role');
    expect((await authenticate(ctx, `Bearer ${ANON_KEY}`, SERVICE_ROLE_KEY)).role).toBe('anon');
  });

  it('gives a token without a role claim the anon role', async () => {
    const token = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now() + 60)
      .sign(secret);
    expect((await authenticate(ctx, `Bearer ${token}`, undefined)).role).toBe('anon');
  });

  const refused: [string, () => Promise<string>, string, string][] = [
    [
      'expired (beyond the 30 s leeway)',
      () =>
        new SignJWT({ role: 'authenticated' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime(now() - 60)
          .sign(secret),
      'PGRST303',
      'JWT expired',
    ],
    [
      'signed with another secret',
      () =>
        new SignJWT({ role: 'service_role' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(40))),
      'PGRST301',
      'JWT cryptographic operation failed',
    ],
    [
      'unsigned (alg none)',
      () => Promise.resolve(new UnsecuredJWT({ role: 'service_role' }).encode()),
      'PGRST301',
      'Wrong or unsupported encoding algorithm',
    ],
    ['not a JWT', () => Promise.resolve('abc'), 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ['empty', () => Promise.resolve(''), 'PGRST301', 'Empty JWT is sent in Authorization header'],
  ];
  it.each(refused)('refuses a token %s with 401', async (_, make, code, message) => {
    const error: unknown = await authenticate(ctx, `Bearer ${await make()}`, undefined).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 401,
      code,
      message,
      headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    });
  });
});
