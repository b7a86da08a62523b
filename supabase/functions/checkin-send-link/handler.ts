/**
 * checkin-send-link (docs/online-check-in.md#email): body `{stayId, token}` → `{sentTo, sentAt}`. Staff
 * send an arrival's check-in link to the lead guest's email. The server never holds a token, so the
 * staff's browser hands in the one it was just shown; it must be that arrival's live link's (its SHA-256
 * is compared), and the link is built on the app's own address (`SITE_URL`), so the function mails
 * nothing else. The caller must see the arrival (RLS: staff of its hotel). Sent through the project's
 * SMTP (`../_shared/mail.ts`); `link_sent_at` is stamped.
 * Errors: 401 signed out, 404 no such arrival for the caller, 400 no email or not the live link, 503 mail.
 */
import { z } from 'zod';
import { requireCaller, serviceClient } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { asByteaHex, checkinLinkUrl, checkinTokenSchema, checkinTokenSha256 } from '../_shared/checkin-token.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';

export const bodySchema = z.strictObject({
  stayId: z.uuid({ error: 'Must be an arrival id (UUID)' }),
  token: checkinTokenSchema,
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const checkinSendLink: Handler = async (req, body) => {
  const caller = await requireCaller(req);
  const { stayId, token } = parseWith(bodySchema, body);
  const site = Deno.env.get('SITE_URL');
  if (!site)
    throw new HttpError('unavailable', 'SITE_URL is not set for this project: copy the link and send it yourself.');
  const { data: stay, error } = await caller.client
    .from('stays')
    .select('id, hotel_id, guest_name, guest_email, arrival_date, departure_date, hotels(name)')
    .eq('id', stayId)
    .maybeSingle();
  if (error) throw fromDatabaseError(error);
  if (!stay) throw new HttpError('not-found', 'No such arrival in your hotel.');
  if (!stay.guest_email) {
    throw new HttpError(
      'invalid-argument',
      'This arrival has no email address: add one, or copy the link and send it yourself.',
    );
  }
  const service = serviceClient();
  const live = await service
    .from('checkin_links')
    .select('id')
    .eq('stay_id', stayId)
    .is('revoked_at', null)
    .eq('token_sha256', asByteaHex(await checkinTokenSha256(token)))
    .maybeSingle();
  if (live.error) throw fromDatabaseError(live.error);
  if (!live.data) throw new HttpError('invalid-argument', "token: Must be this arrival's current check-in link");

  const link = checkinLinkUrl(site, token);
  const hotel = (stay.hotels as unknown as { name: string } | null)?.name ?? 'Your hotel';
  const greeting = stay.guest_name ? `Dear ${stay.guest_name},` : 'Hello,';
  const dates = `${stay.arrival_date}${stay.departure_date ? ` to ${stay.departure_date}` : ''}`;
  await sendMail({
    to: stay.guest_email,
    subject: `${hotel}: check in online before you arrive`,
    text: `${greeting}\n\n${hotel} asks every guest to register before arrival (${dates}). Fill in your details and sign here:\n\n${link}\n\nThe link is personal: do not share it.\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(hotel)} asks every guest to register before arrival ` +
      `(${escapeHtml(dates)}). Fill in your details and sign here:</p>` +
      `<p><a href="${escapeHtml(link)}">Check in online</a></p><p>The link is personal: do not share it.</p>`,
  });
  const sentAt = new Date().toISOString();
  const stamped = await service.from('stays').update({ link_sent_at: sentAt }).eq('id', stayId);
  if (stamped.error) throw fromDatabaseError(stamped.error);
  return { sentTo: stay.guest_email, sentAt };
};
