/**
 * GET/PUT /user and POST /logout (gotrue `internal/api/user.go`, `logout.go`; docs/local-stack.md#auth):
 * the signed-in user, password and metadata changes (other sessions are revoked on a password
 * change), and sign-out by scope (local: this session, global: all, others: all but this).
 */
import type { Hono } from 'hono';
import { AuthError } from '../errors.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../password.ts';
import { authenticatedUser, jsonBody } from '../request.ts';
import { type AuthDeps, inAuthTransaction } from '../sessions.ts';
import { findUserById, userJson } from '../users.ts';

export function mountUser(app: Hono, deps: AuthDeps): void {
  app.get('/user', async (c) => {
    const { user } = await authenticatedUser(c, deps);
    return c.json(await userJson(deps.ctx.authPool, user));
  });

  app.put('/user', async (c) => {
    const { user, sessionId } = await authenticatedUser(c, deps);
    const body = await jsonBody(c);
    if (typeof body.email === 'string' && body.email && body.email.toLowerCase() !== user.email)
      throw new AuthError(422, 'email_provider_disabled', 'Email change is not supported by the local stack');
    const password = typeof body.password === 'string' ? body.password : null;
    if (password !== null) {
      assertStrongPassword(password, deps.config.minimumPasswordLength);
      if (await passwordMatches(password, user.encrypted_password))
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const passwordHash = password === null ? null : await hashPassword(password);
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
      return userJson(client, (await findUserById(client, user.id))!);
    });
    return c.json(updated);
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
