/**
 * POST /token (gotrue `internal/api/token.go`, `token_refresh.go`, `pkce.go`; docs/local-stack.md#auth):
 * grant_type=password (with the per-address limits of ../throttle.ts), refresh_token (rotation + reuse
 * detection, see ../refresh.ts) and pkce (auth code + code verifier from an email link).
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { AuthError, authErrors } from '../errors.ts';
import { passwordMatches } from '../password.ts';
import { jsonBody, stringField } from '../request.ts';
import { refreshSession } from '../refresh.ts';
import { type AuthDeps, inAuthTransaction, startSession } from '../sessions.ts';
import type { SignInLimits } from '../throttle.ts';
import { clientAddress } from '../../http/client-address.ts';
import { findUserById, findUserByEmail, findUserByPhone } from '../users.ts';
import { requirePhoneProvider } from '../phone.ts';

export function mountToken(app: Hono, deps: AuthDeps, limits: SignInLimits): void {
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await jsonBody(c);
    if (grantType === 'password') {
      return c.json(await passwordGrant(deps, limits, clientAddress(c.req.raw.headers), body));
    }
    if (grantType === 'refresh_token') {
      const token = stringField(body, 'refresh_token');
      if (!token) throw authErrors.validation('refresh_token required');
      if (token.length < 12) throw authErrors.validation('Refresh token is not valid');
      return c.json(await refreshSession(deps, token));
    }
    if (grantType === 'pkce') return c.json(await pkceGrant(deps, body));
    if (grantType === 'web3') throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
    if (grantType === 'id_token') return idTokenGrant(c, body);
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}

/** @param address the client address (`clientAddress`), whose limits apply — never the account's */
async function passwordGrant(deps: AuthDeps, limits: SignInLimits, address: string, body: Record<string, unknown>) {
  const email = stringField(body, 'email').toLowerCase();
  const password = typeof body.password === 'string' ? body.password : '';
  const phone = stringField(body, 'phone');
  if (!email && !phone) throw authErrors.validation('missing email or phone');
  if (!email) requirePhoneProvider(deps, 'Phone logins are disabled');
  const login = email || phone;
  if (!limits.admitRequest(address) || limits.isBlocked(address, login)) throw authErrors.rateLimited();
  return inAuthTransaction(deps.ctx, async (client) => {
    const user = email ? await findUserByEmail(client, email) : await findUserByPhone(client, phone);
    // Unknown email and wrong password answer alike: no account enumeration (docs/local-stack.md#auth).
    if (!(await passwordMatches(password, user?.encrypted_password)) || !user) {
      limits.recordFailure(address, login);
      throw authErrors.invalidCredentials();
    }
    if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'User is banned');
    if (email && !user.email_confirmed_at && !deps.config.autoconfirm)
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    limits.reset(address, login);
    return startSession(deps, client, user, 'password');
  });
}

/** The `auth.flow_state` columns a PKCE exchange reads. */
interface FlowStateRow {
  user_id: string;
  created_at: Date;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string | null;
}

/** RFC 7636 check of the verifier against the stored challenge. */
function verifierMatches(method: string, challenge: string, verifier: string): boolean {
  if (method === 'plain') return challenge === verifier;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

async function pkceGrant(deps: AuthDeps, body: Record<string, unknown>) {
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier)
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  return inAuthTransaction(deps.ctx, async (client) => {
    const { rows } = await client.query<FlowStateRow>('delete from auth.flow_state where auth_code = $1 returning *', [
      authCode,
    ]);
    const flow = rows[0];
    if (!flow) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (Date.now() - new Date(flow.created_at).getTime() > deps.config.otpExpiry * 1000)
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    if (!verifierMatches(String(flow.code_challenge_method), flow.code_challenge, verifier))
      throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    const user = await findUserById(client, flow.user_id);
    if (!user) throw authErrors.userNotFound();
    return startSession(deps, client, user, flow.authentication_method || 'otp');
  });
}

/** Issuers of GoTrue's built-in id_token providers (gotrue `internal/api/provider/*.go`). */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  facebook: 'https://www.facebook.com',
  google: 'https://accounts.google.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
};

/**
 * grant_type=id_token (signInWithIdToken, gotrue `token_oidc.go`): no provider is enabled locally.
 * Missing fields answer as GoTrue's OAuth errors (`{error, error_description}`).
 */
function idTokenGrant(c: Context, body: Record<string, unknown>): Response {
  const oauthError = (description: string) => c.json({ error: 'invalid request', error_description: description }, 400);
  const provider = stringField(body, 'provider');
  if (!stringField(body, 'id_token')) return oauthError('id_token required');
  if (!provider && (!stringField(body, 'client_id') || !stringField(body, 'issuer')))
    return oauthError('provider or client_id and issuer required');
  const issuer = ID_TOKEN_ISSUERS[provider];
  if (issuer === undefined) throw authErrors.validation(`Custom OIDC provider "${provider}" not allowed`);
  throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}
