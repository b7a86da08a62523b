/**
 * Uploads a traveller's passport images (docs/online-check-in.md#passport-images): `checkin-upload-urls`
 * names each image in the hotel's folder and signs an upload for that one name; the page then sends the
 * bytes with supabase-js `uploadToSignedUrl` (the guest has no Storage access of their own). The
 * images are re-encoded first by the caller, so no camera metadata leaves the phone.
 */
import { invokeFunction } from '@/lib/invoke-function';
import { supabase } from '@/lib/supabase';

interface IssuedUploads {
  uploads: { name: string; path: string; token: string }[];
}

/**
 * @param token the link's token; `traveller` the traveller's position in the form (0 first)
 * @returns the object names, to send as the traveller's `attachments`
 * @throws EdgeFunctionError (429, 403 where the hotel keeps no images, 400 past 5) or Storage's error
 */
export async function uploadTravellerImages(token: string, traveller: number, files: File[]): Promise<string[]> {
  if (!files.length) return [];
  const { uploads } = await invokeFunction<IssuedUploads>('checkin-upload-urls', {
    token,
    traveller,
    files: files.map((file) => ({ name: file.name })),
  });
  return Promise.all(
    uploads.map(async ({ path, token: uploadToken }, index) => {
      const { error } = await supabase.storage
        .from('passports')
        .uploadToSignedUrl(path, uploadToken, files[index], { contentType: files[index].type });
      if (error) throw error;
      return path;
    }),
  );
}
