/**
 * A Mailpit-like mail catcher (docs/local-stack.md#ports-and-keys: `supabase start` runs Mailpit on 54324) so
 * auth emails can be read over HTTP. Messages live in memory and, when `dir` is given, as one JSON
 * file each so they survive restarts.
 * API subset (Mailpit v1): GET /api/v1/messages, GET /api/v1/message/:id, DELETE /api/v1/messages,
 * GET /api/v1/search?query=to:<address>; GET / shows a small HTML index.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Stored message in Mailpit's JSON field names. */
export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  Size: number;
  Read: boolean;
}

/** Sender address GoTrue uses with the CLI's defaults (`admin@email.com`, name "Admin"). */
const FROM = { Name: 'Admin', Address: 'admin@email.com' };

export interface Mailbox {
  /** Hono app serving the mailbox API and index. */
  app: Hono;
  /** Stores a message (what `StackContext.sendMail` calls). */
  deliver(mail: OutgoingMail): Promise<void>;
  /** Messages, newest first. */
  list(): StoredMessage[];
}

/** Creates a mailbox; `dir` (e.g. `<dataDir>/mail`) enables persistence. */
export function createMailbox({ dir }: { dir?: string } = {}): Mailbox {
  const messages: StoredMessage[] = [];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
      messages.push(JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMessage);
    messages.sort((a, b) => b.Created.localeCompare(a.Created));
  }

  const summary = ({ Text, HTML: _html, ...rest }: StoredMessage) => ({
    ...rest,
    Snippet: Text.slice(0, 250),
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Tags: [],
    Attachments: 0,
  });
  const listing = (items: StoredMessage[]) => ({
    total: messages.length,
    unread: messages.filter((m) => !m.Read).length,
    count: items.length,
    messages_count: items.length,
    start: 0,
    tags: [],
    messages: items.map(summary),
  });

  const app = new Hono();
  app.get('/api/v1/messages', (c) => c.json(listing(messages)));
  app.get('/api/v1/search', (c) => {
    const query = (c.req.query('query') ?? '').trim().toLowerCase();
    const to = query.startsWith('to:') ? query.slice(3).replace(/^"|"$/g, '') : null;
    const hits = messages.filter((m) =>
      to ? m.To.some((r) => r.Address.toLowerCase() === to) : `${m.Subject} ${m.Text}`.toLowerCase().includes(query),
    );
    return c.json(listing(hits));
  });
  app.get('/api/v1/message/:id', (c) => {
    const message = messages.find((m) => m.ID === c.req.param('id'));
    if (!message) return c.text('Message not found', 404);
    message.Read = true;
    return c.json({
      ...summary(message),
      Text: message.Text,
      HTML: message.HTML,
      Date: message.Created,
      Inline: [],
      Attachments: [],
    });
  });
  app.delete('/api/v1/messages', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { IDs?: string[] };
    const ids = body.IDs?.length ? new Set(body.IDs) : null;
    for (let i = messages.length - 1; i >= 0; i--) {
      if (ids && !ids.has(messages[i].ID)) continue;
      if (dir) rmSync(join(dir, `${messages[i].ID}.json`), { force: true });
      messages.splice(i, 1);
    }
    return c.text('ok');
  });
  app.get('/', (c) =>
    c.html(
      html`<!doctype html>
        <html>
          <head>
            <meta charset="utf-8" />
            <title>Local mailbox</title>
          </head>
          <body style="font-family:sans-serif">
            <h1>Local mailbox (${messages.length})</h1>
            ${messages.map(
              (m) =>
                html`<details>
                  <summary>${m.Created} · to ${m.To[0]?.Address} · ${m.Subject}</summary>
                  ${raw(m.HTML)}
                </details>`,
            )}
          </body>
        </html>`,
    ),
  );

  return {
    app,
    list: () => [...messages],
    deliver(mail) {
      const id = randomUUID();
      const message: StoredMessage = {
        ID: id,
        MessageID: `${id}@localhost`,
        From: FROM,
        To: [{ Name: '', Address: mail.to }],
        Subject: mail.subject,
        Created: new Date().toISOString(),
        Text: mail.text,
        HTML: mail.html,
        Size: Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text),
        Read: false,
      };
      messages.unshift(message);
      if (dir) writeFileSync(join(dir, `${id}.json`), JSON.stringify(message));
      return Promise.resolve();
    },
  };
}
