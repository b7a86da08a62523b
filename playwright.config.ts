/**
 * Playwright for the end-to-end suite: Debian's Chromium (never a downloaded browser), headless,
 * against the app and local stack that `scripts/e2e-test.ts` starts and passes in by env:
 * E2E_BASE_URL (the built app), E2E_API_URL, E2E_MAIL_URL, E2E_DB_URL.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the machine has two cores shared with the stack, Vite preview and Chromium.
  fullyParallel: false,
  workers: 1,
  // Flaky waits are bugs: no retries to hide them.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ...(process.env.CI ? [['github'] as const] : []),
    // scripts/e2e-test.ts reads the counts from here for its "N passed, N failed" line.
    ...(process.env.E2E_REPORT_FILE ? [['json', { outputFile: process.env.E2E_REPORT_FILE }] as const] : []),
  ],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5173',
    // Fixed so dates and times render the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
