/**
 * Email from edge functions through the project's SMTP provider (docs/online-check-in.md#email), with
 * nodemailer. The provider is configured by function secrets: `SMTP_HOST`, `SMTP_PORT` (465 on a hosted
 * project: Supabase Edge Functions may not open outgoing connections to ports 25 and 587), `SMTP_USER`,
 * `SMTP_PASS`, `SMTP_SENDER` (`Name <address>`). Locally the stack sets host, port and sender to its
 * mailbox's SMTP door, so every message lands in the mailbox (docs/local-stack.md#mailbox).
 */
// @ts-types="npm:@types/nodemailer@8.0.2"
import nodemailer from 'nodemailer';
import { HttpError } from './errors.ts';

/** One message: plain text and HTML of the same content. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends `mail` through the configured SMTP provider (implicit TLS on port 465, plain elsewhere).
 * @throws HttpError 503 when no provider is configured or it refuses or cannot be reached
 */
export async function sendMail(mail: Mail): Promise<void> {
  const host = Deno.env.get('SMTP_HOST');
  const port = Number(Deno.env.get('SMTP_PORT') ?? '465');
  const from = Deno.env.get('SMTP_SENDER');
  if (!host || !from) {
    throw new HttpError('unavailable', 'Email is not set up for this project: copy the link and send it yourself.');
  }
  const user = Deno.env.get('SMTP_USER');
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: user ? { user, pass: Deno.env.get('SMTP_PASS') ?? '' } : undefined,
  });
  try {
    await transport.sendMail({ from, ...mail });
  } catch (error) {
    throw new HttpError(
      'unavailable',
      'The email could not be sent. Try again, or copy the link and send it yourself.',
      (error as Error).name,
    );
  } finally {
    transport.close();
  }
}
