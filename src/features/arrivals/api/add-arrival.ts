/**
 * Add an arrival (docs/online-check-in.md#arrivals): an expected stay with the lead guest's name, an email
 * or a phone, the dates, the number of guests and perhaps a room. The database checks the same limits
 * (stays constraints) and RLS keeps it to the staff's hotel.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { dateRule, emailRule, phoneRule, textRule } from '@shared/guest-field-rules';
import { STAY_DATES } from '@shared/guest-fields';
import { supabase } from '@/lib/supabase';
import { arrivalKeys } from './arrival-keys';

export const arrivalInputSchema = z
  .object({
    guestName: textRule(200).min(1, 'Required'),
    guestEmail: emailRule(),
    guestPhone: phoneRule(50),
    arrivalDate: dateRule(STAY_DATES).min(1, 'Required'),
    departureDate: dateRule(STAY_DATES).min(1, 'Required'),
    people: z.string().regex(/^(?:[1-9]|1\d|20)?$/, 'Must be a number from 1 to 20'),
    room: textRule(50),
  })
  .superRefine((value, ctx) => {
    if (!value.guestEmail && !value.guestPhone) {
      ctx.addIssue({ code: 'custom', path: ['guestEmail'], message: 'Give an email or a phone number' });
    }
    if (value.arrivalDate && value.departureDate && value.departureDate < value.arrivalDate) {
      ctx.addIssue({ code: 'custom', path: ['departureDate'], message: 'Must be on or after the arrival' });
    }
  });
export type ArrivalInput = z.input<typeof arrivalInputSchema>;

export async function addArrival(hotelId: string, input: z.output<typeof arrivalInputSchema>): Promise<void> {
  const { error } = await supabase.from('stays').insert({
    hotel_id: hotelId,
    status: 'expected',
    guest_name: input.guestName,
    guest_email: input.guestEmail || null,
    guest_phone: input.guestPhone || null,
    arrival_date: input.arrivalDate,
    departure_date: input.departureDate,
    people: input.people ? Number(input.people) : null,
    room: input.room || null,
  });
  if (error) throw error;
}

export function useAddArrival(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof arrivalInputSchema>) => addArrival(hotelId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalKeys.hotel(hotelId) }),
  });
}
