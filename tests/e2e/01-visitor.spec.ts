/**
 * Flow 1, a signed-out visitor (docs/product.md#screens-and-routes "Landing and marketing", docs/product.md#limits pricing and refund policy):
 * landing page, gallery enlarge + Escape, pricing cards and their checkout, the demo request with
 * its thank-you, the legal pages through the footer links.
 */
import { CHECKOUT_PRICES, serveFakeCheckout } from './support/checkout';
import { db, unique } from './support/data';
import { expect, test } from './support/fixtures';

test('landing page: features, seven screenshots enlarged one at a time, Escape closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest registration without the paperwork' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Everything the front desk needs' })).toBeVisible();

  const thumbnails = page.getByRole('button', { name: /^Enlarge screenshot:/ });
  await expect(thumbnails).toHaveCount(7);
  await thumbnails.filter({ hasText: 'Guest list' }).click();

  const viewer = page.getByRole('dialog', { name: 'Guest list' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('(3 of 7)')).toBeVisible();
  const image = viewer.getByRole('img', { name: /^Guest list:/ });
  await expect(image).toBeVisible();
  // The image really loaded (a broken image has naturalWidth 0).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Guest details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Focus returns to the thumbnail of the last screenshot shown.
  await expect(thumbnails.filter({ hasText: 'Guest details' })).toBeFocused();
});

test('the /screenshots page shows the same gallery', async ({ page }) => {
  await page.goto('/screenshots');
  await expect(page.getByRole('button', { name: /^Enlarge screenshot:/ })).toHaveCount(7);
  await page.getByRole('button', { name: 'Enlarge screenshot: Hotel login' }).click();
  await expect(page.getByRole('dialog', { name: 'Hotel login' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('pricing: three plans with the spec prices; Starter opens the checkout overlay, Enterprise asks for a demo', async ({
  page,
}) => {
  await serveFakeCheckout(page);
  await page.goto('/landing#pricing');
  const plans = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  const starter = plans.filter({ has: page.getByRole('heading', { name: 'Starter' }) });
  const pro = plans.filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  const enterprise = plans.filter({ has: page.getByRole('heading', { name: 'Enterprise' }) });
  await expect(starter).toContainText('$15');
  await expect(starter).toContainText('50 guests per month');
  await expect(starter).toContainText('2 users');
  await expect(pro).toContainText('$29');
  await expect(pro).toContainText('5 users');
  await expect(pro).toContainText('Data backup');
  await expect(enterprise).toContainText('Custom');
  await expect(enterprise).toContainText('Unlimited users');

  await starter.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toContainText(CHECKOUT_PRICES.starter);
  expect(await page.evaluate(() => (window as unknown as { __checkout: unknown }).__checkout)).toEqual({
    environment: 'sandbox',
    token: 'test_e2e_client_token',
    items: [{ priceId: CHECKOUT_PRICES.starter, quantity: 1 }],
  });

  await enterprise.getByRole('button', { name: 'Contact sales' }).click();
  await expect(page.getByText('You asked about the Enterprise plan.')).toBeVisible();
  await expect(page.getByLabel('Message (optional)')).toHaveValue("I'm interested in the Enterprise plan.");
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('demo request: email required, then the form is replaced by a thank-you and the message is stored', async ({
  page,
}) => {
  await page.goto('/landing#demo');
  const form = page.getByRole('form', { name: 'Request a demo' });
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const email = `${unique('visitor')}@e2e.test`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message (optional)').fill('Twelve rooms, two receptionists.');
  await form.getByRole('button', { name: 'Request a demo' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(form).toHaveCount(0);
  const { rows } = await db().query('select message from public.contact_messages where email = $1', [email]);
  expect(rows).toEqual([{ message: 'Twelve rooms, two receptionists.' }]);
});

test('legal pages are reached through the footer links of the landing and legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Legal' });

  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  await footer.getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  const policy = page.getByRole('article');
  await expect(policy.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  // Spec docs/product.md#limits: monthly non-refundable, annual within 7 days if unused, billing errors within 5 days.
  await expect(policy).toContainText('non-refundable');
  await expect(policy).toContainText('refundable within 7 days');
  await expect(policy).toContainText('within 5 days');
});
