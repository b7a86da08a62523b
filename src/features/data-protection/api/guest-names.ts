/**
 * Display names of guests by id, for log and receipt rows (which store only the guest id). Guests
 * erased since read as missing; callers show them as 'Erased guest'. Ids are looked up in chunks
 * so the `in` filter stays well inside URL limits.
 */
import { supabase } from '@/lib/supabase';

const CHUNK = 100;

/** @returns map guest id → "First Last" (or 'Unnamed guest'). Throws the PostgrestError. */
export async function fetchGuestNames(guestIds: readonly (string | null)[]): Promise<Record<string, string>> {
  const ids = [...new Set(guestIds.filter((id): id is string => Boolean(id)))];
  const names: Record<string, string> = {};
  for (let i = 0; i < ids.length; i += CHUNK) {
    const { data, error } = await supabase
      .from('guests')
      .select('id, first_name, last_name')
      .in('id', ids.slice(i, i + CHUNK));
    if (error) throw error;
    for (const g of data ?? []) names[g.id] = [g.first_name, g.last_name].filter(Boolean).join(' ') || 'Unnamed guest';
  }
  return names;
}

export const ERASED_GUEST = 'Erased guest';
