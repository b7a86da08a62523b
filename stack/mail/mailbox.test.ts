import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailbox } from './mailbox.ts';

/** A mailbox API answer's JSON body, in the shape the test reads. */
async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

const dir = mkdtempSync(join(tmpdir(), 'mailbox-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('mailbox (Mailpit API subset)', () => {
  it('lists, reads, searches and deletes messages, and keeps them across restarts', async () => {
    const mailbox = createMailbox({ dir });
    await mailbox.deliver({
      to: 'owner@hotel.test',
      subject: 'Reset Your Password',
      html: '<a href="http://x/verify?token=1&amp;type=recovery">Reset</a>',
      text: 'Reset',
    });
    const list = await json<{ total: number; messages: { ID: string }[] }>(mailbox.app.request('/api/v1/messages'));
    expect(list.total).toBe(1);
    expect(list.messages[0]).toMatchObject({ Subject: 'Reset Your Password', To: [{ Address: 'owner@hotel.test' }] });

    const message = await json<{ HTML: string }>(mailbox.app.request(`/api/v1/message/${list.messages[0].ID}`));
    expect(message.HTML).toContain('type=recovery');
    const search = await json<{ messages: unknown[] }>(mailbox.app.request('/api/v1/search?query=to:owner@hotel.test'));
    expect(search.messages).toHaveLength(1);

    expect(createMailbox({ dir }).list()).toHaveLength(1);
    await mailbox.app.request('/api/v1/messages', { method: 'DELETE' });
    expect(mailbox.list()).toHaveLength(0);
    expect(createMailbox({ dir }).list()).toHaveLength(0);
  });
});
