/**
 * The suite's `test`: Playwright's, plus
 * - a guard that fails any request leaving 127.0.0.1 (the app must work without third parties; the
 *   fake checkout is served by a page route, which wins over this context route);
 * - `newBrowserPage()`: a page in a fresh browser context (another browser of another user),
 *   guarded the same way and closed after the test.
 * Import `test` and `expect` from here in every spec.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Fails every request of `context` that leaves 127.0.0.1 (also for browsers a spec launches itself). */
export async function keepLocal(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
}

export const test = base.extend<{ localOnly: void; newBrowserPage: () => Promise<Page> }>({
  localOnly: [
    async ({ context }, use) => {
      await keepLocal(context);
      await use();
    },
    { auto: true },
  ],
  newBrowserPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      await keepLocal(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
