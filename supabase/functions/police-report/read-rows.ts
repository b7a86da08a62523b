/**
 * What a police report is made from, read as the caller (docs/police-reports.md#the-edge-function): the
 * hotel's authority and codes, the selected stays and their guests. RLS decides tenancy: another hotel's
 * stays are simply not found, and the request is refused naming `stayIds`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import type { PoliceAuthority } from '../_shared/police/report-request.ts';
import type { GuestRow, HotelRow, StayRow } from '../_shared/police/stays-from-rows.ts';

export type ReportHotel = HotelRow & { time_zone: string; police_authority: PoliceAuthority };
export type ReportStay = StayRow & { status: string };
export interface ReportRows {
  hotel: ReportHotel;
  stays: ReportStay[];
  guests: GuestRow[];
}

const HOTEL_COLUMNS = 'name, address, time_zone, police_authority, ses_establishment_code, siba_establishment';
const STAY_COLUMNS =
  'id, status, arrival_date, departure_date, room, contract_reference, contract_date, people, payment_type';
const GUEST_COLUMNS =
  'id, stay_id, stay_role, relationship, first_name, last_name, second_last_name, sex, date_of_birth, nationality, ' +
  'birth_country, birth_place, document_type, passport_number, issuing_country, document_issue_place, document_support, ' +
  'residence_address, residence_city, residence_postcode, residence_country, phone, email';

/** Told to a hotel without an authority: where to choose one. */
export const NO_AUTHORITY_MESSAGE =
  'Your hotel reports to no police authority yet. The owner chooses it on Hotel Setup, under Police reports.';

/**
 * @param client the caller's client (RLS applies)
 * @param hotelId the caller's hotel, from the access token's claim
 * @param stayIds the stays to report, each once
 * @returns the hotel, the stays in the order asked, and their guests in registration order
 * @throws HttpError 403 when the caller cannot read the hotel (a removed member), 400 without an authority,
 *   400 naming `stayIds` when a stay is not the hotel's or has not arrived
 */
export async function readReportRows(client: SupabaseClient, hotelId: string, stayIds: string[]): Promise<ReportRows> {
  const hotel = await client.from('hotels').select(HOTEL_COLUMNS).eq('id', hotelId).maybeSingle<ReportHotel>();
  if (hotel.error) throw fromDatabaseError(hotel.error);
  if (!hotel.data) throw new HttpError('permission-denied', 'Only hotel staff can do this.');
  if (!hotel.data.police_authority) throw new HttpError('invalid-argument', NO_AUTHORITY_MESSAGE);

  const stays = await client.from('stays').select(STAY_COLUMNS).eq('hotel_id', hotelId).in('id', stayIds);
  if (stays.error) throw fromDatabaseError(stays.error);
  const found = new Map((stays.data as ReportStay[]).map((stay) => [stay.id, stay]));
  const missing = stayIds.filter((id) => !found.has(id)).length;
  if (missing) {
    throw new HttpError('invalid-argument', `stayIds: ${missing} of the selected stays are not stays of your hotel.`);
  }
  const ordered = stayIds.map((id) => found.get(id)!);
  if (ordered.some((stay) => stay.status !== 'checked_in' && stay.status !== 'checked_out')) {
    throw new HttpError(
      'invalid-argument',
      'stayIds: Only stays that have arrived are reported; check the guests in first.',
    );
  }

  const guests = await client
    .from('guests')
    .select(GUEST_COLUMNS)
    .eq('hotel_id', hotelId)
    .in('stay_id', stayIds)
    .order('registered_at')
    .order('id');
  if (guests.error) throw fromDatabaseError(guests.error);
  return { hotel: hotel.data, stays: ordered, guests: guests.data as unknown as GuestRow[] };
}

/**
 * The guests among `guestIds` already in a live (generated or accepted) report for `authority`, with the
 * file that carries them (read as the caller).
 */
export async function alreadyReported(client: SupabaseClient, authority: PoliceAuthority, guestIds: string[]) {
  if (!guestIds.length) return new Map<string, { fileName: string; createdAt: string }>();
  const { data, error } = await client
    .from('police_reports')
    .select('file_name, created_at, guest_ids')
    .eq('authority', authority)
    .neq('status', 'discarded')
    .overlaps('guest_ids', guestIds);
  if (error) throw fromDatabaseError(error);
  const carried = new Map<string, { fileName: string; createdAt: string }>();
  for (const row of data as { file_name: string; created_at: string; guest_ids: string[] }[]) {
    for (const id of row.guest_ids) carried.set(id, { fileName: row.file_name, createdAt: row.created_at });
  }
  return carried;
}
