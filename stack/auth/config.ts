/**
 * GoTrue settings the stand-in honours, read from `supabase/config.toml` like the CLI's
 * `buildGotrueEnv` (docs/local-stack.md#auth): `[auth]`, `[auth.email]`, `[auth.sms]`, `[auth.mfa]`,
 * `[auth.rate_limit]` and `[auth.hook.custom_access_token]`. Missing keys take the defaults of the
 * CLI's config template (https://supabase.com/docs/guides/local-development/cli/config).
 * `STACK_AUTH_CONFIG` may name a second TOML file whose `[auth]` tables are laid over the first
 * (the contract suite turns on anonymous sign-ins, MFA and test OTPs this way).
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
  /** `[auth] enable_anonymous_sign_ins` (default false). */
  anonymousSignIns: boolean;
  /** `[auth] enable_manual_linking` (default false): linkIdentity/unlinkIdentity. */
  manualLinking: boolean;
  /** `!enable_confirmations`: sign-up returns a session at once (local default). */
  autoconfirm: boolean;
  /** `[auth.email] secure_password_change`: password changes need a nonce from /reauthenticate. */
  securePasswordChange: boolean;
  /** `[auth.email] max_frequency` in seconds between two emails of one kind to one user (default 1). */
  emailMaxFrequency: number;
  minimumPasswordLength: number;
  /** `[auth.email] otp_expiry` seconds, how long email links stay valid (default 3600). */
  otpExpiry: number;
  sms: SmsConfig;
  mfa: MfaConfig;
  /** `"<schema>"."<function>"` of the pg-functions custom access token hook, or null when disabled. */
  customAccessTokenHook: string | null;
  /**
   * `[auth.rate_limit] sign_in_sign_ups`: sign-in + sign-up requests per client address per 5 minutes
   * (default 30). `STACK_AUTH_SIGN_IN_SIGN_UPS` overrides it for suites that sign in more often.
   */
  signInSignUps: number;
}

/** `[auth.sms]`: the phone provider is on when `enable_signup` is (as the CLI sets it). */
export interface SmsConfig {
  enableSignup: boolean;
  /** `!enable_confirmations`: phone sign-ups return a session at once. */
  autoconfirm: boolean;
  /** `[auth.sms.test_otp]`: phone number (digits, no `+`) → fixed code; no SMS provider is needed for them. */
  testOtp: Record<string, string>;
  /** Seconds between two codes to one phone (`max_frequency`, default 5). */
  maxFrequency: number;
}

/** `[auth.mfa]`: TOTP only (phone and WebAuthn factors are not emulated). */
export interface MfaConfig {
  maxEnrolledFactors: number;
  totpEnroll: boolean;
  totpVerify: boolean;
}

type Table = Record<string, unknown>;
const table = (value: unknown): Table =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};

/** Deep merge of TOML tables: `over` wins, sub-tables merge. */
function merge(base: Table, over: Table): Table {
  const out: Table = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const isTable = value && typeof value === 'object' && !Array.isArray(value);
    out[key] = isTable ? merge(table(base[key]), value as Table) : value;
  }
  return out;
}

const readToml = (file: string): Table => (existsSync(file) ? table(parse(readFileSync(file, 'utf8'))) : {});

/** Go duration strings of the CLI config ("1s", "5m", "1h30m") in seconds; numbers are seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
  if (!parts.length) return fallback;
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  return parts.reduce((sum, [, amount, suffix]) => sum + Number(amount) * unit[suffix], 0);
}

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
 * @param overrideFile TOML laid over config.toml (default `process.env.STACK_AUTH_CONFIG`)
 */
export function loadAuthConfig(
  rootDir: string,
  siteUrl?: string,
  overrideFile = process.env.STACK_AUTH_CONFIG,
): AuthConfig {
  let config = readToml(join(rootDir, 'supabase', 'config.toml'));
  if (overrideFile) config = merge(config, readToml(overrideFile));
  const auth = table(config.auth);
  const email = table(auth.email);
  const sms = table(auth.sms);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const hook = table(table(auth.hook).custom_access_token);
  const rateLimit = table(auth.rate_limit);
  const signInSignUpsOverride = Number(process.env.STACK_AUTH_SIGN_IN_SIGN_UPS);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  const testOtp = Object.fromEntries(
    Object.entries(table(sms.test_otp)).map(([phone, code]) => [phone.replace(/\D/g, ''), String(code)]),
  );
  return {
    siteUrl: (siteUrl ?? (auth.site_url as string | undefined) ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? (auth.additional_redirect_urls as string[])
      : [],
    jwtExpiry: number(auth.jwt_expiry, 3600),
    refreshTokenRotation: auth.enable_refresh_token_rotation !== false,
    refreshTokenReuseInterval: number(auth.refresh_token_reuse_interval, 10),
    enableSignup: auth.enable_signup !== false,
    anonymousSignIns: auth.enable_anonymous_sign_ins === true,
    manualLinking: auth.enable_manual_linking === true,
    autoconfirm: email.enable_confirmations !== true,
    securePasswordChange: email.secure_password_change === true,
    emailMaxFrequency: durationSeconds(email.max_frequency, 1),
    minimumPasswordLength: number(auth.minimum_password_length, 6),
    otpExpiry: number(email.otp_expiry, 3600),
    sms: {
      enableSignup: sms.enable_signup === true,
      autoconfirm: sms.enable_confirmations !== true,
      testOtp,
      maxFrequency: durationSeconds(sms.max_frequency, 5),
    },
    mfa: {
      maxEnrolledFactors: number(mfa.max_enrolled_factors, 10),
      totpEnroll: totp.enroll_enabled === true,
      totpVerify: totp.verify_enabled === true,
    },
    customAccessTokenHook: hook.enabled === true && typeof hook.uri === 'string' ? hookFunctionName(hook.uri) : null,
    signInSignUps: signInSignUpsOverride > 0 ? signInSignUpsOverride : number(rateLimit.sign_in_sign_ups, 30),
  };
}
