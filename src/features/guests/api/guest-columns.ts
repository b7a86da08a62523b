/** Columns the SPA reads from `public.guests` and the row type they give. */
import type { Tables } from '@/lib/database.types';

export const GUEST_COLUMNS =
  'id, hotel_id, first_name, last_name, passport_number, nationality, travel_agent_name, email, phone, check_in, check_out, room, chauffeur_name, chauffeur_contact, registered_at, checked_out_at, attachments, created_from, legal_hold';

export type Guest = Pick<
  Tables<'guests'>,
  | 'id'
  | 'hotel_id'
  | 'first_name'
  | 'last_name'
  | 'passport_number'
  | 'nationality'
  | 'travel_agent_name'
  | 'email'
  | 'phone'
  | 'check_in'
  | 'check_out'
  | 'room'
  | 'chauffeur_name'
  | 'chauffeur_contact'
  | 'registered_at'
  | 'checked_out_at'
  | 'attachments'
  | 'created_from'
  | 'legal_hold'
>;

/**
 * Storage object names of a guest's passport images. Older records may hold one string or full
 * URLs (docs/product.md#guest-fields); URLs are shown as they are, names get signed URLs.
 */
export function attachmentsOf(guest: Pick<Guest, 'attachments'>): string[] {
  const raw = guest.attachments as unknown;
  if (Array.isArray(raw)) return raw.filter((a): a is string => typeof a === 'string' && a.length > 0);
  return typeof raw === 'string' && raw ? [raw] : [];
}
