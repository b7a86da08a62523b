/**
 * POST /signup (gotrue `internal/api/signup.go`, `anonymous.go`; docs/local-stack.md#auth): email +
 * password sign-up. With autoconfirm (`[auth.email] enable_confirmations = false`, the local default)
 * it answers a session; otherwise the bare user and a confirmation email. Without email and phone it
 * is an anonymous sign-in (`[auth] enable_anonymous_sign_ins`); with a phone, see ../phone.ts.
 */
import type { Hono } from 'hono';
import { AuthError, authErrors } from '../errors.ts';
import { createEmailLink, sendLinkEmail } from '../links.ts';
import { assertStrongPassword, hashPassword } from '../password.ts';
import { allowedRedirect, jsonBody, stringField, validEmail } from '../request.ts';
import { phoneSignup } from '../phone.ts';
import { type AuthDeps, inAuthTransaction, startSession } from '../sessions.ts';
import { createUser, findUserByEmail, findUserById, userJson } from '../users.ts';
import type { SignInLimits } from '../throttle.ts';
import { clientAddress } from '../../http/client-address.ts';

const signupDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

/** @param limits per-address `sign_in_sign_ups` limit shared with password sign-ins */
export function mountSignup(app: Hono, deps: AuthDeps, limits: SignInLimits): void {
  app.post('/signup', async (c) => {
    const body = await jsonBody(c);
    const metadata = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    // signInAnonymously posts neither email nor phone.
    if (!stringField(body, 'email') && !stringField(body, 'phone'))
      return c.json(await anonymousSignIn(deps, metadata));
    if (!deps.config.enableSignup) throw signupDisabled();
    if (!limits.admitRequest(clientAddress(c.req.raw.headers))) throw authErrors.rateLimited();
    if (!stringField(body, 'email')) return c.json(await phoneSignup(deps, body, metadata));
    const email = validEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) throw authErrors.validation('Signup requires a valid password');
    assertStrongPassword(password, deps.config.minimumPasswordLength);
    const passwordHash = await hashPassword(password);

    const result = await inAuthTransaction(deps.ctx, async (client) => {
      let user = await findUserByEmail(client, email);
      if (user?.email_confirmed_at) throw new AuthError(422, 'user_already_exists', 'User already registered');
      if (user) {
        // Unconfirmed earlier sign-up: GoTrue takes the new password and metadata.
        await client.query(
          `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1`,
          [user.id, passwordHash, metadata],
        );
      } else {
        user = await createUser(client, { email, passwordHash, emailConfirmed: false, userMetadata: metadata });
      }
      if (deps.config.autoconfirm) {
        await client.query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);
        return { session: await startSession(deps, client, (await findUserById(client, user.id))!, 'password') };
      }
      const link = await createEmailLink(
        deps,
        client,
        user,
        'signup',
        allowedRedirect(deps.config, c.req.query('redirect_to')),
      );
      await sendLinkEmail(deps, email, 'signup', link);
      return { user: await userJson(client, (await findUserById(client, user.id))!) };
    });
    return c.json(result.session ?? result.user);
  });
}

/**
 * signInAnonymously: a user without identities, `is_anonymous` true, role `authenticated`, and a
 * session whose amr method is `anonymous`.
 * @throws 422 anonymous_provider_disabled when `enable_anonymous_sign_ins` is off
 */
async function anonymousSignIn(deps: AuthDeps, metadata: Record<string, unknown>) {
  if (!deps.config.anonymousSignIns)
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  if (!deps.config.enableSignup) throw signupDisabled();
  return inAuthTransaction(deps.ctx, async (client) => {
    const user = await createUser(client, {
      email: null,
      passwordHash: null,
      emailConfirmed: false,
      provider: 'anonymous',
      userMetadata: metadata,
    });
    return startSession(deps, client, user, 'anonymous');
  });
}
