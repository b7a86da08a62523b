/**
 * Password hashing and strength rules. bcrypt (cost 10, Go's bcrypt.DefaultCost as GoTrue uses) via
 * `bcryptjs`; rules from config.toml `minimum_password_length` (spec §"Minimum new password length: 6").
 */
import bcrypt from 'bcryptjs';
import { authErrors } from './errors.ts';

const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** Compares against a stored bcrypt hash; false when the user has no password. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) return false;
  return bcrypt.compare(password, hash);
}

/**
 * Throws 422 weak_password (reasons ["length"]) when shorter than `minLength` characters
 * (gotrue `internal/api/password.go` checkPasswordStrength).
 */
export function assertStrongPassword(password: string, minLength: number): void {
  if ([...password].length < minLength) throw authErrors.weakPassword(minLength);
}
