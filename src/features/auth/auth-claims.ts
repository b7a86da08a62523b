/**
 * Tenancy claims from a Supabase access token. The Custom Access Token Hook adds `hotel_id`
 * (uuid string or null) and `app_role` ('platform_admin' | 'hotel_staff'); docs/architecture.md says
 * never to read tenancy from user_metadata. Decoding (not verifying) is right here: the browser only
 * uses claims for navigation, the server verifies every request and RLS is the boundary.
 */
import { decodeJwt } from 'jose';

export type AppRole = 'platform_admin' | 'hotel_staff';
/** `aal` is the session's assurance level: 'aal2' after the sign-in's second step (docs/product.md#two-step-sign-in). */
export type TenancyClaims = { hotelId: string | null; appRole: AppRole | null; aal: 'aal1' | 'aal2' };

/** @param accessToken a JWT string (or nothing); @returns the claims, nulls (and aal1) when absent or unreadable. */
export function claimsFromAccessToken(accessToken: string | null | undefined): TenancyClaims {
  if (!accessToken) return { hotelId: null, appRole: null, aal: 'aal1' };
  try {
    const payload = decodeJwt(accessToken);
    const hotelId = typeof payload.hotel_id === 'string' && payload.hotel_id ? payload.hotel_id : null;
    const role = payload.app_role;
    const appRole = role === 'platform_admin' || role === 'hotel_staff' ? role : null;
    return { hotelId, appRole, aal: payload.aal === 'aal2' ? 'aal2' : 'aal1' };
  } catch {
    return { hotelId: null, appRole: null, aal: 'aal1' };
  }
}
