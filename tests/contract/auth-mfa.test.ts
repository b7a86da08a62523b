/**
 * MFA with TOTP factors through supabase-js (docs/local-stack.md#auth), on in the contract suite's
 * config overlay with `[auth.mfa] max_enrolled_factors = 3`: enrolment, challenge and verify (aal2,
 * `totp` in amr), the assurance level auth-js derives, an aal2-only RLS policy that an aal1 session
 * cannot pass, unenrolment rules, the enrolment limits and the admin factor API.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPg, anonClient, serviceClient, totpCode as codeFor } from './support/clients.ts';
import { signUp } from './support/auth.ts';

async function enrolAndVerify(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'desk phone' });
  expect(enrolled.error).toBeNull();
  const { id, totp } = enrolled.data!;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: id, code: codeFor(totp.secret) });
  expect(verified.error).toBeNull();
  return { factorId: id, secret: totp.secret };
}

describe('TOTP enrolment and verification', () => {
  it('enrols a factor with a secret, an otpauth URI and a QR code', async () => {
    const { client } = await signUp();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'front desk' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'front desk' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(data!.totp.uri).toContain('issuer=127.0.0.1%3A5173');
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((factor) => factor.status)).toEqual(['unverified']);
    expect(factors.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses a wrong code, then lifts the session to aal2 with the right one', async () => {
    const { client } = await signUp();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrongCode = codeFor(data!.totp.secret) === '000000' ? '111111' : '000000';
    const wrong = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');
    const right = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: codeFor(data!.totp.secret),
    });
    expect(right.error).toBeNull();
    const claims = decodeJwt(right.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['totp', 'password']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
    // The refreshed session keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('answers mfa_factor_not_found for a factor of someone else', async () => {
    const owner = await signUp();
    const { data } = await owner.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'mine' });
    const { client } = await signUp();
    const { error } = await client.auth.mfa.challenge({ factorId: data!.id });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('mfa_factor_not_found');
  });
});

describe('aal2-only data', () => {
  beforeAll(async () => {
    await adminPg().query(`
      create table if not exists public.contract_aal2_notes (id int primary key, body text not null);
      alter table public.contract_aal2_notes enable row level security;
      grant select on public.contract_aal2_notes to authenticated;
      drop policy if exists "Users with a second factor can read notes" on public.contract_aal2_notes;
      create policy "Users with a second factor can read notes" on public.contract_aal2_notes
        for select to authenticated using ((select auth.jwt() ->> 'aal') = 'aal2');
      insert into public.contract_aal2_notes values (1, 'vault code') on conflict do nothing;`);
  });

  it('is hidden from an aal1 session of an enrolled user and shown after verification', async () => {
    const { client, email, password } = await signUp();
    const { factorId, secret } = await enrolAndVerify(client);
    expect((await client.from('contract_aal2_notes').select('body')).data).toEqual([{ body: 'vault code' }]);

    const second = anonClient();
    await second.auth.signInWithPassword({ email, password });
    const level = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await second.from('contract_aal2_notes').select('body')).data).toEqual([]);
    const unenrol = await second.auth.mfa.unenroll({ factorId });
    expect(unenrol.error?.code).toBe('insufficient_aal');

    expect((await second.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error).toBeNull();
    expect((await second.from('contract_aal2_notes').select('body')).data).toEqual([{ body: 'vault code' }]);
    expect((await second.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await second.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});

describe('enrolment limits and the admin factor API', () => {
  it('refuses a duplicate name and more than max_enrolled_factors factors', async () => {
    const { client } = await signUp();
    for (const name of ['one', 'two', 'three'])
      expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })).error).toBeNull();
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'two' });
    expect(again.error?.code).toBe('mfa_factor_name_conflict');
    const fourth = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'four' });
    expect(fourth.error?.status).toBe(422);
    expect(fourth.error?.code).toBe('too_many_enrolled_mfa_factors');
  });

  it('lists and deletes a user’s factors with the service role', async () => {
    const { client, session } = await signUp();
    const { factorId } = await enrolAndVerify(client);
    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: session.user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified', friendly_name: 'desk phone' }),
    ]);
    const deleted = await admin.deleteFactor({ userId: session.user.id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js hands back the deleted factor wrapped as `{data: factor}`.
    expect(JSON.stringify(deleted.data)).toContain(factorId);
    expect((await admin.listFactors({ userId: session.user.id })).data?.factors).toEqual([]);
    const refused = await anonClient().auth.admin.mfa.listFactors({ userId: session.user.id });
    expect(refused.error?.code).toBe('not_admin');
  });
});
