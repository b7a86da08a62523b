/**
 * Two-step sign-in (docs/product.md#two-step-sign-in) as a client meets it: the platform admin is refused
 * by every admin door until an aal2 session, an admin account without a factor is refused outright, and
 * where an owner requires two-step sign-in an aal1 session of the hotel is refused passport URLs,
 * exports, erasure and the data-protection reads, and gets them after the second step.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, adminPg, completeTwoStep, signedInClient, totpCode } from './support/clients.ts';
import { confirmedAccount, unique } from './support/auth.ts';
import { insertGuest } from './support/data-protection.ts';
import { callFunction, uploadPassport } from './support/functions.ts';

/** Enrols and verifies a TOTP factor on a signed-in client; @returns its secret. */
async function enrol(client: SupabaseClient, name = 'Phone'): Promise<string> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
  if (enrolled.error) throw enrolled.error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return enrolled.data.totp.secret;
}

describe('the platform admin', () => {
  it('is refused every admin door with the password step only, and let in after the code', async () => {
    const admin = await signedInClient(SEED.admin.email, SEED.admin.password);
    const level = await admin.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const list = await callFunction(admin, 'admin-users', { action: 'list' });
    expect(list).toMatchObject({
      status: 403,
      error: { code: 'permission-denied', message: 'Sign in with your two-step code to use the admin console.' },
    });
    const account = await callFunction(admin, 'create-hotel-account', {
      hotelName: 'Sneaky Inn',
      hotelAddress: '1 Side Door',
      email: unique('sneaky'),
      password: 'sneaky-pass',
    });
    expect(account.status).toBe(403);
    expect((await admin.from('hotels').select('id')).data).toEqual([]);
    expect((await admin.rpc('create_hotel', { p_name: 'Admin Inn', p_address: '1 Admin Road' })).error?.code).toBe(
      '42501',
    );

    await completeTwoStep(admin, SEED.admin.totpSecret);
    expect((await callFunction(admin, 'admin-users', { action: 'list' })).status).toBe(200);
    expect((await admin.from('hotels').select('id')).data!.length).toBeGreaterThanOrEqual(2);
  });

  it('is refused with a wrong code (mfa_verification_failed) and stays at aal1', async () => {
    const admin = await signedInClient(SEED.admin.email, SEED.admin.password);
    const factor = (await admin.auth.mfa.listFactors()).data!.totp[0];
    const code = totpCode(SEED.admin.totpSecret) === '000000' ? '111111' : '000000';
    const wrong = await admin.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await callFunction(admin, 'admin-users', { action: 'list' })).status).toBe(403);
  });

  it('without any factor is refused by the admin functions and sees no hotel', async () => {
    const { email, password } = await confirmedAccount('second-admin');
    await adminPg().query('insert into public.platform_admins (email) values ($1)', [email]);
    try {
      const admin = await signedInClient(email, password);
      const level = await admin.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
      expect((await callFunction(admin, 'admin-users', { action: 'list' })).status).toBe(403);
      expect((await admin.from('hotels').select('id')).data).toEqual([]);
      expect((await admin.from('hotel_members').select('user_id')).data).toEqual([]);
    } finally {
      await adminPg().query('delete from public.platform_admins where email = $1', [email]);
    }
  });
});

describe('a hotel that requires two-step sign-in', () => {
  let hotelId: string;
  let owner: { email: string; password: string; secret: string };
  let clerk: SupabaseClient;
  let guestId: string;

  beforeAll(async () => {
    const { rows } = await adminPg().query<{ id: string }>(
      `insert into public.hotels (name, address) values ('Two Step Inn', '2 Step Lane') returning id`,
    );
    hotelId = rows[0].id;
    const ownerAccount = await confirmedAccount('two-step-owner', hotelId, 'owner');
    const ownerClient = await signedInClient(ownerAccount.email, ownerAccount.password);
    const secret = await enrol(ownerClient);
    owner = { ...ownerAccount, secret };
    const clerkAccount = await confirmedAccount('two-step-clerk', hotelId, 'staff');
    clerk = await signedInClient(clerkAccount.email, clerkAccount.password);
    guestId = await insertGuest(hotelId, [await uploadPassport(clerk, hotelId)]);
    await adminPg().query(
      `insert into public.passport_access_log (hotel_id, guest_id, context) values ($1, $2, 'dialog')`,
      [hotelId, guestId],
    );

    const passwordOnly = await signedInClient(owner.email, owner.password);
    const refused = await passwordOnly.from('hotels').update({ require_two_step: true }).eq('id', hotelId);
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Set up two-step sign-in for your own account and sign in with it before changing this.',
    });
    const clerkTry = await clerk.from('hotels').update({ require_two_step: true }).eq('id', hotelId);
    expect(clerkTry.error).toMatchObject({
      code: '42501',
      message: "Only the hotel's owner can change two-step sign-in.",
    });
    await completeTwoStep(passwordOnly, owner.secret);
    expect((await passwordOnly.from('hotels').update({ require_two_step: true }).eq('id', hotelId)).error).toBeNull();
  });

  it('refuses an aal1 session passport URLs, exports, erasure and the data-protection reads', async () => {
    const ownerAal1 = await signedInClient(owner.email, owner.password);
    for (const who of [ownerAal1, clerk]) {
      expect(await callFunction(who, 'passport-url', { guestId, context: 'dialog' })).toMatchObject({
        status: 403,
        error: { code: 'permission-denied', message: 'Passport images need two-step sign-in in this hotel.' },
      });
      expect(await callFunction(who, 'guest-data', { guestId, action: 'export' })).toMatchObject({
        status: 403,
        error: { message: 'Exports need two-step sign-in in this hotel.' },
      });
      expect(await callFunction(who, 'guest-data', { guestId, action: 'erase' })).toMatchObject({
        status: 403,
        error: { message: 'Erasure needs two-step sign-in in this hotel.' },
      });
      const bounds = await who.rpc('guest_export_bounds', { p_hotel_id: hotelId });
      expect(bounds.error).toMatchObject({ code: '42501', message: 'Exports need two-step sign-in in this hotel.' });
    }
    expect((await ownerAal1.from('passport_access_log').select('id')).data).toEqual([]);
    const purges = await ownerAal1.rpc('upcoming_passport_purges', { p_hotel_id: hotelId });
    expect(purges.error?.code).toBe('42501');
    // The guest list itself stays open to everyone of the hotel.
    expect((await clerk.from('guests').select('id').eq('id', guestId)).data).toEqual([{ id: guestId }]);
  });

  it('serves the same calls once the owner has done the second step', async () => {
    const ownerAal2 = await signedInClient(owner.email, owner.password);
    await completeTwoStep(ownerAal2, owner.secret);
    const urls = await callFunction<{ urls: unknown[] }>(ownerAal2, 'passport-url', { guestId, context: 'dialog' });
    expect(urls.status).toBe(200);
    expect(urls.data.urls).toHaveLength(1);
    expect((await callFunction(ownerAal2, 'guest-data', { guestId, action: 'export' })).status).toBe(200);
    expect((await ownerAal2.rpc('guest_export_bounds', { p_hotel_id: hotelId })).error).toBeNull();
    expect((await ownerAal2.from('passport_access_log').select('context')).data).toEqual(
      expect.arrayContaining([{ context: 'dialog' }, { context: 'export' }]),
    );
    expect((await ownerAal2.rpc('upcoming_passport_purges', { p_hotel_id: hotelId })).error).toBeNull();
  });
});
