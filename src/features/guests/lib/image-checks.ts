/**
 * Checks a passport image before it is uploaded (docs/product.md#limits): the `passports` bucket takes
 * images of at most 10 MiB, and the type is read from the file's first bytes, not its name, so a text
 * file renamed `.png` is caught here instead of ending in a refused upload.
 */
/** The `passports` bucket's `file_size_limit` in bytes (10 MiB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Detected MIME type → the name the user knows. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
};
const ACCEPTED_NAMES = 'JPEG, PNG, WebP or HEIC';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const imageMessages = {
  tooLarge: (name: string, bytes?: number) =>
    `${name}${bytes === undefined ? ' is too large' : ` is ${megabytes(bytes)}`}: each image can be at most 10 MB.`,
  notImage: (name: string) =>
    `${name} is not a ${ACCEPTED_NAMES} image: attach a photo or scan in one of these formats.`,
};

/**
 * @param file a picked file
 * @returns why the file cannot be attached (names the file and the limit), or null when it can
 */
export async function imageRefusal(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge(file.name, file.size);
  // file-type's detectors load on the first pick, not with the registration page.
  const { fileTypeFromBlob } = await import('file-type/core');
  const type = await fileTypeFromBlob(file).catch(() => undefined);
  return type && ACCEPTED[type.mime] ? null : imageMessages.notImage(file.name);
}
