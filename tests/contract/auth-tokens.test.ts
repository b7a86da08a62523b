/**
 * /auth/v1 token verification and service endpoints (docs/local-stack.md#auth): forged and expired
 * tokens are refused, the JWKS verifies access tokens, health and settings answer.
 */
import { SignJWT, createRemoteJWKSet, decodeJwt, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../../stack/keys.ts';
import { anonClient, stackInfo } from './support/clients.ts';
import { signUp } from './support/auth.ts';

describe('token verification', () => {
  it('refuses forged and expired tokens', async () => {
    const { session } = await signUp();
    const claims = decodeJwt(session.access_token);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'forged' }).sign(privateKey);
    const wrongSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    for (const token of [forged, wrongSecret, expired]) {
      const { error } = await anonClient().auth.getUser(token);
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('bad_jwt');
    }
  });

  it('publishes a JWKS that verifies access tokens', async () => {
    const { session } = await signUp();
    const jwks = createRemoteJWKSet(new URL(`${stackInfo().apiUrl}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks);
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(session.user.id);
    const client = anonClient();
    await client.auth.setSession(session);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(session.user.id);
  });
});

describe('service endpoints', () => {
  it('reports health and settings', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const health = (await (await fetch(`${apiUrl}/auth/v1/health`, { headers: { apikey: anonKey } })).json()) as {
      name: string;
    };
    expect(health.name).toBe('GoTrue');
    const settings: unknown = await (
      await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } })
    ).json();
    expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: true, disable_signup: false });
  });
});
