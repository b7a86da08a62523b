/**
 * PostgREST's error codes and statuses on the wire (docs/local-stack.md#rest): bad tokens, unknown
 * tables and columns, bad filters and schemas, oversized and malformed bodies.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../../stack/keys.ts';
import { accessToken, errorCode, rest } from './support/rest.ts';
import { guest, useRestSeed } from './support/rest-guests.ts';

const seed = useRestSeed();

describe('PostgREST errors on the wire', () => {
  it('refuses forged, expired and malformed JWTs with 401 and WWW-Authenticate', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-but-32-characters-long!!'));
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 120)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const cases: [string, string, string][] = [
      [forged, 'PGRST301', 'JWT cryptographic operation failed'],
      [expired, 'PGRST303', 'JWT expired'],
      ['not-a-jwt', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ];
    for (const [token, code, message] of cases) {
      const res = await rest('/guests?select=id', { token });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
      expect(await res.json()).toEqual({ code, details: null, hint: null, message });
    }
  });

  it('answers unknown tables 404 PGRST205, unknown columns 400, bad filters 400 PGRST100, bad schemas 406', async () => {
    const table = await seed.demo.from('reservations').select('*');
    expect(table).toMatchObject({
      status: 404,
      error: { code: 'PGRST205', message: "Could not find the table 'public.reservations' in the schema cache" },
    });
    expect((await seed.demo.from('guests').select('id, shoe_size')).error).toMatchObject({ code: '42703' });
    expect((await seed.demo.from('guests').insert({ ...guest(seed.demoHotel), shoe_size: 44 })).error).toMatchObject({
      code: 'PGRST204',
    });
    const badFilter = await rest('/guests?select=id&room=equals.3', { token: await accessToken(seed.demo) });
    expect(badFilter.status).toBe(400);
    expect(await errorCode(badFilter)).toBe('PGRST100');
    const schema = await rest('/guests', { headers: { 'accept-profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect(await errorCode(schema)).toBe('PGRST106');
  });

  it('refuses oversized bodies with 413 and malformed JSON with 400 PGRST102, storing nothing', async () => {
    const token = await accessToken(seed.demo);
    const big = await rest('/contact_messages', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.z', message: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const bad = await rest('/guests', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"first_name": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'PGRST102' });
  });
});
