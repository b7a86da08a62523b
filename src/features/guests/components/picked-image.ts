/**
 * One picked passport image on its way to the upload (docs/product.md#guest-registration): the type
 * check (file-type, loaded on first use) and the re-encoding to a metadata-free JPEG
 * (docs/product.md#data-protection) both happen when the file is picked, so the preview shows exactly
 * what the upload will send.
 */
import { imageRefusal } from '../api/image-checks';
import { ImageReadError, stripImageMetadata } from '../api/strip-metadata';

export type PendingImage = {
  id: string;
  /** The file as picked: its name is what the user knows. */
  file: File;
  /** 'checking' until the type check and the re-encoding are done. */
  status: 'checking' | 'ready';
  /** The re-encoded JPEG that the upload sends; set once ready. */
  upload?: File;
  /** An object URL of `upload`, for the preview; revoked when the image leaves the list. */
  preview?: string;
  /** Upload progress 0–100 while saving, else null. */
  progress: number | null;
};

/** Why a file could not be checked because the checker itself did not load (e.g. the connection dropped). */
export const checkerFailed = (name: string) =>
  `Could not check ${name}: the image checker did not load. Check your connection and pick the image again.`;

/**
 * @param file a picked file
 * @returns the JPEG to upload, or why the file cannot be attached (a sentence naming it and the fix);
 *   never rejects
 */
export async function prepareImage(file: File): Promise<{ upload: File } | { refusal: string }> {
  let refusal: string | null;
  try {
    refusal = await imageRefusal(file);
  } catch {
    return { refusal: checkerFailed(file.name) };
  }
  if (refusal) return { refusal };
  try {
    return { upload: await stripImageMetadata(file) };
  } catch (error) {
    return { refusal: (error instanceof ImageReadError ? error : new ImageReadError(file.name)).message };
  }
}
