/**
 * A stand-in for the external checkout overlay (docs/product.md#screens-and-routes "Pricing buttons open an external checkout
 * overlay"; the app loads Paddle.js, see src/features/marketing/lib/checkout.ts). The e2e build points
 * VITE_CHECKOUT_URL at an address that never resolves; `serveFakeCheckout` answers it inside the
 * browser with a script that records `Paddle.Checkout.open` calls and shows an overlay dialog.
 */
import type { Page } from '@playwright/test';

export const CHECKOUT_SCRIPT_URL = 'https://checkout.e2e.invalid/paddle.js';
export const CHECKOUT_PRICES = { starter: 'pri_e2e_starter', pro: 'pri_e2e_pro' } as const;

/** Build env for scripts/e2e-test.ts: Starter and Pro check out, Enterprise goes to the demo form. */
export const CHECKOUT_BUILD_ENV = {
  VITE_CHECKOUT_URL: CHECKOUT_SCRIPT_URL,
  VITE_CHECKOUT_CLIENT_TOKEN: 'test_e2e_client_token',
  VITE_CHECKOUT_PRICE_STARTER: CHECKOUT_PRICES.starter,
  VITE_CHECKOUT_PRICE_PRO: CHECKOUT_PRICES.pro,
};

const FAKE_PADDLE = `
window.Paddle = {
  Environment: { set(env) { window.__checkout = { ...window.__checkout, environment: env }; } },
  Initialize(options) { window.__checkout = { ...window.__checkout, token: options.token }; },
  Checkout: {
    open(options) {
      window.__checkout = { ...window.__checkout, items: options.items };
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-label', 'Checkout');
      overlay.textContent = 'Checkout for ' + options.items.map((i) => i.priceId).join(', ');
      document.body.append(overlay);
    },
  },
};`;

/** Serves the fake Paddle.js to this page. */
export async function serveFakeCheckout(page: Page): Promise<void> {
  await page.route(CHECKOUT_SCRIPT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_PADDLE }),
  );
}
