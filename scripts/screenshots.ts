/**
 * Regenerates the seven marketing screenshots (docs/product.md#limits "Screenshots: seven") from the RUNNING app,
 * so the gallery always shows the real product. Starts nothing itself: run `npm run dev` (or any
 * deployment with the demo seed) first, then
 *
 *   APP_URL=http://127.0.0.1:5173 node_modules/.bin/tsx scripts/screenshots.ts
 *
 * Env: APP_URL (default http://127.0.0.1:5173), SCREENSHOTS_DIR (default public/screenshots),
 * CHROMIUM (default /usr/bin/chromium). Signs in with the seeded demo and admin logins.
 * Writes 1-login.png … 7-pricing.png (names match src/features/marketing/screenshots.ts) and their
 * gallery thumbnails (scripts/screenshot-thumbnails.ts).
 * Exits non-zero when any capture failed; the others are still written.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { writeThumbnail } from './screenshot-thumbnails.ts';
import { CHROMIUM as CHROMIUM_PACKAGE, CHROMIUM_FLAGS, ensureSystemPackageOrExit } from '../stack/system-packages.ts';
import { SEEDED_ADMIN_TOTP_SECRET, currentCode } from './totp.ts';

const APP_URL = (process.env.APP_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const OUT_DIR = resolve(process.env.SCREENSHOTS_DIR ?? 'public/screenshots');
const DEMO = { email: 'demo@guestregistry.app', password: 'demo-pass-2026' };
const ADMIN = { username: 'admin', password: 'Admin-Passw0rd!' };
/** 1200×750 keeps each PNG well under 200 KB while the UI stays legible when enlarged. */
const VIEWPORT = { width: 1200, height: 750 };

type Capture = { file: string; take: (page: Page) => Promise<void> };

/** Lets fonts, images and transitions settle before the shutter. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function signInAsDemo(page: Page) {
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/(register|hotel-setup)$/);
}

async function signOut(page: Page) {
  await page.goto(`${APP_URL}/logout`);
  await page.waitForURL(/\/login$/);
}

const CAPTURES: Capture[] = [
  {
    file: '1-login.png',
    take: async (page) => {
      await page.goto(`${APP_URL}/login`);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    },
  },
  {
    file: '2-register-guest.png',
    take: async (page) => {
      await signInAsDemo(page);
      await page.goto(`${APP_URL}/register`);
      await page
        .getByText('Loading form...')
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await page.locator('form').first().waitFor();
    },
  },
  {
    file: '3-guest-list.png',
    take: async (page) => {
      await page.goto(`${APP_URL}/guest-list`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
    },
  },
  {
    file: '4-guest-details.png',
    take: async (page) => {
      await page.getByRole('table').getByRole('row').nth(1).click();
      await page.getByRole('dialog').getByRole('table').waitFor();
    },
  },
  {
    file: '5-hotel-setup.png',
    take: async (page) => {
      await page.keyboard.press('Escape');
      await page.goto(`${APP_URL}/hotel-setup`);
      await page.getByRole('checkbox').first().waitFor();
    },
  },
  {
    file: '6-admin-dashboard.png',
    take: async (page) => {
      await signOut(page);
      await page.goto(`${APP_URL}/admin-login`);
      await page.getByLabel('Username or email').fill(ADMIN.username);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      // The admin's second step: the seeded local authenticator's code (docs/product.md#two-step-sign-in).
      await page.getByLabel('6-digit code').fill(currentCode(SEEDED_ADMIN_TOTP_SECRET).code);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.waitForURL(/\/admin-dashboard$/);
      await page.getByRole('columnheader', { name: 'Email' }).waitFor();
    },
  },
  {
    file: '7-pricing.png',
    take: async (page) => {
      await signOut(page);
      await page.goto(`${APP_URL}/landing`);
      await settle(page); // the router restores scroll after load; scroll only once it is done
      // scrollIntoView honours the section's scroll-margin, so the sticky header covers nothing.
      await page.evaluate(() => document.getElementById('pricing')?.scrollIntoView({ block: 'start' }));
    },
  },
];

async function main() {
  if (!process.env.CHROMIUM) ensureSystemPackageOrExit(CHROMIUM_PACKAGE, 'screenshots');
  mkdirSync(OUT_DIR, { recursive: true });
  const userDataDir = mkdtempSync(join(tmpdir(), 'screenshots-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM ?? CHROMIUM_PACKAGE.provides,
    headless: true,
    viewport: VIEWPORT,
    args: CHROMIUM_FLAGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  let failures = 0;
  try {
    for (const capture of CAPTURES) {
      const path = join(OUT_DIR, capture.file);
      try {
        await capture.take(page);
        await settle(page);
        await page.screenshot({ path });
        await writeThumbnail(path);
        console.log(`${capture.file}: ${Math.round(statSync(path).size / 1024)} KB`);
      } catch (error) {
        failures++;
        console.error(`${capture.file}: FAILED at ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  process.exitCode = failures ? 1 : 0;
}

await main();
