/**
 * Returning guests (docs/product.md#passport-scan): after a passport scan, the newest earlier stay of
 * the same hotel with the same passport number and nationality, so the desk can OFFER its contact
 * details. The `hotel_id` filter is explicit although RLS already limits rows to the user's hotel.
 */
import { supabase } from '@/lib/supabase';

export type ReturningGuest = {
  /** `YYYY-MM-DD` of the earlier stay's check-in. */
  stayDate: string;
  email: string | null;
  phone: string | null;
  travelAgentName: string | null;
};

/**
 * @param hotelId the user's hotel (uuid); `passportNumber` and `nationality` (ICAO code) as scanned.
 * @returns the newest matching guest's contact details, or null when none (or the lookup failed:
 *   the offer is a convenience, never a reason to block registration).
 */
export async function findReturningGuest(
  hotelId: string,
  passportNumber: string,
  nationality: string,
): Promise<ReturningGuest | null> {
  const { data, error } = await supabase
    .from('guests')
    .select('email, phone, travel_agent_name, check_in')
    .eq('hotel_id', hotelId)
    .eq('passport_number', passportNumber)
    .eq('nationality', nationality)
    .order('registered_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error || !data) return null;
  return {
    stayDate: data.check_in.slice(0, 10),
    email: data.email,
    phone: data.phone,
    travelAgentName: data.travel_agent_name,
  };
}
