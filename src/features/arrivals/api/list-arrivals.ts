/**
 * The Arrivals list (docs/online-check-in.md#arrivals): the hotel's stays added as expected arrivals (they
 * carry the lead guest's name), from yesterday on, by arrival date, each with its state and how many
 * travellers declared online. At most 200: a small hotel's coming weeks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arrivalKeys } from './arrival-keys';

export const ARRIVALS_SHOWN = 200;

export type ArrivalState = 'link_not_sent' | 'sent' | 'opened' | 'completed' | 'checked_in' | 'cancelled';

export interface Arrival {
  id: string;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  arrivalDate: string;
  departureDate: string | null;
  people: number | null;
  room: string | null;
  state: ArrivalState;
  /** Travellers in the guest's declaration (0 before it is completed). */
  travellers: number;
  /** The signed registration card's object (bucket registration-cards), null until stored. */
  card: string | null;
}

type EmbeddedDeclaration = { travellers: unknown; card_object: string | null };

/**
 * How many travellers declared, and the card (the declaration embeds as one object or a one-element
 * list: PostgREST infers one-to-one from keys).
 */
function declared(embedded: EmbeddedDeclaration | EmbeddedDeclaration[] | null) {
  const declaration = Array.isArray(embedded) ? embedded[0] : embedded;
  return {
    travellers: Array.isArray(declaration?.travellers) ? declaration.travellers.length : 0,
    card: declaration?.card_object ?? null,
  };
}

const since = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export async function listArrivals(): Promise<Arrival[]> {
  const { data, error } = await supabase
    .from('stays')
    .select(
      'id, guest_name, guest_email, guest_phone, arrival_date, departure_date, people, room, arrival_state, checkin_declarations(travellers, card_object)',
    )
    .not('guest_name', 'is', null)
    .gte('arrival_date', since())
    .order('arrival_date')
    .order('created_at')
    .limit(ARRIVALS_SHOWN);
  if (error) throw error;
  return data.map((row) => ({
    ...declared(row.checkin_declarations),
    id: row.id,
    guestName: row.guest_name ?? '',
    guestEmail: row.guest_email,
    guestPhone: row.guest_phone,
    arrivalDate: row.arrival_date,
    departureDate: row.departure_date,
    people: row.people,
    room: row.room,
    state: row.arrival_state as ArrivalState,
  }));
}

export const arrivalsQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: arrivalKeys.list(hotelId), queryFn: listArrivals });

export const useArrivals = (hotelId: string) => useQuery(arrivalsQueryOptions(hotelId));
