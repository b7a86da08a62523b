/**
 * Email changes and the anonymous → permanent conversion (docs/local-stack.md#auth; gotrue
 * `internal/api/user.go` UserUpdate, `verify.go` emailChangeVerify): with autoconfirm (`[auth.email]
 * enable_confirmations = false`) the new address applies at once; otherwise it waits in
 * `email_change` and a link goes to the new address (one confirmation: `double_confirm_changes` is not
 * emulated). Applying it confirms the address, gives the user an `email` identity and clears
 * `is_anonymous`.
 */
import type pg from 'pg';
import { AuthError } from './errors.ts';
import { createEmailLink, sendLinkEmail } from './links.ts';
import type { AuthDeps } from './sessions.ts';
import { type UserRow, findUserByEmail, findUserById, insertIdentity, syncProviders } from './users.ts';

/**
 * Starts (or, with autoconfirm, applies) a change of `user`'s email to `email` (already validated).
 * @throws 422 email_exists when another user has the address
 */
export async function requestEmailChange(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  email: string,
  redirectTo: string,
): Promise<void> {
  const other = await findUserByEmail(client, email);
  if (other && other.id !== user.id)
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  await client.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [user.id, email]);
  if (deps.config.autoconfirm) {
    await applyEmailChange(client, user.id);
    return;
  }
  const pending = (await findUserById(client, user.id))!;
  const link = await createEmailLink(deps, client, pending, 'email_change', redirectTo, null, email);
  await sendLinkEmail(deps, email, 'email_change', link);
}

/** Moves `email_change` into `email` (confirmed), adds or updates the email identity, ends anonymity. */
export async function applyEmailChange(client: pg.PoolClient, userId: string): Promise<void> {
  const { rows } = await client.query<{ email: string }>(
    `update auth.users set email = lower(email_change), email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
       is_anonymous = false, updated_at = now()
     where id = $1 and coalesce(email_change, '') <> '' returning email`,
    [userId],
  );
  const email = rows[0]?.email;
  if (!email) return;
  const { rowCount } = await client.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
  if (!rowCount)
    await insertIdentity(client, userId, 'email', {
      sub: userId,
      email,
      email_verified: true,
      phone_verified: false,
    });
  await syncProviders(client, userId);
}
