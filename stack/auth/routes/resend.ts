/**
 * POST /resend (gotrue `internal/api/resend.go`; docs/local-stack.md#auth): sends the pending signup
 * confirmation or email change link again, to the local mailbox. Unknown addresses, confirmed users
 * and users without a pending change get the same 200 `{}` without mail (no account enumeration);
 * a second email within `[auth.email] max_frequency` is refused with 429. `sms` codes go out as
 * ../phone.ts sends them; phone changes are not emulated, so `phone_change` always has nothing pending.
 */
import type { Hono } from 'hono';
import { AuthError, authErrors } from '../errors.ts';
import { createEmailLink, sendLinkEmail } from '../links.ts';
import { requirePhoneProvider, sendSmsCode, validPhone } from '../phone.ts';
import { allowedRedirect, jsonBody, stringField, validEmail } from '../request.ts';
import { type AuthDeps, inAuthTransaction } from '../sessions.ts';
import { findUserByEmail, findUserByPhone } from '../users.ts';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

export function mountResend(app: Hono, deps: AuthDeps): void {
  app.post('/resend', async (c) => {
    const body = await jsonBody(c);
    const type = stringField(body, 'type');
    if (!TYPES.includes(type))
      throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    if (type === 'signup' && !stringField(body, 'email'))
      throw authErrors.validation('Type provided requires an email address');
    if (type === 'sms' && !stringField(body, 'phone'))
      throw authErrors.validation('Type provided requires a phone number');
    if (stringField(body, 'email') && stringField(body, 'phone'))
      throw authErrors.validation('Only an email address or phone number should be provided.');
    if (!stringField(body, 'email')) {
      if (!stringField(body, 'phone')) throw authErrors.validation('Missing email address or phone number');
      requirePhoneProvider(deps, 'Phone logins are disabled');
      return c.json(await resendSms(deps, type, validPhone(body.phone)));
    }
    const email = validEmail(body.email);
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to'));
    await inAuthTransaction(deps.ctx, async (client) => {
      const user = await findUserByEmail(client, email);
      if (!user) return;
      const pendingChange = type === 'email_change' ? (user.email_change ?? '') : '';
      if (type === 'signup' ? user.email_confirmed_at : !pendingChange) return;
      const sentAt = type === 'signup' ? user.confirmation_sent_at : user.email_change_sent_at;
      const waitMs = sentAt ? sentAt.getTime() + deps.config.emailMaxFrequency * 1000 - Date.now() : 0;
      if (waitMs > 0)
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
        );
      if (type === 'signup') {
        const link = await createEmailLink(deps, client, user, 'signup', redirectTo);
        await sendLinkEmail(deps, email, 'signup', link);
      } else {
        const link = await createEmailLink(deps, client, user, 'email_change', redirectTo, null, pendingChange);
        await sendLinkEmail(deps, pendingChange, 'email_change', link);
      }
    });
    return c.json({});
  });
}

/** Resends the SMS code of an unconfirmed phone; `{}` when there is nothing to send. */
function resendSms(deps: AuthDeps, type: string, phone: string) {
  return inAuthTransaction(deps.ctx, async (client) => {
    const user = await findUserByPhone(client, phone);
    if (!user || type !== 'sms' || user.phone_confirmed_at) return {};
    return { message_id: await sendSmsCode(deps, client, user, phone) };
  });
}
