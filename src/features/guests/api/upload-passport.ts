/**
 * Uploads one passport image to the private `passports` bucket (docs/architecture.md#storage).
 * An image of at most 256 KiB goes in one Storage request (supabase-js `upload`, multipart); a larger
 * one through Supabase Storage's tus endpoint (Supabase docs "Resumable Uploads";
 * docs/local-stack.md#storage): Bearer access token, metadata bucketName/objectName/contentType/
 * cacheControl, 6 MiB chunks ("do not change it"). Measured on a slow link (400 ms round trip,
 * 400 kbit/s), a 170 KB photo saved in 5.1 s in one request and 5.7–6.6 s through tus, which first
 * downloads its client; a large photo keeps tus's resume after a dropped connection.
 * Object names are `<hotelId>/<epoch ms>_<filename>` (team contract), so storage policies can
 * check the first folder against the hotel_id claim.
 */
import { StorageApiError } from '@supabase/supabase-js';
import type { DetailedError } from 'tus-js-client';
import { env } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { imageMessages } from '../lib/image-checks';
import { PASSPORT_BUCKET } from './signed-urls';

/** The largest image sent in one request, in bytes (256 KiB, docs/product.md#limits); larger ones use tus. */
export const SINGLE_REQUEST_MAX_BYTES = 256 * 1024;
export const TUS_CHUNK_SIZE = 6 * 1024 * 1024;

/**
 * Waits (ms) before each retry of a failed request; the upload resumes from the server's offset. They
 * span about 40 s, longer than the API takes to come back after a crash (docs/faults.md).
 */
export const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type UploadOptions = {
  file: File;
  objectName: string;
  accessToken: string;
  /** 0–100, rounded down. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/** Resolves when the object exists; rejects with the tus error (e.g. 403 from a storage policy). */
export async function uploadPassport({
  file,
  objectName,
  accessToken,
  onProgress,
  signal,
}: UploadOptions): Promise<string> {
  if (file.size <= SINGLE_REQUEST_MAX_BYTES) {
    signal?.throwIfAborted();
    onProgress(0);
    const { error } = await supabase.storage
      .from(PASSPORT_BUCKET)
      .upload(objectName, file, { contentType: file.type, cacheControl: '3600', upsert: false });
    if (error) throw error;
    onProgress(100);
    return objectName;
  }
  // Fetched at the first large upload, so the tus client is not part of /register's first paint (docs/architecture.md#performance).
  const tus = await import('tus-js-client');
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: `${env.VITE_SUPABASE_URL}/storage/v1/upload/resumable`,
      retryDelays: TUS_RETRY_DELAYS,
      headers: { authorization: `Bearer ${accessToken}`, apikey: env.VITE_SUPABASE_ANON_KEY, 'x-upsert': 'false' },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: PASSPORT_BUCKET, objectName, contentType: file.type, cacheControl: '3600' },
      chunkSize: TUS_CHUNK_SIZE,
      onProgress: (sent, total) => onProgress(total ? Math.floor((sent / total) * 100) : 0),
      onError: reject,
      onSuccess: () => {
        onProgress(100);
        resolve(objectName);
      },
    });
    signal?.addEventListener(
      'abort',
      () => void upload.abort(true).then(() => reject(new DOMException('Upload canceled', 'AbortError'))),
    );
    upload.start();
  });
}

/**
 * Why Storage refused an image, for the user: 413 (over the bucket's `file_size_limit`) and 415 / 400
 * `invalid_mime_type` (not an allowed image), from tus or from a single request (Storage's error body
 * carries the real status as `statusCode`). Null for anything else (network, policy, server error),
 * which the caller reports as a failed submission.
 */
export function uploadRefusal(error: unknown, fileName: string): string | null {
  if (error instanceof StorageApiError) {
    const status = error.statusCode || String(error.status);
    if (status === '413') return imageMessages.tooLarge(fileName);
    if (status === '415' || /invalid_mime_type|mime type/i.test(error.message)) return imageMessages.notImage(fileName);
    return null;
  }
  // tus-js-client's DetailedError, recognised by shape: its class is only loaded with the first upload.
  const response = error instanceof Error ? (error as Partial<DetailedError>).originalResponse : undefined;
  if (!response) return null;
  const status = response.getStatus();
  if (status === 413) return imageMessages.tooLarge(fileName);
  if (status === 415 || /invalid_mime_type/i.test(response.getBody() ?? '')) return imageMessages.notImage(fileName);
  return null;
}
