/**
 * Identity linking and the sign-in methods without a local provider (docs/local-stack.md#auth):
 * supabase-js gets GoTrue's answers for a disabled OAuth provider (signInWithOAuth, linkIdentity),
 * SAML SSO, web3 and id_token grants; unlinkIdentity keeps at least one identity (manual linking is
 * on in the contract overlay).
 */
import { describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';
import { authRequest, signUp, unique } from './support/auth.ts';

interface ErrorBody {
  code?: string;
  message?: string;
  error?: string;
  error_description?: string;
}

describe('disabled sign-in methods', () => {
  it('answers signInWithSSO with 404 saml_provider_disabled', async () => {
    const { error } = await anonClient().auth.signInWithSSO({ domain: 'example.com' });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('saml_provider_disabled');
    expect(error?.message).toBe('SAML 2.0 is disabled');
  });

  it('answers the web3 grant with 422 web3_provider_disabled', async () => {
    const response = await authRequest('/token?grant_type=web3', {
      method: 'POST',
      body: JSON.stringify({ chain: 'solana', message: 'm', signature: 's' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });

  it('answers signInWithIdToken for a built-in provider with 400 provider_disabled', async () => {
    const { error } = await anonClient().auth.signInWithIdToken({ provider: 'google', token: 'header.payload.sig' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('provider_disabled');
    expect(error?.message).toBe('Provider (issuer "https://accounts.google.com") is not enabled');
    const custom = await anonClient().auth.signInWithIdToken({ provider: 'acme', token: 'header.payload.sig' });
    expect(custom.error?.code).toBe('validation_failed');
    expect(custom.error?.message).toBe('Custom OIDC provider "acme" not allowed');
    const missing = await authRequest('/token?grant_type=id_token', {
      method: 'POST',
      body: JSON.stringify({ provider: 'google' }),
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()) as ErrorBody).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
  });

  it('refuses the OAuth redirect of a provider that is not enabled', async () => {
    const response = await authRequest('/authorize?provider=github&redirect_to=http://127.0.0.1:5173');
    expect(response.status).toBe(400);
    expect((await response.json()) as ErrorBody).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await authRequest('/authorize?provider=myspace');
    expect(((await unknown.json()) as ErrorBody).message).toBe(
      'Unsupported provider: Provider myspace could not be found',
    );
  });
});

describe('identity linking', () => {
  it('lists the email identity and refuses to unlink the only one', async () => {
    const { client } = await signUp();
    const { data, error } = await client.auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities.map((identity) => identity.provider)).toEqual(['email']);
    const unlink = await client.auth.unlinkIdentity(data!.identities[0]);
    expect(unlink.error?.status).toBe(422);
    expect(unlink.error?.code).toBe('single_identity_not_deletable');
  });

  it('answers linkIdentity with the disabled-provider error after authenticating the user', async () => {
    const { client } = await signUp();
    const { error } = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unsupported provider: provider is not enabled');
    const signedOut = await authRequest('/user/identities/authorize?provider=github&skip_http_redirect=true');
    expect(signedOut.status).toBe(401);
  });

  it('unlinks one of two identities: a phone user who added an email keeps the email', async () => {
    const client = anonClient();
    const phone = `+1555017${String(Date.now()).slice(-4)}`;
    expect((await client.auth.signUp({ phone, password: 'two-ids-pass-1' })).error).toBeNull();
    const email = unique('linked');
    expect((await client.auth.updateUser({ email })).error).toBeNull();
    const { data } = await client.auth.getUserIdentities();
    expect(data?.identities.map((identity) => identity.provider).sort()).toEqual(['email', 'phone']);
    const phoneIdentity = data!.identities.find((identity) => identity.provider === 'phone')!;
    expect((await client.auth.unlinkIdentity(phoneIdentity)).error).toBeNull();
    const { data: after } = await client.auth.getUser();
    expect(after.user).toMatchObject({ email, phone: '' });
    expect(after.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(after.user?.app_metadata.providers).toEqual(['email']);
  });
});
