/**
 * The SPA's environment, validated once at start-up (docs/architecture.md#front-end).
 * Vite exposes only `VITE_*` variables to the browser. Throws an Error naming every missing or
 * malformed variable, so a bad `.env` fails loudly instead of as a network error later.
 */
import { z } from 'zod';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the Supabase API URL, e.g. http://127.0.0.1:54321' }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ message: 'VITE_SUPABASE_ANON_KEY is required (the anon / publishable key)' })
    .min(20, 'VITE_SUPABASE_ANON_KEY looks too short'),
  /** Appended to an admin username without '@' (docs/product.md#validation, admin login). */
  VITE_ADMIN_EMAIL_DOMAIN: z.string().min(1).default('guestregistry.app'),
  /** Optional analytics (docs/product.md#server-calls "An analytics service is initialised"); absent = disabled. */
  VITE_ANALYTICS_URL: z.url().optional(),
  VITE_ANALYTICS_SITE_ID: z.string().optional(),
  /** Optional external checkout overlay for pricing buttons (docs/product.md#screens-and-routes, marketing). */
  VITE_CHECKOUT_URL: z.url().optional(),
  /** Paddle-style client-side token and per-plan price ids; without token + price id a pricing
   * button opens the demo-request form instead (never a dead button). */
  VITE_CHECKOUT_CLIENT_TOKEN: z.string().optional(),
  VITE_CHECKOUT_PRICE_STARTER: z.string().optional(),
  VITE_CHECKOUT_PRICE_PRO: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses a raw env record (import.meta.env in the app, any record in tests). */
export function parseEnv(raw: Record<string, unknown>): Env {
  const emptyAsMissing = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(emptyAsMissing);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment (.env): ${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
