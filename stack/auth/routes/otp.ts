/**
 * POST /otp (email magic link or SMS code, see ../phone.ts, `signInWithOtp`) and POST /invite (`auth.admin.inviteUserByEmail`)
 * (gotrue `internal/api/otp.go`, `magic_link.go`, `invite.go`; docs/local-stack.md#auth). Both send a
 * link to GET /verify; /otp creates the user first unless `create_user` is false.
 */
import type { Hono } from 'hono';
import { AuthError, authErrors } from '../errors.ts';
import { createEmailLink, sendLinkEmail } from '../links.ts';
import { smsOtp } from '../phone.ts';
import { allowedRedirect, bearerClaims, jsonBody, stringField, validEmail } from '../request.ts';
import { type AuthDeps, inAuthTransaction } from '../sessions.ts';
import { createUser, findUserByEmail, userJson } from '../users.ts';

const objectOrEmpty = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function mountOtp(app: Hono, deps: AuthDeps): void {
  app.post('/otp', async (c) => {
    const body = await jsonBody(c);
    if (stringField(body, 'phone') && !stringField(body, 'email')) return c.json(await smsOtp(deps, body));
    const email = validEmail(body.email);
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to'));
    const challenge = stringField(body, 'code_challenge');
    const pkce = challenge
      ? {
          codeChallenge: challenge,
          codeChallengeMethod:
            stringField(body, 'code_challenge_method').toLowerCase() === 'plain'
              ? ('plain' as const)
              : ('s256' as const),
        }
      : null;
    await inAuthTransaction(deps.ctx, async (client) => {
      let user = await findUserByEmail(client, email);
      if (!user) {
        if (body.create_user === false || !deps.config.enableSignup)
          throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await createUser(client, {
          email,
          passwordHash: null,
          emailConfirmed: false,
          userMetadata: objectOrEmpty(body.data),
        });
      }
      const link = await createEmailLink(deps, client, user, 'magiclink', redirectTo, pkce);
      await sendLinkEmail(deps, email, 'magiclink', link);
    });
    return c.json({});
  });

  app.post('/invite', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (claims.role !== 'service_role') throw authErrors.notAdmin();
    const body = await jsonBody(c);
    const email = validEmail(body.email);
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to'));
    const user = await inAuthTransaction(deps.ctx, async (client) => {
      const existing = await findUserByEmail(client, email);
      if (existing?.email_confirmed_at)
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      const invited =
        existing ??
        (await createUser(client, {
          email,
          passwordHash: null,
          emailConfirmed: false,
          invited: true,
          userMetadata: objectOrEmpty(body.data),
        }));
      const link = await createEmailLink(deps, client, invited, 'invite', redirectTo);
      await sendLinkEmail(deps, email, 'invite', link);
      return userJson(client, (await findUserByEmail(client, email))!);
    });
    return c.json(user);
  });
}
