/**
 * Helpers for contract tests (stable API; other suites import these):
 * - `stackInfo()`            → `{apiUrl, anonKey, serviceRoleKey, mailUrl, dbUrl}` of the running stack
 * - `anonClient()`           → supabase-js client with the anon key, signed out
 * - `signedInClient(e, p)`   → supabase-js client signed in with email/password (throws on failure)
 * - `signedInAdmin()`        → the seeded platform admin after both sign-in steps (aal2)
 * - `completeTwoStep(c, s)`  → lifts a signed-in client to aal2 with its TOTP factor's code
 * - `serviceClient()`        → supabase-js client with the service_role key (bypasses RLS, admin API)
 * - `adminPg()`              → shared superuser `pg.Pool` on the test database (do not `end()` it)
 * - `readMail(to)`           → newest mailbox message to `to` (polls), with its links extracted
 * - `clearMail()`            → empties the mailbox
 * - `SEED`                   → the seeded logins (supabase/seed.sql)
 * Clients are created as the app creates its one client, minus browser persistence:
 * `auth: {persistSession: false, autoRefreshToken: false}` so tests control refreshes.
 */
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { inject } from 'vitest';

import { SEED } from '../../support/seed-logins';

export { SEED };

export function stackInfo() {
  return {
    apiUrl: inject('apiUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
    mailUrl: inject('mailUrl'),
    dbUrl: inject('dbUrl'),
  };
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

let clientCount = 0;
/**
 * A client address for one test client (RFC 2544 benchmark range 198.18.0.0/15), sent as
 * `x-forwarded-for`: each client is its own device, so the stack's per-address limits
 * (sign-ins, sign-ups, demo form) apply per client as they would per visitor.
 */
export function testClientAddress(): string {
  clientCount += 1;
  return `198.18.${(process.pid + Math.floor(clientCount / 250)) % 256}.${(clientCount % 250) + 1}`;
}

/** A signed-out client using the anon key, from its own client address (`testClientAddress`). */
export function anonClient(address = testClientAddress()): SupabaseClient {
  const { apiUrl, anonKey } = stackInfo();
  // Untyped schema: tests reach tables and schemas the app's generated types do not describe.
  return createClient(apiUrl, anonKey, {
    ...clientOptions,
    global: { headers: { 'x-forwarded-for': address } },
  }) as SupabaseClient;
}

/** A client signed in with email + password; throws with GoTrue's message when sign-in fails. */
export async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.code ?? ''} ${error.message}`);
  return client;
}

/** The code an authenticator app shows for the base32 TOTP `secret` now (RFC 6238, as GoTrue's factors). */
export const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/**
 * Completes the second step of a signed-in client: a challenge and a code of its verified TOTP factor
 * (docs/product.md#two-step-sign-in); the session becomes aal2. Throws with GoTrue's message on failure.
 */
export async function completeTwoStep(client: SupabaseClient, secret: string): Promise<void> {
  const factors = await client.auth.mfa.listFactors();
  const factor = factors.data?.totp[0];
  if (!factor) throw new Error(`no verified TOTP factor to complete the second step: ${factors.error?.message ?? ''}`);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(secret) });
  if (error) throw new Error(`second step failed: ${error.code ?? ''} ${error.message}`);
}

/** The seeded platform admin signed in with both steps (an aal2 session), as the admin console needs. */
export async function signedInAdmin(): Promise<SupabaseClient> {
  const client = await signedInClient(SEED.admin.email, SEED.admin.password);
  await completeTwoStep(client, SEED.admin.totpSecret);
  return client;
}

/** A client using the service_role key (as edge functions' admin clients do). */
export function serviceClient(): SupabaseClient {
  const { apiUrl, serviceRoleKey } = stackInfo();
  return createClient(apiUrl, serviceRoleKey, clientOptions) as SupabaseClient;
}

let pool: pg.Pool | null = null;
/** Shared superuser pool on the test database, for arranging data and checking what was stored. */
export function adminPg(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: stackInfo().dbUrl, max: 3, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  return pool;
}

export interface MailMessage {
  id: string;
  subject: string;
  to: string[];
  html: string;
  text: string;
  /** Every href in the HTML body, entity-decoded. */
  links: string[];
  createdAt: string;
}

interface MailpitSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
  Created: string;
}

/**
 * Newest message to `to` created at/after `since` (default: any), polling until `timeoutMs`.
 * @throws Error when nothing arrives in time
 */
export async function readMail(
  to: string,
  { since, timeoutMs = 5000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<MailMessage> {
  const { mailUrl } = stackInfo();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as { messages: MailpitSummary[] };
    const hit = list.messages.find(
      (m) => m.To.some((r) => r.Address.toLowerCase() === to.toLowerCase()) && (!since || new Date(m.Created) >= since),
    );
    if (hit) {
      const full = (await (await fetch(`${mailUrl}/api/v1/message/${hit.ID}`)).json()) as {
        HTML: string;
        Text: string;
      };
      const links = [...full.HTML.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
      return {
        id: hit.ID,
        subject: hit.Subject,
        to: hit.To.map((r) => r.Address),
        html: full.HTML,
        text: full.Text,
        links,
        createdAt: hit.Created,
      };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Deletes every message in the mailbox. */
export async function clearMail(): Promise<void> {
  await fetch(`${stackInfo().mailUrl}/api/v1/messages`, { method: 'DELETE' });
}
