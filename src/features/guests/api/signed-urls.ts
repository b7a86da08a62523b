/**
 * Passport image URLs through the `passport-url` edge function (docs/product.md#data-protection):
 * staff cannot sign URLs themselves, so every view asks the function, which logs the access with its
 * context and returns signed URLs that live at most 120 s. Body `{guestId, context, objects?}` →
 * `{data: {urls: [{object, signedUrl, expiresIn}]}}` (expiresIn in seconds). Entries that are
 * already URLs (older records, docs/product.md#guest-fields) pass through without a call.
 */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function';
import { guestKeys } from './guest-keys';

export const PASSPORT_BUCKET = 'passports';

/** Why an image is shown; the access log records it. */
export type PassportUrlContext = 'thumbnail' | 'dialog' | 'print' | 'export' | 'erase';

export type PassportUrls = { urls: Record<string, string>; expiresIn: number };

type PassportUrlAnswer = { urls?: { object: string; signedUrl: string; expiresIn: number }[] };

const isUrl = (name: string) => /^https?:\/\//.test(name);
/** Re-ask this long before the URLs expire, so an image never renders with a dead URL. */
const EXPIRY_MARGIN_S = 20;

/**
 * Signs `names` (object names of one guest's images) for `context`.
 * @returns map name → URL; a name the function did not sign is missing
 * @throws EdgeFunctionError when the function refuses (e.g. not this hotel's guest)
 */
export async function fetchPassportUrls(
  guestId: string,
  context: PassportUrlContext,
  names: readonly string[],
): Promise<PassportUrls> {
  const urls: Record<string, string> = {};
  for (const n of names) if (isUrl(n)) urls[n] = n;
  const objects = names.filter((n) => !isUrl(n));
  if (objects.length === 0) return { urls, expiresIn: 120 };
  const answer = await invokeFunction<PassportUrlAnswer>('passport-url', { guestId, context, objects });
  let expiresIn = 120;
  for (const item of answer?.urls ?? []) {
    urls[item.object] = item.signedUrl;
    expiresIn = Math.min(expiresIn, item.expiresIn);
  }
  return { urls, expiresIn };
}

export const passportUrlsQueryOptions = (guestId: string, context: PassportUrlContext, names: readonly string[]) =>
  queryOptions({
    queryKey: guestKeys.passportUrls(guestId, context, names),
    queryFn: () => fetchPassportUrls(guestId, context, names),
    staleTime: (query) => Math.max(0, (query.state.data?.expiresIn ?? 0) - EXPIRY_MARGIN_S) * 1000,
    // Each call is a logged view: an image already on screen keeps its pixels after the URL expires,
    // so only a new mount past the stale time signs again (no focus or interval refetch).
    refetchOnWindowFocus: false,
    enabled: Boolean(guestId) && names.length > 0,
  });

/** URLs of one guest's images for `context` (the details dialog, the image overlay). */
export const usePassportUrls = (guestId: string, context: PassportUrlContext, names: readonly string[]) =>
  useQuery(passportUrlsQueryOptions(guestId, context, names));

/** The list's thumbnails: one `thumbnail` call per guest (the function signs one guest at a time). */
export function usePassportThumbnails(guests: readonly { guestId: string; name: string }[]): Record<string, string> {
  return useQueries({
    queries: guests.map((g) => passportUrlsQueryOptions(g.guestId, 'thumbnail', [g.name])),
    combine: (results) => Object.assign({}, ...results.map((r) => r.data?.urls ?? {})) as Record<string, string>,
  });
}
