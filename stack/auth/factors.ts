/**
 * TOTP factors (docs/local-stack.md#auth; gotrue `internal/api/mfa.go`, `internal/models/factor.go`):
 * RFC 6238 codes (SHA-1, 6 digits, 30 s, one step of skew either way) from the `otpauth` library,
 * a 20-byte base32 secret, the `otpauth://` URI and its QR code as SVG (`qrcode`), and GoTrue's
 * factor JSON.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** Row of auth.mfa_factors. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** GoTrue's factor JSON (user.factors, admin factor listing, deletion answers). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/**
 * A new TOTP key for enrolment.
 * @param issuer shown by authenticator apps (GoTrue: the request's `issuer`, else the site URL's host)
 * @param account the user's email ('' when none)
 * @returns base32 secret, otpauth URI and the URI's QR code as an SVG document
 */
export async function newTotpKey(issuer: string, account: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, account).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  return { secret, uri, qrCode };
}

/** Whether `code` is the current TOTP code of `secret` (±1 period, as GoTrue's skew 1). */
export function totpCodeMatches(secret: string, code: string, timestamp = Date.now()): boolean {
  return /^\d{6}$/.test(code) && totpFor(secret).validate({ token: code, timestamp, window: 1 }) !== null;
}

/** The code an authenticator app would show now (tests and the local stack's own checks). */
export const currentTotpCode = (secret: string, timestamp = Date.now()) => totpFor(secret).generate({ timestamp });
