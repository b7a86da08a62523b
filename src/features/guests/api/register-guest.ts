/**
 * The registration submit (docs/product.md#states: submitting → success or failure): upload each image
 * (already re-encoded to a metadata-free JPEG when it was picked) with per-image progress, then `add-guest`. On any failure the images uploaded in this attempt
 * are removed again, so failed attempts leave no orphaned passports in storage.
 * Errors are thrown as `RegisterGuestError` carrying the docs/product.md#messages message to show.
 */
import { todayIso, type GuestInput } from '@shared/guest-schema';
import { supabase } from '@/lib/supabase';
import { addGuest, AddGuestError } from './add-guest';
import type { Guest } from './guest-columns';
import { PASSPORT_BUCKET } from './signed-urls';
import { passportObjectName, uploadPassport, uploadRefusal } from './upload-passport';

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
    /** The image Storage refused (too large, not an image): the form drops it and keeps the others. */
    readonly refusedImageId?: string,
  ) {
    super(message);
  }
}

/** An upload Storage refused for a reason the user can fix; the message names the file. */
class ImageRefusedError extends Error {
  constructor(
    message: string,
    readonly imageId: string,
  ) {
    super(message);
  }
}

export type RegisterGuestInput = {
  hotelId: string | null;
  guest: GuestInput;
  /** `file`: the re-encoded JPEG to upload; `name`: the picked file's name, for messages. */
  files: { id: string; file: File; name: string }[];
  onProgress: (id: string, percent: number) => void;
};

/**
 * After 'Please log in again.': the session vanished without a SIGNED_OUT event (e.g. storage cleared
 * in this tab), so the app still thinks it is signed in and /login would send the user back. Signing
 * out locally tells it. Resolves when done; never rejects.
 */
export async function endLostSession(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
}

export async function registerGuest({ hotelId, guest, files, onProgress }: RegisterGuestInput): Promise<Guest> {
  // Spec docs/product.md#server-calls: the token is refreshed before calling; getSession refreshes one close to expiry.
  const {
    data: { session },
  } = await supabase.auth.getSession();
  if (!session) throw new RegisterGuestError(REGISTER_MESSAGES.logIn, true);
  if (!hotelId) throw new RegisterGuestError(REGISTER_MESSAGES.noHotel);

  const uploaded: string[] = [];
  try {
    const base = Date.now(); // + index keeps names unique when two files share a name
    const names = files.map(({ file }, i) => passportObjectName(hotelId, file.name, base + i));
    await Promise.all(
      files.map(async ({ id, file, name }, i) => {
        try {
          uploaded.push(
            await uploadPassport({
              file,
              objectName: names[i],
              accessToken: session.access_token,
              onProgress: (p) => onProgress(id, p),
            }),
          );
        } catch (error) {
          const reason = uploadRefusal(error, name);
          throw reason ? new ImageRefusedError(reason, id) : error;
        }
      }),
    );
    return await addGuest({
      hotelId,
      guest: { ...guest, checkIn: guest.checkIn || todayIso(), checkOut: guest.checkOut || null, attachments: names },
      idempotencyKey: crypto.randomUUID(),
    });
  } catch (error) {
    if (uploaded.length)
      await supabase.storage
        .from(PASSPORT_BUCKET)
        .remove(uploaded)
        .catch(() => undefined);
    if (error instanceof ImageRefusedError)
      throw new RegisterGuestError(
        `${error.message} It was removed; the other images are still attached.`,
        false,
        error.imageId,
      );
    if (error instanceof AddGuestError) {
      if (error.code === 'unauthenticated') throw new RegisterGuestError(REGISTER_MESSAGES.signIn);
      throw new RegisterGuestError(error.message || REGISTER_MESSAGES.failed);
    }
    throw new RegisterGuestError(REGISTER_MESSAGES.failed);
  }
}
