/**
 * Email links and one-time codes (docs/local-stack.md#auth; gotrue `internal/api/mail.go`,
 * `internal/crypto/crypto.go`, `internal/mailer/templatemailer`): a 6-digit OTP, its token hash
 * hex(SHA-224(email + otp)) stored on the user (`recovery_token` for recovery and magic links,
 * `confirmation_token` for signup and invite), and the link
 * `<apiUrl>/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>`. PKCE flows prefix the
 * stored token with `pkce_` and record an `auth.flow_state` row.
 */
import { createHash, randomInt } from 'node:crypto';
import type pg from 'pg';
import type { AuthDeps } from './sessions.ts';
import type { UserRow } from './users.ts';

export type EmailLinkType = 'recovery' | 'magiclink' | 'signup' | 'invite' | 'email_change';

/** Which user column holds each link type's token and its sent-at timestamp. */
const TOKEN_COLUMNS: Record<EmailLinkType, { token: string; sentAt: string }> = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'invited_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/** GoTrue's authentication method recorded for a session started by each link type. */
export const LINK_AUTH_METHOD: Record<EmailLinkType, string> = {
  recovery: 'recovery',
  magiclink: 'magiclink',
  signup: 'email/signup',
  invite: 'invite',
  email_change: 'email_change',
};

export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
}

export interface EmailLink {
  otp: string;
  hashedToken: string;
  actionLink: string;
  redirectTo: string;
}

/** Creates and stores a link token for `user`. */
export async function createEmailLink(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  type: EmailLinkType,
  redirectTo: string,
  pkce: PkceParams | null = null,
  /** The address the link goes to when not the user's email (the new address of an email change). */
  address = user.email ?? '',
): Promise<EmailLink> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashedToken = tokenHash(address, otp);
  const stored = pkce ? `pkce_${hashedToken}` : hashedToken;
  const columns = TOKEN_COLUMNS[type];
  await client.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, stored],
  );
  if (pkce) {
    await client.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values (gen_random_uuid(), $1, gen_random_uuid()::text, $2, $3, $4, $4, now(), now())`,
      [user.id, pkce.codeChallengeMethod, pkce.codeChallenge, type],
    );
  }
  const query = new URLSearchParams({ token: stored, type, redirect_to: redirectTo });
  return { otp, hashedToken: stored, redirectTo, actionLink: `${deps.ctx.apiUrl}/auth/v1/verify?${query}` };
}

/**
 * Finds the user whose pending `type` token equals `token` and is younger than `otp_expiry`,
 * clears it (single use) and returns the user; null when invalid or expired.
 */
export async function consumeEmailLink(
  deps: AuthDeps,
  client: pg.PoolClient,
  type: EmailLinkType,
  token: string,
): Promise<UserRow | null> {
  const columns = TOKEN_COLUMNS[type];
  const { rows } = await client.query<UserRow>(
    `update auth.users set ${columns.token} = '',
       email_confirmed_at = case when $3 then email_confirmed_at else coalesce(email_confirmed_at, now()) end,
       updated_at = now()
     where ${columns.token} = $1 and ${columns.token} <> ''
       and ${columns.sentAt} > now() - make_interval(secs => $2)
     returning *`,
    [token, deps.config.otpExpiry, type === 'email_change'],
  );
  return rows[0] ?? null;
}

/** Subjects and bodies of GoTrue's default templates (gotrue `internal/mailer/templatemailer`). */
const TEMPLATES: Record<EmailLinkType, { subject: string; heading: string; lead: string; action: string }> = {
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: 'Follow this link to confirm the update of your email to this address:',
    action: 'Change Email',
  },
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Sends the link email through the stack's mailbox. */
export async function sendLinkEmail(deps: AuthDeps, to: string, type: EmailLinkType, link: EmailLink): Promise<void> {
  const template = TEMPLATES[type];
  await deps.ctx.sendMail({
    to,
    subject: template.subject,
    html: `<h2>${template.heading}</h2>\n<p>${template.lead}</p>\n<p><a href="${escapeHtml(link.actionLink)}">${template.action}</a></p>\n<p>Alternatively, enter the code: ${link.otp}</p>`,
    text: `${template.heading}\n\n${template.lead}\n${link.actionLink}\n\nAlternatively, enter the code: ${link.otp}\n`,
  });
}
