/**
 * POST /recover, GET /verify, POST /verify (gotrue `internal/api/recover.go`, `verify.go`;
 * docs/local-stack.md#auth); POST /verify also takes SMS codes (`type: 'sms'`, ../phone.ts) and
 * email change links (`email_change`, ../email-change.ts). The recovery email links to GET /verify, which answers 303 to the
 * app: implicit flow with the session in the URL fragment, PKCE flow with `?code=`; errors go to
 * the fragment as `error`, `error_code`, `error_description`.
 */
import type { Hono } from 'hono';
import { AuthError } from '../errors.ts';
import {
  type EmailLinkType,
  LINK_AUTH_METHOD,
  consumeEmailLink,
  createEmailLink,
  sendLinkEmail,
  tokenHash,
} from '../links.ts';
import { allowedRedirect, jsonBody, stringField, validEmail } from '../request.ts';
import { type AuthDeps, type TokenResponse, inAuthTransaction, startSession } from '../sessions.ts';
import { findUserByEmail, findUserById } from '../users.ts';
import { applyEmailChange } from '../email-change.ts';
import { verifySms } from '../phone.ts';

const LINK_TYPES: EmailLinkType[] = ['recovery', 'magiclink', 'signup', 'invite', 'email_change'];
const invalidOtp = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export function mountRecover(app: Hono, deps: AuthDeps): void {
  app.post('/recover', async (c) => {
    const body = await jsonBody(c);
    const email = validEmail(body.email);
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to'));
    const challenge = stringField(body, 'code_challenge');
    const method: 's256' | 'plain' =
      stringField(body, 'code_challenge_method').toLowerCase() === 'plain' ? 'plain' : 's256';
    await inAuthTransaction(deps.ctx, async (client) => {
      const user = await findUserByEmail(client, email);
      if (!user) return; // no account enumeration: unknown emails get the same 200 {}
      // `[auth.email] max_frequency` between two emails to one user.
      const wait = deps.config.emailMaxFrequency;
      if (user.recovery_sent_at && Date.now() - user.recovery_sent_at.getTime() < wait * 1000)
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${wait} seconds.`,
        );
      const pkce = challenge ? { codeChallenge: challenge, codeChallengeMethod: method } : null;
      const link = await createEmailLink(deps, client, user, 'recovery', redirectTo, pkce);
      await sendLinkEmail(deps, email, 'recovery', link);
    });
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const type = c.req.query('type') as EmailLinkType;
    const token = c.req.query('token') ?? '';
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to'));
    try {
      if (!LINK_TYPES.includes(type))
        throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
      if (token.startsWith('pkce_')) return c.redirect(await issueAuthCode(deps, type, token, redirectTo), 303);
      const session = await verifyAndSignIn(deps, type, token);
      return c.redirect(`${redirectTo}#${fragment({ ...sessionParams(session), type })}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const params = {
        error: error.status >= 500 ? 'server_error' : 'access_denied',
        error_code: error.code,
        error_description: error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
        sb: '',
      };
      // PKCE clients read errors from the query string, implicit ones from the fragment.
      const target = token.startsWith('pkce_') ? withQuery(redirectTo, params) : redirectTo;
      return c.redirect(`${target}#${fragment(params)}`, 303);
    }
  });

  app.post('/verify', async (c) => {
    const body = await jsonBody(c);
    const requested = stringField(body, 'type');
    if (requested === 'sms' || requested === 'phone_change') return c.json(await verifySms(deps, body));
    const types: EmailLinkType[] = requested === 'email' ? ['signup', 'magiclink'] : [requested as EmailLinkType];
    if (!types.every((type) => LINK_TYPES.includes(type)))
      throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    let hash = stringField(body, 'token_hash');
    if (!hash) {
      const email = validEmail(body.email);
      hash = tokenHash(email, stringField(body, 'token'));
    }
    for (const type of types) {
      const session = await verifyAndSignIn(deps, type, hash).catch((error) => {
        if (error instanceof AuthError && error.code === 'otp_expired') return null;
        throw error;
      });
      if (session) return c.json(session);
    }
    throw invalidOtp();
  });
}

/** Consumes the token and starts a session. @throws 403 otp_expired */
function verifyAndSignIn(deps: AuthDeps, type: EmailLinkType, token: string): Promise<TokenResponse> {
  return inAuthTransaction(deps.ctx, async (client) => {
    const consumed = await consumeEmailLink(deps, client, type, token);
    if (!consumed) throw invalidOtp();
    if (type === 'email_change') await applyEmailChange(client, consumed.id);
    const user = (await findUserById(client, consumed.id))!;
    return startSession(deps, client, user, LINK_AUTH_METHOD[type]);
  });
}

/** PKCE link: consumes the token, releases the flow's auth code and returns the redirect URL. */
function issueAuthCode(deps: AuthDeps, type: EmailLinkType, token: string, redirectTo: string): Promise<string> {
  return inAuthTransaction(deps.ctx, async (client) => {
    const user = await consumeEmailLink(deps, client, type, token);
    if (!user) throw invalidOtp();
    const { rows } = await client.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
       where id = (select id from auth.flow_state where user_id = $1 and provider_type = $2 order by created_at desc limit 1)
       returning auth_code`,
      [user.id, type],
    );
    if (!rows[0]) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const url = new URL(redirectTo);
    url.searchParams.set('code', rows[0].auth_code);
    return url.toString();
  });
}

const sessionParams = (session: TokenResponse) => ({
  access_token: session.access_token,
  expires_at: String(session.expires_at),
  expires_in: String(session.expires_in),
  refresh_token: session.refresh_token,
  sb: '',
  token_type: 'bearer',
});

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** Go's url.Values.Encode: keys sorted alphabetically. */
const fragment = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
