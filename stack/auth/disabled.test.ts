import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { StackContext } from '../context.ts';
import { type AuthConfig, loadAuthConfig } from './config.ts';
import { AuthError, authErrorResponse } from './errors.ts';
import { mountOtp } from './routes/otp.ts';
import { mountProviders } from './routes/providers.ts';
import { mountSignup } from './routes/signup.ts';
import { mountToken } from './routes/token.ts';
import { SignInLimits } from './throttle.ts';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The routes under the app's own config.toml; every answer here comes before any database access. */
function appWith(config: AuthConfig): Hono {
  const deps = { ctx: {} as StackContext, config, issuer: 'http://127.0.0.1:54321/auth/v1' };
  const app = new Hono();
  const limits = new SignInLimits();
  mountToken(app, deps, limits);
  mountSignup(app, deps, limits);
  mountOtp(app, deps);
  mountProviders(app, deps);
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    throw error;
  });
  return app;
}

const config = loadAuthConfig(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), undefined, '');
const post = async (path: string, body: unknown) => {
  const response = await appWith(config).request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe("features the app's config.toml leaves off answer as GoTrue's", () => {
  it('refuses anonymous sign-ins with 422 anonymous_provider_disabled', async () => {
    expect(await post('/signup', { data: {} })).toEqual({
      status: 422,
      body: { code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' },
    });
  });

  it('refuses phone sign-ups, SMS codes and phone passwords with 400 phone_provider_disabled', async () => {
    expect(await post('/signup', { phone: '+15550100', password: 'long-enough' })).toEqual({
      status: 400,
      body: { code: 'phone_provider_disabled', message: 'Phone signups are disabled' },
    });
    expect((await post('/otp', { phone: '+15550100' })).body).toEqual({
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    });
    expect((await post('/token?grant_type=password', { phone: '+15550100', password: 'x' })).body).toEqual({
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
  });

  it('refuses SSO, web3 and id_token sign-ins', async () => {
    expect(await post('/sso', { domain: 'example.com' })).toEqual({
      status: 404,
      body: { code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' },
    });
    expect((await post('/token?grant_type=web3', {})).status).toBe(422);
    expect((await post('/token?grant_type=id_token', { provider: 'apple', id_token: 'x' })).body).toEqual({
      code: 'provider_disabled',
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    });
  });
});
