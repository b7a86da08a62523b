/**
 * Screenshots of the main screens for people to look at: tests/e2e/screenshots/<name>.png,
 * rewritten on every run, gitignored. Not compared against anything.
 */
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/** The two widths the screens are checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The app's navigation landmarks: the header's `Main` and, on small screens, the `Bottom` bar. */
export function navBars(page: Page): { header: Locator; bottom: Locator } {
  return {
    header: page.getByRole('navigation', { name: 'Main' }),
    bottom: page.getByRole('navigation', { name: 'Bottom' }),
  };
}

/**
 * Saves what the user sees (the viewport; `fullPage` for the whole height, where fixed bars would
 * land mid-page) as `<name>.png`, with animations stopped and the caret hidden.
 */
export async function saveScreen(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}
