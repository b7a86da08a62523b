/**
 * Password hashing and strength rules. bcrypt (cost 10, Go's bcrypt.DefaultCost as GoTrue uses) via
 * `bcryptjs`; rules from config.toml `minimum_password_length` (docs/product.md#limits).
 */
import bcrypt from 'bcryptjs';
import { authErrors } from './errors.ts';

const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** A bcrypt hash nobody knows the input of, compared when there is no real hash. */
const TIMING_EQUALISER = '$2b$10$986sfoU7jKDfYDKBEz/mT.dHUlAi0l6EAFHzB8cqLVGqf0EUSUtmy';

/**
 * Compares against a stored bcrypt hash; false when the user (or the password) does not exist.
 * Unknown accounts still cost one bcrypt comparison, so response times do not reveal which emails
 * have accounts.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) {
    await bcrypt.compare(password, TIMING_EQUALISER);
    return false;
  }
  return bcrypt.compare(password, hash);
}

/**
 * Throws 422 weak_password (reasons ["length"]) when shorter than `minLength` characters
 * (gotrue `internal/api/password.go` checkPasswordStrength).
 */
export function assertStrongPassword(password: string, minLength: number): void {
  if ([...password].length < minLength) throw authErrors.weakPassword(minLength);
}
