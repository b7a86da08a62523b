/**
 * The suite's `test`: Playwright's, plus a guard that fails any request leaving 127.0.0.1 (the app
 * must work without third parties; the fake checkout is served by a page route, which wins over
 * this context route). Import `test` and `expect` from here in every spec.
 */
import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export const test = base.extend<{ localOnly: void }>({
  localOnly: [
    async ({ context }, use) => {
      await context.route(
        (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
        (route) => route.abort('blockedbyclient'),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
