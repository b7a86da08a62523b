/**
 * Where the running stack and app are: set by scripts/e2e-test.ts for the Playwright process.
 * Reading a missing variable throws, so running `playwright test` directly fails with a clear hint.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite with scripts/e2e-test.ts, which starts the stack and the app`);
  return value;
}

export const e2eEnv = {
  get apiUrl() {
    return required('E2E_API_URL');
  },
  /** Mailpit-like mailbox (stack/mail/mailbox.ts), API under /api/v1. */
  get mailUrl() {
    return required('E2E_MAIL_URL');
  },
  /** Superuser connection string of the e2e database. */
  get dbUrl() {
    return required('E2E_DB_URL');
  },
  get anonKey() {
    return required('E2E_ANON_KEY');
  },
  get serviceRoleKey() {
    return required('E2E_SERVICE_ROLE_KEY');
  },
};

export { SEED } from '../../support/seed-logins';
