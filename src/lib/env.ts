/**
 * The SPA's environment, validated once at start-up (docs/architecture.md#front-end).
 * Vite exposes only `VITE_*` variables to the browser. Throws an Error naming every missing or
 * malformed variable, so a bad `.env` fails loudly instead of as a network error later.
 */
import * as v from 'valibot';

/** Text that is a URL; `message` when it is missing or is not one. */
const url = (message?: string) => v.pipe(v.string(message), v.url(message));
const optionalText = v.optional(v.string());

// valibot, not zod: this loads with every page, before the first paint (docs/architecture.md#performance).
const envSchema = v.object({
  VITE_SUPABASE_URL: url('VITE_SUPABASE_URL must be the Supabase API URL, e.g. http://127.0.0.1:54321'),
  VITE_SUPABASE_ANON_KEY: v.pipe(
    v.string('VITE_SUPABASE_ANON_KEY is required (the anon / publishable key)'),
    v.minLength(20, 'VITE_SUPABASE_ANON_KEY looks too short'),
  ),
  /** Appended to an admin username without '@' (docs/product.md#validation, admin login). */
  VITE_ADMIN_EMAIL_DOMAIN: v.optional(v.pipe(v.string(), v.minLength(1)), 'guestregistry.app'),
  /** Optional analytics (docs/product.md#server-calls "An analytics service is initialised"); absent = disabled. */
  VITE_ANALYTICS_URL: v.optional(url()),
  VITE_ANALYTICS_SITE_ID: optionalText,
  /** Optional external checkout overlay for pricing buttons (docs/product.md#screens-and-routes, marketing). */
  VITE_CHECKOUT_URL: v.optional(url()),
  /** Paddle-style client-side token and per-plan price ids; without token + price id a pricing
   * button opens the demo-request form instead (never a dead button). */
  VITE_CHECKOUT_CLIENT_TOKEN: optionalText,
  VITE_CHECKOUT_PRICE_STARTER: optionalText,
  VITE_CHECKOUT_PRICE_PRO: optionalText,
});

export type Env = v.InferOutput<typeof envSchema>;

/** Parses a raw env record (import.meta.env in the app, any record in tests). */
export function parseEnv(raw: Record<string, unknown>): Env {
  const emptyAsMissing = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const result = v.safeParse(envSchema, emptyAsMissing);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment (.env): ${problems}`);
  }
  return result.output;
}

export const env: Env = parseEnv(import.meta.env);
