/**
 * The mailbox's SMTP door (docs/local-stack.md#mailbox), as `supabase start`'s Mailpit/Inbucket takes
 * mail over SMTP: edge functions send through SMTP (`SMTP_HOST`/`SMTP_PORT` in their environment, as a
 * hosted project's functions reach their provider) and each message lands in the mailbox, readable over
 * its HTTP API. Plain SMTP on 127.0.0.1, no TLS, any or no login (a catcher, never a relay).
 */
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { OutgoingMail } from './mailbox.ts';

/** Largest message taken, in bytes (the mailbox keeps messages in memory). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

/**
 * Listens on 127.0.0.1:`port` (0: any free port) and hands each message, once per recipient of the SMTP
 * envelope, to `deliver`.
 * @returns the port listened on and a close function
 */
export async function startSmtp(
  deliver: (mail: OutgoingMail) => Promise<void>,
  port = 0,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const to = envelope.length ? envelope : addresses(parsed.to);
          for (const address of to) {
            await deliver({
              to: address,
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
