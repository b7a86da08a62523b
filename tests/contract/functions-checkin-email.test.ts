/**
 * The check-in link by email (docs/online-check-in.md#email): staff send an arrival's live link to the
 * lead guest through the project's SMTP, which locally is the stack's mailbox; the mail's link opens the
 * guest's check-in. Another hotel's staff, a token that is not the arrival's live link, an arrival
 * without an email and anon are refused, and nothing is sent for them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token.ts';
import { adminPg, anonClient, readMail } from './support/clients.ts';
import { callFunction, useSeed } from './support/functions.ts';

const seed = useSeed();
const stays: string[] = [];

afterAll(async () => {
  await adminPg().query('delete from public.stays where id = any($1)', [stays]);
});

/** An arrival of the demo hotel (with `email`) and a live link its staff made. */
async function arrival(email: string | null) {
  const { data, error } = await seed.demo
    .from('stays')
    .insert({
      hotel_id: seed.demoHotel,
      status: 'expected',
      arrival_date: new Date().toISOString().slice(0, 10),
      departure_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      guest_name: 'Lena Berg',
      guest_email: email,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  stays.push(data.id);
  const token = newCheckinToken();
  const link = await seed.demo
    .from('checkin_links')
    .insert({ hotel_id: seed.demoHotel, stay_id: data.id, token_sha256: asByteaHex(await checkinTokenSha256(token)) });
  if (link.error) throw new Error(link.error.message);
  return { stayId: data.id, token };
}

const send = (client = seed.demo, body: Record<string, unknown>) =>
  callFunction<{ sentTo: string; sentAt: string }>(client, 'checkin-send-link', body);

describe('checkin-send-link', () => {
  it('mails the live link to the lead guest through the mailbox, and the mailed link opens the check-in', async () => {
    const to = `lena.${Date.now()}@example.com`;
    const { stayId, token } = await arrival(to);
    const since = new Date(Date.now() - 1000);
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
    const to = `omar.${Date.now()}@example.com`;
    const { stayId, token } = await arrival(to);
    const since = new Date(Date.now() - 1000);
    const other = await send(seed.lodge, { stayId, token });
    expect(other.status).toBe(404);
    expect(other.error?.message).toBe('No such arrival in your hotel.');
    const forged = await send(seed.demo, { stayId, token: newCheckinToken() });
    expect(forged.status).toBe(400);
    expect(forged.error?.message).toBe("token: Must be this arrival's current check-in link");
    const anon = await send(anonClient(), { stayId, token });
    expect(anon.status).toBe(401);
    await expect(readMail(to, { since, timeoutMs: 500 })).rejects.toThrow(/no mail/);

    const silent = await arrival(null);
    const noEmail = await send(seed.demo, silent);
    expect(noEmail.status).toBe(400);
    expect(noEmail.error?.message).toBe(
      'This arrival has no email address: add one, or copy the link and send it yourself.',
    );
  });
});
