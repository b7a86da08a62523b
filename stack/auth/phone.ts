/**
 * Phone sign-up, SMS one-time codes and their verification (docs/local-stack.md#auth; gotrue
 * `internal/api/signup.go`, `otp.go` SmsOtp, `phone.go` sendPhoneConfirmation, `verify.go`). The phone
 * provider is on when `[auth.sms] enable_signup` is. No SMS is ever sent: numbers listed in
 * `[auth.sms.test_otp]` get their fixed code; any other number fails as GoTrue without an SMS provider
 * does (500 "Unable to get SMS provider"). Codes are stored as hex(SHA-224(phone + code)) in
 * `confirmation_token` and expire after 60 s (GoTrue's `GOTRUE_SMS_OTP_EXP` default).
 */
import type pg from 'pg';
import { AuthError, authErrors } from './errors.ts';
import { tokenHash } from './links.ts';
import { assertStrongPassword, hashPassword } from './password.ts';
import { type AuthDeps, type TokenResponse, inAuthTransaction, startSession } from './sessions.ts';
import { type UserRow, createUser, findUserById, findUserByPhone, normalisePhone, userJson } from './users.ts';

const SMS_OTP_EXPIRY_S = 60;

/**
 * Validates a phone number as GoTrue does (E.164 digits after stripping `+` and spaces).
 * @throws 400 validation_failed "Invalid phone number format (E.164 required)"
 */
export function validPhone(value: unknown): string {
  const phone = normalisePhone(typeof value === 'string' ? value : '');
  if (!/^[1-9]\d{1,14}$/.test(phone)) throw authErrors.validation('Invalid phone number format (E.164 required)');
  return phone;
}

/** @throws 400 phone_provider_disabled when `[auth.sms] enable_signup` is off */
export function requirePhoneProvider(deps: AuthDeps, message: string): void {
  if (!deps.config.sms.enableSignup) throw new AuthError(400, 'phone_provider_disabled', message);
}

/** Stores a new code for `user` (test OTP only) and returns GoTrue's message id. */
export async function sendSmsCode(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  phone: string,
): Promise<string> {
  const { rows } = await client.query<{ wait: number }>(
    `select ceil(extract(epoch from confirmation_sent_at + make_interval(secs => $2) - now()))::int as wait
       from auth.users where id = $1 and confirmation_sent_at > now() - make_interval(secs => $2)`,
    [user.id, deps.config.sms.maxFrequency],
  );
  if (rows[0])
    throw new AuthError(
      429,
      'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${rows[0].wait} seconds.`,
    );
  const code = deps.config.sms.testOtp[phone];
  if (!code) throw new AuthError(500, 'unexpected_failure', 'Unable to get SMS provider');
  await client.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
    user.id,
    tokenHash(phone, code),
  ]);
  return 'test-otp';
}

/** POST /signup with a phone: a session at once (sms autoconfirm) or a code to the phone. */
export async function phoneSignup(deps: AuthDeps, body: Record<string, unknown>, metadata: Record<string, unknown>) {
  requirePhoneProvider(deps, 'Phone signups are disabled');
  const phone = validPhone(body.phone);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!password) throw authErrors.validation('Signup requires a valid password');
  assertStrongPassword(password, deps.config.minimumPasswordLength);
  const passwordHash = await hashPassword(password);
  return inAuthTransaction(deps.ctx, async (client) => {
    const existing = await findUserByPhone(client, phone);
    if (existing?.phone_confirmed_at) throw new AuthError(422, 'user_already_exists', 'User already registered');
    const user =
      existing ??
      (await createUser(client, {
        email: null,
        phone,
        passwordHash,
        emailConfirmed: false,
        provider: 'phone',
        userMetadata: metadata,
      }));
    if (deps.config.sms.autoconfirm) {
      await client.query('update auth.users set phone_confirmed_at = now() where id = $1', [user.id]);
      return startSession(deps, client, (await findUserById(client, user.id))!, 'password');
    }
    await sendSmsCode(deps, client, user, phone);
    return userJson(client, (await findUserById(client, user.id))!);
  });
}

/** POST /otp with a phone (`signInWithOtp({phone})`): creates the user unless `create_user` is false. */
export async function smsOtp(deps: AuthDeps, body: Record<string, unknown>) {
  requirePhoneProvider(deps, 'Unsupported phone provider');
  const phone = validPhone(body.phone);
  return inAuthTransaction(deps.ctx, async (client) => {
    let user = await findUserByPhone(client, phone);
    if (!user) {
      if (body.create_user === false || !deps.config.enableSignup)
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
      user = await createUser(client, {
        email: null,
        phone,
        passwordHash: null,
        emailConfirmed: false,
        provider: 'phone',
        userMetadata: data,
      });
    }
    return { message_id: await sendSmsCode(deps, client, user, phone) };
  });
}

/**
 * POST /verify `{phone, token, type: 'sms' | 'phone_change'}`: confirms the phone and starts a session.
 * Phone changes are not emulated, so a `phone_change` code is never valid.
 * @throws 403 otp_expired
 */
export function verifySms(deps: AuthDeps, body: Record<string, unknown>): Promise<TokenResponse> {
  const phone = validPhone(body.phone);
  if (body.type === 'phone_change') throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  return inAuthTransaction(deps.ctx, async (client) => {
    const { rows } = await client.query<UserRow>(
      `update auth.users set confirmation_token = '', phone_confirmed_at = coalesce(phone_confirmed_at, now()),
         updated_at = now()
       where phone = $1 and confirmation_token = $2 and confirmation_token <> ''
         and confirmation_sent_at > now() - make_interval(secs => $3)
       returning *`,
      [phone, tokenHash(phone, token), SMS_OTP_EXPIRY_S],
    );
    if (!rows[0]) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    await client.query(
      `update auth.identities set identity_data = identity_data || '{"phone_verified": true}' where user_id = $1 and provider = 'phone'`,
      [rows[0].id],
    );
    return startSession(deps, client, rows[0], 'otp');
  });
}
