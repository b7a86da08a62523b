/**
 * Save Setup (docs/product.md#hotel-setup). A user with a hotel updates name and address and, when they
 * are its owner, the data rules (docs/product.md#data-rules): form fields, the passport image rule
 * (docs/product.md#data-protection), the police authority (docs/police-reports.md#the-hotels-authority)
 * and the time zone (the browser's: default check-in dates are the
 * hotel's local date). Staff send name and address only (the database refuses them the rules); a
 * user without a hotel creates it through rpc `create_hotel` (hotel + owner membership + Starter plan),
 * then refreshes the session so the new `hotel_id` claim applies at once (the access token hook
 * only runs when a token is issued). Throws with the server's message; the page falls back to
 * 'Failed to save hotel setup.'
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FORM_FIELD_KEYS, type FormFieldKey } from '@shared/guest-fields';
import { policeColumnsOf, policeSetupSchema } from '@shared/police/hotel-authority';
import { supabase } from '@/lib/supabase';
import { hotelKeys } from '@/lib/hotel';
import { passportRetentionFields } from '../lib/passport-retention-schema';

export const hotelSetupInputSchema = z.object({
  name: z.string().trim().min(1, 'Hotel name and address are required').max(200),
  address: z.string().trim().min(1, 'Hotel name and address are required').max(500),
  fields: z.object(
    Object.fromEntries(FORM_FIELD_KEYS.map((k) => [k, z.boolean()])) as Record<FormFieldKey, z.ZodBoolean>,
  ),
  ...passportRetentionFields,
  police: policeSetupSchema,
});
export type HotelSetupInput = z.infer<typeof hotelSetupInputSchema>;

/** The data-rule columns beyond the field toggles: the passport image rule and the police authority. */
const retentionColumns = (input: HotelSetupInput) => ({
  passport_retention: input.passportRetention,
  passport_retention_days: input.passportRetentionDays,
  ...policeColumnsOf(input.police),
});

/** The browser's IANA time zone: the hotel's, since setup is done at the front desk (docs/product.md#hotel-setup). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * @param rules whether to save the data rules too (the caller owns the hotel); ignored when creating one
 */
export async function saveHotelSetup(
  hotelId: string | null,
  input: HotelSetupInput,
  { rules }: { rules: boolean },
): Promise<{ hotelId: string }> {
  if (hotelId) {
    const { error } = await supabase
      .from('hotels')
      .update({
        name: input.name,
        address: input.address,
        ...(rules && { form_fields: input.fields, time_zone: browserTimeZone(), ...retentionColumns(input) }),
      })
      .eq('id', hotelId);
    if (error) throw error;
    return { hotelId };
  }
  const { data, error } = await supabase.rpc('create_hotel', {
    p_name: input.name,
    p_address: input.address,
    p_form_fields: input.fields,
  });
  if (error) throw error;
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
  const created = (Array.isArray(data) ? data[0] : data) as { id: string };
  // create_hotel takes no rule or zone: set them now that the refreshed token carries the new hotel_id.
  const rule = await supabase
    .from('hotels')
    .update({ time_zone: browserTimeZone(), ...retentionColumns(input) })
    .eq('id', created.id);
  if (rule.error) throw rule.error;
  return { hotelId: created.id };
}

export function useSaveHotelSetup(hotelId: string | null, rules: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HotelSetupInput) => saveHotelSetup(hotelId, input, { rules }),
    onSuccess: ({ hotelId: id }) => void queryClient.invalidateQueries({ queryKey: hotelKeys.detail(id) }),
  });
}
