/** The browser's own confirm() prompts, as the app asks before deleting or erasing. */
import type { Page } from '@playwright/test';

/** Answers the next confirm() on `page` (OK when `accept`, else Cancel); resolves to the question it asked. */
export function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (prompt) => {
      resolve(prompt.message());
      void (accept ? prompt.accept() : prompt.dismiss());
    });
  });
}
