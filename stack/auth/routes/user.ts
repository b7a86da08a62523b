/**
 * GET/PUT /user, GET /reauthenticate and POST /logout (gotrue `internal/api/user.go`,
 * `reauthenticate.go`, `logout.go`; docs/local-stack.md#auth): the signed-in user; password changes
 * (other sessions are revoked; with `[auth.email] secure_password_change` a session older than 24 h
 * needs the nonce that /reauthenticate emails); email changes (which also make an anonymous user
 * permanent, see ../email-change.ts); metadata; sign-out by scope.
 */
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { requestEmailChange } from '../email-change.ts';
import { AuthError, authErrors } from '../errors.ts';
import { tokenHash } from '../links.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../password.ts';
import { allowedRedirect, authenticatedUser, jsonBody, stringField, validEmail } from '../request.ts';
import { type AuthDeps, inAuthTransaction } from '../sessions.ts';
import { type UserRow, findUserById, userJson } from '../users.ts';
import type pg from 'pg';

const REAUTH_WINDOW_S = 24 * 3600;
const invalidNonce = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

export function mountUser(app: Hono, deps: AuthDeps): void {
  app.get('/user', async (c) => {
    const { user } = await authenticatedUser(c, deps);
    return c.json(await userJson(deps.ctx.authPool, user));
  });

  app.put('/user', async (c) => {
    const { user, sessionId } = await authenticatedUser(c, deps);
    const body = await jsonBody(c);
    const email = typeof body.email === 'string' && body.email ? validEmail(body.email) : null;
    const password = typeof body.password === 'string' ? body.password : null;
    if (password !== null) {
      if (user.is_anonymous && !email && !user.email)
        throw new AuthError(
          422,
          'validation_failed',
          'Updating password of an anonymous user without an email or phone is not allowed',
        );
      assertStrongPassword(password, deps.config.minimumPasswordLength);
      // GoTrue's order: the nonce is checked (and used up, outside the update's transaction) before the
      // same-password check, so a day-old session learns nothing about the password without one.
      if (deps.config.securePasswordChange && !(await recentSession(deps.ctx.authPool, sessionId)))
        await consumeNonce(deps, deps.ctx.authPool, user, stringField(body, 'nonce'));
      if (await passwordMatches(password, user.encrypted_password))
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const passwordHash = password === null ? null : await hashPassword(password);
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to'));
    const updated = await inAuthTransaction(deps.ctx, async (client) => {
      if (passwordHash) {
        await client.query(
          `update auth.users set encrypted_password = $2, recovery_token = '', confirmation_token = '', updated_at = now()
           where id = $1`,
          [user.id, passwordHash],
        );
        await client.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          sessionId,
        ]);
      }
      if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
        // GoTrue merges top-level keys; a null value removes the key.
        await client.query(
          `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $2::jsonb),
             updated_at = now() where id = $1`,
          [user.id, JSON.stringify(body.data)],
        );
      }
      if (email && email !== user.email) await requestEmailChange(deps, client, user, email, redirectTo);
      return userJson(client, (await findUserById(client, user.id))!);
    });
    return c.json(updated);
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await authenticatedUser(c, deps);
    if (!user.email)
      throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
    if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await deps.ctx.authPool.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1`,
      [user.id, tokenHash(user.email, nonce)],
    );
    await deps.ctx.sendMail({
      to: user.email,
      subject: 'Confirm reauthentication',
      html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: ${nonce}</p>`,
      text: `Confirm reauthentication\n\nEnter the code: ${nonce}\n`,
    });
    return c.json({});
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await authenticatedUser(c, deps);
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope))
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    if (scope === 'global' || !sessionId) {
      await deps.ctx.authPool.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await deps.ctx.authPool.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await deps.ctx.authPool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    }
    return c.body(null, 204);
  });
}

/** Whether the session began within the last 24 hours (GoTrue then skips the nonce). */
async function recentSession(client: pg.Pool | pg.PoolClient, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await client.query<{ recent: boolean }>(
    'select created_at > now() - make_interval(secs => $2) as recent from auth.sessions where id = $1',
    [sessionId, REAUTH_WINDOW_S],
  );
  return rows[0]?.recent === true;
}

/**
 * Checks the /reauthenticate nonce (single use, valid for `otp_expiry`).
 * @throws 400 reauthentication_needed without a nonce, 422 reauthentication_not_valid when wrong or expired
 */
async function consumeNonce(
  deps: AuthDeps,
  client: pg.Pool | pg.PoolClient,
  user: UserRow,
  nonce: string,
): Promise<void> {
  if (!nonce) throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  const { rowCount } = await client.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null
     where id = $1 and reauthentication_token = $2 and reauthentication_token <> ''
       and reauthentication_sent_at > now() - make_interval(secs => $3)`,
    [user.id, tokenHash(user.email ?? '', nonce), deps.config.otpExpiry],
  );
  if (!rowCount) throw invalidNonce();
}
