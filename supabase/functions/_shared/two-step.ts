/**
 * The hotel's two-step sign-in rule in the edge functions (docs/product.md#two-step-sign-in): when the
 * caller's hotel requires it (`hotels.require_two_step`, read as the caller), passport URLs, exports and
 * erasure need an `aal2` session (https://supabase.com/docs/guides/auth/auth-mfa). The database checks
 * the same rule for what it serves itself (the `require_hotel_two_step` migration helpers).
 */
import type { Caller } from './clients.ts';
import { HttpError, fromDatabaseError } from './errors.ts';

/** The refusals, by what was asked (docs/product.md#messages). */
export const TWO_STEP_REFUSALS = {
  passportImages: 'Passport images need two-step sign-in in this hotel.',
  exports: 'Exports need two-step sign-in in this hotel.',
  erasure: 'Erasure needs two-step sign-in in this hotel.',
} as const;

/**
 * Passes an `aal2` caller, and one whose hotel does not require two-step sign-in.
 * @throws HttpError 403 with `refusal` (one of TWO_STEP_REFUSALS)
 */
export async function requireHotelTwoStep(caller: Caller, refusal: string): Promise<void> {
  if (caller.aal === 'aal2' || !caller.hotelId) return;
  const { data, error } = await caller.client
    .from('hotels')
    .select('require_two_step')
    .eq('id', caller.hotelId)
    .maybeSingle();
  if (error) throw fromDatabaseError(error);
  if ((data as { require_two_step?: boolean } | null)?.require_two_step) {
    throw new HttpError('permission-denied', refusal);
  }
}
