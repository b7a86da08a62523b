/**
 * Phone sign-in with SMS codes (docs/local-stack.md#auth): the contract overlay turns the phone
 * provider on (`[auth.sms] enable_signup`) and lists two numbers in `[auth.sms.test_otp]`. No SMS is
 * sent: listed numbers use their fixed code, any other number fails as GoTrue without an SMS provider.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';
import { unique } from './support/auth.ts';

/** Numbers and codes of tests/contract/fixtures/auth-config.toml. */
const OTP_PHONE = { phone: '+1 555 010 0001', code: '246810' };
const PASSWORD_PHONE = '+15550100002';

describe('SMS one-time codes', () => {
  it('signs up and in with the test code of a listed number', async () => {
    const client = anonClient();
    const sent = await client.auth.signInWithOtp({ phone: OTP_PHONE.phone });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toBe('test-otp');

    const wrong = await anonClient().auth.verifyOtp({ phone: OTP_PHONE.phone, token: '000000', type: 'sms' });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');

    const { data, error } = await client.auth.verifyOtp({ phone: OTP_PHONE.phone, token: OTP_PHONE.code, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: '15550100001', email: '' });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['phone']);
    expect(decodeJwt(data.session!.access_token)).toMatchObject({ phone: '15550100001', aal: 'aal1' });
    // The code is single-use.
    const replay = await anonClient().auth.verifyOtp({ phone: OTP_PHONE.phone, token: OTP_PHONE.code, type: 'sms' });
    expect(replay.error?.code).toBe('otp_expired');
  });

  it('fails for a number without a test code, as GoTrue without an SMS provider', async () => {
    const { error } = await anonClient().auth.signInWithOtp({ phone: '+15550199999' });
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Unable to get SMS provider');
  });

  it('refuses malformed numbers and unknown users when create_user is false', async () => {
    const bad = await anonClient().auth.signInWithOtp({ phone: 'call me' });
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Invalid phone number format (E.164 required)');
    const noSignup = await anonClient().auth.signInWithOtp({
      phone: '+15550188888',
      options: { shouldCreateUser: false },
    });
    expect(noSignup.error?.status).toBe(422);
    expect(noSignup.error?.code).toBe('otp_disabled');
  });
});

describe('phone and password', () => {
  it('signs up with a phone and password (sms autoconfirm) and signs in again', async () => {
    const signUp = await anonClient().auth.signUp({ phone: PASSWORD_PHONE, password: 'phone-pass-1' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.user.phone).toBe('15550100002');
    const again = await anonClient().auth.signUp({ phone: PASSWORD_PHONE, password: 'phone-pass-1' });
    expect(again.error?.code).toBe('user_already_exists');
    const signIn = await anonClient().auth.signInWithPassword({ phone: PASSWORD_PHONE, password: 'phone-pass-1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);
    const wrong = await anonClient().auth.signInWithPassword({ phone: PASSWORD_PHONE, password: 'nope-nope-1' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    // Email users are not found by phone and vice versa.
    expect((await anonClient().auth.signInWithPassword({ email: unique('p'), password: 'x-x-x-x' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('answers resends with nothing pending and phone-change codes as GoTrue does', async () => {
    expect((await anonClient().auth.resend({ type: 'sms', phone: '+15550177001' })).error).toBeNull();
    expect((await anonClient().auth.resend({ type: 'phone_change', phone: '+15550177002' })).error).toBeNull();
    const { error } = await anonClient().auth.verifyOtp({
      phone: '+15550177003',
      token: '123456',
      type: 'phone_change',
    });
    expect(error?.message).toBe('Token has expired or is invalid');
  });
});
