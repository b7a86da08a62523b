/**
 * The logins supabase/seed.sql creates on a local stack, for the contract, e2e and fault suites.
 * The admin's second step uses the seeded, local-only TOTP authenticator's secret.
 */
export const SEED = {
  admin: {
    username: 'admin',
    email: 'admin@guestregistry.app',
    password: 'Admin-Passw0rd!',
    totpSecret: 'HOTELGUESTREGISTRYLOCALADMINTOTP',
  },
  demo: { email: 'demo@guestregistry.app', password: 'demo-pass-2026', hotelName: 'Seaside Demo Villa' },
  lodge: { email: 'lodge@guestregistry.app', password: 'lodge-pass-2026', hotelName: 'Mountain Lodge' },
} as const;
