/**
 * The registration submit (docs/product.md#states: submitting → success or failure): upload each image
 * (already re-encoded to a metadata-free JPEG when it was picked) with per-image progress, then
 * `add-guest`. A submit that failed is retried as the same registration (docs/faults.md): the same
 * idempotency key, and the images it already uploaded are not sent again, so a save whose answer was
 * lost (the API crashed after saving) lands once. Images of a registration never finished are
 * deleted by the purge's orphan rule after 24 hours.
 * Errors are thrown as `RegisterGuestError` carrying the docs/product.md#messages message to show.
 */
import { todayIso, type GuestInput } from '@shared/guest-schema';
import { passportObjectName } from '@shared/passport-names';
import { supabase } from '@/lib/supabase';
import { addGuest, AddGuestError } from './add-guest';
import type { Guest } from './guest-columns';
import { uploadPassport, uploadRefusal } from './upload-passport';

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

/**
 * One registration across its submits: made when the form starts (or after a success), kept while
 * submits fail. `uploaded` maps a picked image's id to the object it was stored as.
 */
export type RegistrationAttempt = { idempotencyKey: string; uploaded: Map<string, string> };

export const newRegistrationAttempt = (): RegistrationAttempt => ({
  idempotencyKey: crypto.randomUUID(),
  uploaded: new Map(),
});

export type RegisterGuestInput = {
  hotelId: string | null;
  guest: GuestInput;
  /** `file`: the re-encoded JPEG to upload; `name`: the picked file's name, for messages. */
  files: { id: string; file: File; name: string }[];
  onProgress: (id: string, percent: number) => void;
  attempt: RegistrationAttempt;
};

/**
 * After 'Please log in again.': the session vanished without a SIGNED_OUT event (e.g. storage cleared
 * in this tab), so the app still thinks it is signed in and /login would send the user back. Signing
 * out locally tells it. Resolves when done; never rejects.
 */
export async function endLostSession(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
}

export async function registerGuest({
  hotelId,
  guest,
  files,
  onProgress,
  attempt,
}: RegisterGuestInput): Promise<Guest> {
  // Spec docs/product.md#server-calls: the token is refreshed before calling; getSession refreshes one close to expiry.
  const {
    data: { session },
  } = await supabase.auth.getSession();
  if (!session) throw new RegisterGuestError(REGISTER_MESSAGES.logIn, true);
  if (!hotelId) throw new RegisterGuestError(REGISTER_MESSAGES.noHotel);

  try {
    const base = Date.now(); // + index keeps names unique when two files share a name
    const names = await Promise.all(
      files.map(async ({ id, file, name }, i) => {
        const stored = attempt.uploaded.get(id);
        if (stored) {
          onProgress(id, 100);
          return stored;
        }
        try {
          const objectName = await uploadPassport({
            file,
            objectName: passportObjectName(hotelId, file.name, base + i),
            accessToken: session.access_token,
            onProgress: (p) => onProgress(id, p),
          });
          attempt.uploaded.set(id, objectName);
          return objectName;
        } catch (error) {
          const reason = uploadRefusal(error, name);
          throw reason ? new ImageRefusedError(reason, id) : error;
        }
      }),
    );
    return await addGuest({
      hotelId,
      guest: { ...guest, checkIn: guest.checkIn || todayIso(), checkOut: guest.checkOut || null, attachments: names },
      idempotencyKey: attempt.idempotencyKey,
    });
  } catch (error) {
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
