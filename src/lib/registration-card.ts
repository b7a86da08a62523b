/**
 * The signed registration card of an online check-in (docs/online-check-in.md#the-registration-card): a
 * PDF in the private bucket `registration-cards`, which staff of the hotel may read (Storage RLS), so the
 * browser signs its own short-lived URL. The owner's check downloads the PDF, hashes its bytes (Web
 * Crypto SHA-256) and asks the database whether the declaration and the PDF are as they were signed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from './supabase';

export const REGISTRATION_CARD_BUCKET = 'registration-cards';
/** Seconds a card's signed URL lives: long enough to open it, too short to pass around. */
export const CARD_URL_SECONDS = 60;

/** Query keys of the cards (docs/architecture.md#front-end: one key factory per area). */
export const registrationCardKeys = {
  ofStay: (stayId: string) => ['registration-card', stayId] as const,
};

/** The card's object name for a stay, or null (no online declaration, or no card stored yet). */
export async function fetchRegistrationCardObject(stayId: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('checkin_declarations')
    .select('card_object')
    .eq('stay_id', stayId)
    .maybeSingle();
  if (error) throw error;
  return data?.card_object ?? null;
}

export const useRegistrationCardObject = (stayId: string | null, enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: registrationCardKeys.ofStay(stayId ?? ''),
      queryFn: () => fetchRegistrationCardObject(stayId ?? ''),
    }),
    enabled: Boolean(stayId) && enabled,
  });

/** @returns a signed URL of the card (CARD_URL_SECONDS). Throws the StorageError. */
export async function registrationCardUrl(object: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(REGISTRATION_CARD_BUCKET)
    .createSignedUrl(object, CARD_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

/**
 * Opens the card in a new tab. The tab is opened before the URL is signed, inside the click, so popup
 * blockers let it through; it is closed again if signing fails.
 */
export async function openRegistrationCard(object: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await registrationCardUrl(object);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The owner's verdict: `intact` when both the declaration and the PDF are as signed. */
export type CardCheck = 'intact' | 'changed';

/**
 * The owner's integrity check: the stored PDF's SHA-256 and the declaration's seal (rpc
 * `registration_card_intact`). Throws when the card cannot be read or the caller is not the owner (42501).
 */
export async function checkRegistrationCard(stayId: string, object: string): Promise<CardCheck> {
  const response = await fetch(await registrationCardUrl(object));
  if (!response.ok) throw new Error('The registration card could not be read. Try again.');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
  const pdfSha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  const { data, error } = await supabase.rpc('registration_card_intact', {
    p_stay_id: stayId,
    p_pdf_sha256: pdfSha256,
  });
  if (error) throw error;
  const verdict = data[0];
  return verdict?.content_intact && verdict.card_intact ? 'intact' : 'changed';
}
