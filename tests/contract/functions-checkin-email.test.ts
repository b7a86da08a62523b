/**
 * The check-in link by email (docs/online-check-in.md#email): staff send an arrival's live link to the
 * lead guest through the project's SMTP, which locally is the stack's mailbox; the mail's link opens the
 * guest's check-in. Another hotel's staff, a token that is not the arrival's live link, an arrival
 * without an email and anon are refused, and nothing is sent for them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newCheckinToken } from '@shared/checkin-token.ts';
import { adminPg, anonClient, readMail } from './support/clients.ts';
import { linkedArrival } from './support/checkin.ts';
import { callFunction, useSeed } from './support/functions.ts';

const seed = useSeed();
const stays: string[] = [];

afterAll(async () => {
  await adminPg().query('delete from public.stays where id = any($1)', [stays]);
});

/** A fresh address, an arrival of the demo hotel mailed to it with a live link, and a moment just before. */
async function mailedArrival(name: string, withEmail = true) {
  const to = `${name}.${Date.now()}@example.com`;
  const since = new Date(Date.now() - 1000);
  return { to, since, ...(await linkedArrival(seed.demoHotel, stays, null, withEmail ? to : null)) };
}

const send = (client = seed.demo, body: Record<string, unknown>) =>
  callFunction<{ sentTo: string; sentAt: string }>(client, 'checkin-send-link', body);

describe('checkin-send-link', () => {
  it('mails the live link to the lead guest through the mailbox, and the mailed link opens the check-in', async () => {
    const { to, since, stayId, token } = await mailedArrival('lena');
    const sent = await send(seed.demo, { stayId, token });
    expect(sent.status).toBe(200);
    expect(sent.data.sentTo).toBe(to);

    const mail = await readMail(to, { since });
    expect(mail.subject).toBe('Seaside Demo Villa: check in online before you arrive');
    expect(mail.text).toContain(`/checkin#t=${token}`);
    const link = mail.links.find((href) => href.includes('/checkin#t='))!;
    const mailed = new URLSearchParams(new URL(link).hash.slice(1)).get('t');
    expect(mailed).toBe(token);
    const opened = await callFunction<{ hotel: { name: string } }>(anonClient(), 'checkin-open', { token: mailed });
    expect(opened.status).toBe(200);
    expect(opened.data.hotel.name).toBe('Seaside Demo Villa');
    const { rows } = await adminPg().query<{ link_sent_at: Date | null }>(
      'select link_sent_at from public.stays where id = $1',
      [stayId],
    );
    expect(rows[0].link_sent_at?.toISOString()).toBe(new Date(sent.data.sentAt).toISOString());
  });

  it('refuses other hotels, a token that is not the live link, an arrival without email, and anon', async () => {
    const { to, since, stayId, token } = await mailedArrival('omar');
    const other = await send(seed.lodge, { stayId, token });
    expect(other.status).toBe(404);
    expect(other.error?.message).toBe('No such arrival in your hotel.');
    const forged = await send(seed.demo, { stayId, token: newCheckinToken() });
    expect(forged.status).toBe(400);
    expect(forged.error?.message).toBe("token: Must be this arrival's current check-in link");
    const anon = await send(anonClient(), { stayId, token });
    expect(anon.status).toBe(401);
    await expect(readMail(to, { since, timeoutMs: 500 })).rejects.toThrow(/no mail/);

    const silent = await mailedArrival('silent', false);
    const noEmail = await send(seed.demo, { stayId: silent.stayId, token: silent.token });
    expect(noEmail.status).toBe(400);
    expect(noEmail.error?.message).toBe(
      'This arrival has no email address: add one, or copy the link and send it yourself.',
    );
  });
});
