/**
 * Names of passport images in the private `passports` bucket: `<hotel_id>/<epoch ms>_<filename>`
 * (docs/architecture.md#storage), so storage policies and the guests' attachments constraint can check
 * the first folder against the hotel. Shared by the registration form (staff uploads) and the
 * checkin-upload-urls edge function (the guest's uploads through signed upload URLs).
 */

/**
 * @param hotelId the hotel's id (the folder)
 * @param fileName the name the user's file had; characters Storage keys reject become `_`
 * @param now ms since the epoch (distinct per file of one save)
 * @returns e.g. `3f0c…/1764230400000_passport.jpg`
 */
export function passportObjectName(hotelId: string, fileName: string, now = Date.now()): string {
  const safe =
    fileName
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(-100) || 'image';
  return `${hotelId}/${now}_${safe}`;
}
