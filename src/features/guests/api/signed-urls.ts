/**
 * Short-lived signed URLs for passport images in the private `passports` bucket (docs/architecture.md:
 * never public URLs). One `createSignedUrls` call per set of names; entries that are already
 * URLs (older records, docs/product.md#guest-fields) pass through. Returns a map name → URL (missing = not signable).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from './guest-keys';

export const PASSPORT_BUCKET = 'passports';
const SIGNED_URL_SECONDS = 60 * 10;

export async function fetchSignedUrls(names: readonly string[]): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  const objects = names.filter((n) => !/^https?:\/\//.test(n));
  for (const n of names) if (!objects.includes(n)) urls[n] = n;
  if (objects.length === 0) return urls;
  const { data, error } = await supabase.storage.from(PASSPORT_BUCKET).createSignedUrls(objects, SIGNED_URL_SECONDS);
  if (error) throw error;
  for (const item of data ?? []) if (item.path && item.signedUrl) urls[item.path] = item.signedUrl;
  return urls;
}

export const signedUrlsQueryOptions = (names: readonly string[]) =>
  queryOptions({
    queryKey: guestKeys.signedUrls([...names].sort()),
    queryFn: () => fetchSignedUrls(names),
    // Refresh well before the URLs expire.
    staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
    enabled: names.length > 0,
  });

export const useSignedUrls = (names: readonly string[]) => useQuery(signedUrlsQueryOptions(names));
