/** The browser's own confirm() prompts, as the app asks before deleting or erasing. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Answers the next confirm() on `page` (OK when `accept`, else Cancel); resolves to the question it asked. */
export function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (prompt) => {
      resolve(prompt.message());
      void (accept ? prompt.accept() : prompt.dismiss());
    });
  });
}

/**
 * Clicks `button` of the open `dialog` twice: the first confirm() is cancelled and the dialog must stay
 * open, the second is accepted. Each prompt must ask `question` word for word (docs/product.md#messages).
 */
export async function cancelThenConfirm(dialog: Locator, button: Locator, question: string): Promise<void> {
  const page = dialog.page();
  const declined = answerNextConfirm(page, false);
  await button.click();
  expect(await declined).toBe(question);
  await expect(dialog).toBeVisible();

  const accepted = answerNextConfirm(page, true);
  await button.click();
  expect(await accepted).toBe(question);
}
