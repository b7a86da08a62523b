/** The app's confirmation dialog (src/components/ui/confirm-dialog.tsx), as it asks before deleting or erasing. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The open confirmation dialog that asks `question` word for word (docs/product.md#messages). */
export const confirmation = (page: Page, question: string): Locator =>
  page.getByRole('dialog').filter({ hasText: question });

/** Answers the open confirmation asking `question`: its confirm button when `accept`, else Cancel. */
export async function answerConfirmation(page: Page, question: string, accept: boolean): Promise<void> {
  const prompt = confirmation(page, question);
  await expect(prompt).toBeVisible();
  const buttons = prompt.getByRole('button');
  await (accept ? buttons.filter({ hasNotText: /^Cancel$/ }) : buttons.filter({ hasText: /^Cancel$/ })).click();
  await expect(prompt).toHaveCount(0);
}

/**
 * Clicks `button` of the open `dialog` twice: the first confirmation is cancelled and the dialog must
 * stay open, the second is accepted. Each must ask `question` word for word (docs/product.md#messages).
 */
export async function cancelThenConfirm(dialog: Locator, button: Locator, question: string): Promise<void> {
  const page = dialog.page();
  await button.click();
  await answerConfirmation(page, question, false);
  await expect(dialog).toBeVisible();

  await button.click();
  await answerConfirmation(page, question, true);
}
