/**
 * Holding back a real request so a waiting state stays on screen long enough to see: matching
 * requests wait until `release()` and then go to the real server unchanged.
 */
import type { Page } from '@playwright/test';

/**
 * @param matches which requests to hold (URL predicate, as `page.route` takes)
 * @returns `release`, which lets every held and later request through
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** PostgREST's table path, e.g. `rest('hotels')` matches `/rest/v1/hotels?...`. */
export const rest = (table: string) => (url: URL) => url.pathname === `/rest/v1/${table}`;
