/** The registration card as staff open it in the browser (docs/online-check-in.md#the-registration-card). */
import type { BrowserContext, Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Clicks `button`, which opens the card in a new tab, and returns what the tab received: the response's
 * content type and body, read on its way (a headless browser may save a PDF rather than show it).
 */
export async function openedCard(context: BrowserContext, button: Locator) {
  let received: { contentType: string; body: Buffer } | null = null;
  await context.route('**/storage/v1/object/sign/registration-cards/**', async (route) => {
    // The POST that signs the URL has the same path; the tab's GET is the card.
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    received = { contentType: response.headers()['content-type'] ?? '', body: await response.body() };
    await route.fulfill({ response });
  });
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await expect.poll(() => received !== null).toBe(true);
  await tab.close();
  await context.unroute('**/storage/v1/object/sign/registration-cards/**');
  return received!;
}
