/**
 * The registration submit (docs/product.md#states: submitting → success or failure): upload each image through
 * tus with per-image progress, then `add-guest`. On any failure the images uploaded in this attempt
 * are removed again, so failed attempts leave no orphaned passports in storage.
 * Errors are thrown as `RegisterGuestError` carrying the docs/product.md#messages message to show.
 */
import type { GuestInput } from '@shared/guest-schema';
import { supabase } from '@/lib/supabase';
import { addGuest, AddGuestError } from './add-guest';
import type { Guest } from './guest-columns';
import { PASSPORT_BUCKET } from './signed-urls';
import { ImageReadError, stripImageMetadata } from './strip-metadata';
import { passportObjectName, uploadPassport } from './upload-passport';

export const REGISTER_MESSAGES = {
  logIn: 'Please log in again.',
  noHotel: 'Hotel ID not found.',
  success: 'Guest registered successfully!',
  signIn: 'Please sign in again.',
  failed: 'Submission failed. Please try again.',
} as const;

export class RegisterGuestError extends Error {
  constructor(
    message: string,
    readonly needsLogin = false,
  ) {
    super(message);
  }
}

export type RegisterGuestInput = {
  hotelId: string | null;
  guest: GuestInput;
  files: { id: string; file: File }[];
  onProgress: (id: string, percent: number) => void;
};

/** Local calendar date as YYYY-MM-DD: the front desk's "today" (docs/product.md#guest-fields check-in default). */
export const localToday = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export async function registerGuest({ hotelId, guest, files, onProgress }: RegisterGuestInput): Promise<Guest> {
  // Spec docs/product.md#server-calls: the token is refreshed before calling; getSession refreshes one close to expiry.
  const {
    data: { session },
  } = await supabase.auth.getSession();
  if (!session) throw new RegisterGuestError(REGISTER_MESSAGES.logIn, true);
  if (!hotelId) throw new RegisterGuestError(REGISTER_MESSAGES.noHotel);

  const uploaded: string[] = [];
  try {
    // Only pixels leave the browser: EXIF/GPS/XMP are dropped by re-encoding (docs/product.md#data-protection).
    const clean = await Promise.all(files.map(({ file }) => stripImageMetadata(file)));
    const base = Date.now(); // + index keeps names unique when two files share a name
    const names = clean.map((file, i) => passportObjectName(hotelId, file.name, base + i));
    await Promise.all(
      files.map(async ({ id }, i) => {
        uploaded.push(
          await uploadPassport({
            file: clean[i],
            objectName: names[i],
            accessToken: session.access_token,
            onProgress: (p) => onProgress(id, p),
          }),
        );
      }),
    );
    return await addGuest({
      hotelId,
      guest: { ...guest, checkIn: guest.checkIn || localToday(), checkOut: guest.checkOut || null, attachments: names },
      idempotencyKey: crypto.randomUUID(),
    });
  } catch (error) {
    if (uploaded.length)
      await supabase.storage
        .from(PASSPORT_BUCKET)
        .remove(uploaded)
        .catch(() => undefined);
    if (error instanceof ImageReadError) throw new RegisterGuestError(error.message);
    if (error instanceof AddGuestError) {
      if (error.code === 'unauthenticated') throw new RegisterGuestError(REGISTER_MESSAGES.signIn);
      throw new RegisterGuestError(error.message || REGISTER_MESSAGES.failed);
    }
    throw new RegisterGuestError(REGISTER_MESSAGES.failed);
  }
}
