/**
 * Reads auth emails from the stack's mailbox (stack/mail/mailbox.ts, Mailpit API subset):
 * GET /api/v1/search?query=to:<address> lists summaries newest first, GET /api/v1/message/<id>
 * gives the HTML body.
 */
import { expect } from './fixtures';
import { e2eEnv } from './env';

type Summary = { ID: string; Subject: string; Created: string };
export type Mail = { subject: string; html: string; links: string[] };

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function newestTo(address: string): Promise<Summary | undefined> {
  const response = await fetch(`${e2eEnv.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  if (!response.ok) throw new Error(`mailbox search: HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Summary[] };
  return messages[0];
}

/** Waits (up to 15 s) for a message to `address` and returns it with every href, entity-decoded. */
export async function waitForMail(address: string): Promise<Mail> {
  let found: Summary | undefined;
  await expect
    .poll(async () => (found = await newestTo(address)), { message: `an email to ${address}`, timeout: 15_000 })
    .toBeTruthy();
  const response = await fetch(`${e2eEnv.mailUrl}/api/v1/message/${found!.ID}`);
  const message = (await response.json()) as { Subject: string; HTML: string };
  const links = [...message.HTML.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1]));
  return { subject: message.Subject, html: message.HTML, links };
}
