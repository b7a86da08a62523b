/**
 * `public.contact_messages` through supabase-js as the landing page's demo form uses it (docs/architecture.md#tenancy;
 * anon may insert, nobody but admins reads). The anon key may only insert; hotel staff
 * may not read; the platform admin may. The demo form never chains `.select()` after its insert.
 */
import { describe, expect, it } from 'vitest';
import { SEED, adminPg, anonClient, signedInAdmin, signedInClient } from './support/clients.ts';

const uniqueEmail = () => `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function storedMessages(email: string) {
  const { rows } = await adminPg().query<{ email: string; message: string | null }>(
    'select email, message from public.contact_messages where email = $1',
    [email],
  );
  return rows;
}

describe('contact_messages (demo requests)', () => {
  it('lets a signed-out visitor insert a message, as the demo form does', async () => {
    const email = uniqueEmail();
    const { error, status } = await anonClient()
      .from('contact_messages')
      .insert({ email, message: 'Demo for 12 rooms' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await storedMessages(email)).toEqual([{ email, message: 'Demo for 12 rooms' }]);
  });

  it('accepts a request without a message (docs/product.md#validation: message optional)', async () => {
    const email = uniqueEmail();
    const { error } = await anonClient().from('contact_messages').insert({ email, message: null });
    expect(error).toBeNull();
    expect(await storedMessages(email)).toEqual([{ email, message: null }]);
  });

  it('does not let the anon key read messages back, not even its own insert', async () => {
    const email = uniqueEmail();
    await anonClient().from('contact_messages').insert({ email });
    const list = await anonClient().from('contact_messages').select('email');
    // Either refused outright or filtered to nothing by RLS: in both cases nothing leaks.
    expect(list.data ?? []).toEqual([]);
    const insertAndRead = await anonClient().from('contact_messages').insert({ email: uniqueEmail() }).select();
    expect(insertAndRead.data ?? []).toEqual([]);
    expect(insertAndRead.error).not.toBeNull();
  });

  it('does not let hotel staff read messages', async () => {
    await anonClient().from('contact_messages').insert({ email: uniqueEmail() });
    const staff = await signedInClient(SEED.demo.email, SEED.demo.password);
    const { data } = await staff.from('contact_messages').select('email');
    expect(data ?? []).toEqual([]);
  });

  it('lets the platform admin read them, after the second sign-in step only', async () => {
    const email = uniqueEmail();
    await anonClient().from('contact_messages').insert({ email, message: 'Pro plan please' });
    const passwordOnly = await signedInClient(SEED.admin.email, SEED.admin.password);
    expect((await passwordOnly.from('contact_messages').select('email').eq('email', email)).data).toEqual([]);
    const admin = await signedInAdmin();
    const { data, error } = await admin.from('contact_messages').select('email, message').eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([{ email, message: 'Pro plan please' }]);
  });

  it('refuses a message without an email', async () => {
    const { error } = await anonClient().from('contact_messages').insert({ message: 'no email' });
    expect(error).not.toBeNull();
  });

  it(
    'refuses a flood from one client address after 5 per minute with 429 PT429; other visitors still send',
    { timeout: 90_000 },
    async () => {
      const flooder = anonClient('203.0.113.150');
      const email = uniqueEmail();
      // The limit counts per clock minute: a flood that straddles a minute's end gets 5 more in the next.
      const second = new Date().getSeconds();
      if (second > 40) await new Promise((done) => setTimeout(done, (61 - second) * 1000));
      const results = await Promise.all(
        Array.from({ length: 40 }, () => flooder.from('contact_messages').insert({ email, message: 'spam' })),
      );
      expect(results.filter((r) => r.error === null)).toHaveLength(5);
      const refused = results.filter((r) => r.error !== null);
      expect(refused.every((r) => r.status === 429 && r.error?.code === 'PT429')).toBe(true);
      expect(refused[0].error?.message).toBe('Too many demo requests from your network. Please try again in a minute.');
      expect(await storedMessages(email)).toHaveLength(5);
      expect((await anonClient().from('contact_messages').insert({ email: uniqueEmail() })).error).toBeNull();
    },
  );
});
