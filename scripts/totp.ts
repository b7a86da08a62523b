/**
 * `npm run totp [-- SECRET]`: the current two-step sign-in code of a TOTP secret (RFC 6238: SHA-1,
 * 6 digits, 30 s, as Supabase Auth's factors), by default the seeded platform admin's, for signing in
 * to a local stack without an authenticator app (docs/product.md#two-step-sign-in).
 */
import { Secret, TOTP } from 'otpauth';

/** The seeded admin's factor secret (supabase/seed.sql): public, local stacks only. */
export const SEEDED_ADMIN_TOTP_SECRET = 'HOTELGUESTREGISTRYLOCALADMINTOTP';

/** The code an authenticator app shows now for `secret` (base32), and the seconds it stays valid. */
export function currentCode(secret: string, now = Date.now()): { code: string; secondsLeft: number } {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return { code: totp.generate({ timestamp: now }), secondsLeft: 30 - (Math.floor(now / 1000) % 30) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, secondsLeft } = currentCode(process.argv[2] ?? SEEDED_ADMIN_TOTP_SECRET);
  console.log(`${code}  (valid for ${secondsLeft} s more)`);
}
