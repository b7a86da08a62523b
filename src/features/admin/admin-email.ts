/**
 * The admin login's username rule (docs/product.md#validation "Admin login"): a username without '@' gets the fixed
 * admin mail domain appended; the result is lower-cased and trimmed.
 *
 * @param usernameOrEmail what the admin typed, e.g. 'Admin' or 'admin@guestregistry.app'
 * @param adminDomain the mail domain without '@', e.g. 'guestregistry.app'
 * @returns the email to sign in with, e.g. 'admin@guestregistry.app'
 */
export function toAdminEmail(usernameOrEmail: string, adminDomain: string): string {
  const typed = usernameOrEmail.trim();
  const email = typed.includes('@') ? typed : `${typed}@${adminDomain.replace(/^@/, '')}`;
  return email.toLowerCase();
}

/** Default admin mail domain (docs/product.md#admin, supabase/seed.sql); override with VITE_ADMIN_EMAIL_DOMAIN. */
export const DEFAULT_ADMIN_DOMAIN = 'guestregistry.app';
