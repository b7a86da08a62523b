/**
 * The external checkout overlay behind the pricing buttons (docs/product.md#screens-and-routes "Pricing buttons open an external
 * checkout overlay"). Paddle Billing's documented browser integration: include paddle.js, call
 * `Paddle.Initialize({token})`, then `Paddle.Checkout.open({items})` (Paddle docs, "Paddle.js").
 * The script is fetched only when a visitor clicks a plan, so the landing page loads no third-party code.
 */
import type { PlanId } from './plans';

const DEFAULT_SCRIPT_URL = 'https://cdn.paddle.com/paddle/v2/paddle.js';

export type CheckoutConfig = { token: string; scriptUrl: string; priceIds: Partial<Record<PlanId, string>> };

type PaddleGlobal = {
  Environment: { set(env: 'sandbox' | 'production'): void };
  Initialize(options: { token: string }): void;
  Checkout: { open(options: { items: { priceId: string; quantity: number }[] }): void };
};

/** Reads the checkout settings; null unless a client token is set. */
export function checkoutConfigFrom(env: {
  VITE_CHECKOUT_CLIENT_TOKEN?: string;
  VITE_CHECKOUT_PRICE_STARTER?: string;
  VITE_CHECKOUT_PRICE_PRO?: string;
  VITE_CHECKOUT_URL?: string;
}): CheckoutConfig | null {
  if (!env.VITE_CHECKOUT_CLIENT_TOKEN) return null;
  return {
    token: env.VITE_CHECKOUT_CLIENT_TOKEN,
    scriptUrl: env.VITE_CHECKOUT_URL ?? DEFAULT_SCRIPT_URL,
    priceIds: { starter: env.VITE_CHECKOUT_PRICE_STARTER, pro: env.VITE_CHECKOUT_PRICE_PRO },
  };
}

/** The price id to check out for a plan, or null when that plan must go through the demo form. */
export function checkoutPriceId(config: CheckoutConfig | null, plan: PlanId): string | null {
  return config?.priceIds[plan] ?? null;
}

let paddle: Promise<PaddleGlobal> | null = null;

function loadPaddle(config: CheckoutConfig): Promise<PaddleGlobal> {
  paddle ??= new Promise<PaddleGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onload = () => {
      const global = (window as unknown as { Paddle?: PaddleGlobal }).Paddle;
      if (!global) return reject(new Error('Checkout script loaded without Paddle'));
      // Paddle's client tokens say which environment they belong to.
      if (config.token.startsWith('test_')) global.Environment.set('sandbox');
      global.Initialize({ token: config.token });
      resolve(global);
    };
    script.onerror = () => reject(new Error(`Could not load ${config.scriptUrl}`));
    document.head.append(script);
  }).catch((error) => {
    paddle = null; // let a later click try again
    throw error;
  });
  return paddle;
}

/** Opens the overlay for one seat of `priceId`; rejects when the provider's script cannot load. */
export async function openCheckout(config: CheckoutConfig, priceId: string): Promise<void> {
  const provider = await loadPaddle(config);
  provider.Checkout.open({ items: [{ priceId, quantity: 1 }] });
}
