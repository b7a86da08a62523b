/**
 * What every service of the local stack receives: database pools, URLs and keys.
 * Built once by the stack's entry point and passed to each service factory.
 */
import type pg from 'pg';
import type { StackKeys } from './keys.ts';

export interface StackContext {
  /** Superuser pool (`postgres`), for bootstrap work and storage's final writes. */
  adminPool: pg.Pool;
  /** Pool logged in as `supabase_auth_admin`, as GoTrue is; the access token hook runs here. */
  authPool: pg.Pool;
  /** Pool logged in as `authenticator` (NOINHERIT), as PostgREST/Storage/Realtime are; use `withRole`. */
  apiPool: pg.Pool;
  /** Superuser connection string (logical replication, migrations). */
  databaseUrl: string;
  /** Public API base, e.g. `http://127.0.0.1:54321` (no trailing slash). */
  apiUrl: string;
  /** The app's URL, GoTrue's SITE_URL, e.g. `http://127.0.0.1:5173`; email links redirect here. */
  siteUrl: string;
  /** Mailbox base URL, e.g. `http://127.0.0.1:54324`. */
  mailUrl: string;
  /** Working directory for stack data (`<repo>/.local` by default): storage objects, keys, pg data. */
  dataDir: string;
  /** Repository root (to find supabase/config.toml, supabase/functions). */
  rootDir: string;
  keys: StackKeys;
  anonKey: string;
  serviceRoleKey: string;
  /** Keep services' own chatter (function worker output) off the console: tests and benches. */
  quiet?: boolean;
  /** Hands an email to the mailbox (auth emails). */
  sendMail(mail: { to: string; subject: string; html: string; text: string }): Promise<void>;
  /** The mailbox's SMTP port on 127.0.0.1 (edge functions' `SMTP_PORT`), e.g. 41237. */
  smtpPort?: number;
}
