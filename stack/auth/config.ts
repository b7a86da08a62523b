/**
 * GoTrue settings the stand-in honours, read from `supabase/config.toml` like the CLI's
 * `buildGotrueEnv` (docs/local-stack.md#ports-and-keys): `[auth]` site_url, additional_redirect_urls, jwt_expiry,
 * refresh token rotation/reuse interval, signup, password length; `[auth.email]` confirmations;
 * `[auth.hook.custom_access_token]` (docs/local-stack.md#auth). Missing file or keys fall back to the CLI defaults.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access token lifetime in seconds (`jwt_expiry`, default 3600). */
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  /** Seconds a just-rotated refresh token may still be exchanged (default 10). */
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  /** `!enable_confirmations`: sign-up returns a session at once (local default). */
  autoconfirm: boolean;
  minimumPasswordLength: number;
  /** `[auth.email] otp_expiry` seconds, how long email links stay valid (default 3600). */
  otpExpiry: number;
  /** `"<schema>"."<function>"` of the pg-functions custom access token hook, or null when disabled. */
  customAccessTokenHook: string | null;
  /**
   * `[auth.rate_limit] sign_in_sign_ups`: sign-in + sign-up requests per client address per 5 minutes
   * (default 30). `STACK_AUTH_SIGN_IN_SIGN_UPS` overrides it for suites that sign in more often.
   */
  signInSignUps: number;
}

type Table = Record<string, unknown>;
const table = (value: unknown): Table => (value && typeof value === 'object' ? (value as Table) : {});

/**
 * Turns `pg-functions://postgres/<schema>/<function>` into a quoted identifier
 * (gotrue `internal/conf/configuration.go` PopulateExtensibilityPoint).
 * @throws Error for other URI schemes (HTTP hooks are not supported by the stand-in)
 */
export function hookFunctionName(uri: string): string {
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!match) throw new Error(`Unsupported custom access token hook URI "${uri}" (only pg-functions:// is supported)`);
  return `"${match[1].replaceAll('"', '""')}"."${match[2].replaceAll('"', '""')}"`;
}

/**
 * Loads the auth settings.
 * @param rootDir repository root holding `supabase/config.toml`
 * @param siteUrl overrides `[auth] site_url` (the stack's `siteUrl` option)
 */
export function loadAuthConfig(rootDir: string, siteUrl?: string): AuthConfig {
  const file = join(rootDir, 'supabase', 'config.toml');
  const config = existsSync(file) ? table(parse(readFileSync(file, 'utf8'))) : {};
  const auth = table(config.auth);
  const email = table(auth.email);
  const hook = table(table(auth.hook).custom_access_token);
  const rateLimit = table(auth.rate_limit);
  const signInSignUpsOverride = Number(process.env.STACK_AUTH_SIGN_IN_SIGN_UPS);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  const otpExpiry = number(email.otp_expiry, 3600);
  return {
    siteUrl: (siteUrl ?? (auth.site_url as string | undefined) ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? (auth.additional_redirect_urls as string[])
      : [],
    jwtExpiry: number(auth.jwt_expiry, 3600),
    refreshTokenRotation: auth.enable_refresh_token_rotation !== false,
    refreshTokenReuseInterval: number(auth.refresh_token_reuse_interval, 10),
    enableSignup: auth.enable_signup !== false,
    autoconfirm: email.enable_confirmations !== true,
    minimumPasswordLength: number(auth.minimum_password_length, 6),
    otpExpiry,
    customAccessTokenHook: hook.enabled === true && typeof hook.uri === 'string' ? hookFunctionName(hook.uri) : null,
    signInSignUps: signInSignUpsOverride > 0 ? signInSignUpsOverride : number(rateLimit.sign_in_sign_ups, 30),
  };
}
