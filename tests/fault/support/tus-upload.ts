/**
 * A passport upload as the registration form sends it (src/features/guests/api/upload-passport.ts: the
 * tus endpoint, headers, metadata and retry delays), from Node, recording the offset of every PATCH so
 * a test can tell a resumed upload from one that started over.
 */
import * as tus from 'tus-js-client';
import { TUS_RETRY_DELAYS } from '../../../src/features/guests/api/upload-passport.ts';
import { ANON_KEY, apiUrl } from './fault-stack.ts';

export interface TracedUpload {
  /** Resolves with the object name once stored; rejects with tus-js-client's error. */
  done: Promise<string>;
  /** `Upload-Offset` of each PATCH, in order. */
  patchOffsets: number[];
  /** Bytes the server has acknowledged so far. */
  acknowledged: () => number;
}

/** Uploads `bytes` as `objectName` with the caller's access token, in chunks of `chunkSize` bytes. */
export function tracedUpload(bytes: Buffer, objectName: string, accessToken: string, chunkSize: number): TracedUpload {
  const patchOffsets: number[] = [];
  let acknowledged = 0;
  const done = new Promise<string>((resolve, reject) => {
    new tus.Upload(bytes, {
      endpoint: `${apiUrl()}/storage/v1/upload/resumable`,
      retryDelays: TUS_RETRY_DELAYS,
      headers: { authorization: `Bearer ${accessToken}`, apikey: ANON_KEY, 'x-upsert': 'false' },
      uploadDataDuringCreation: true,
      metadata: { bucketName: 'passports', objectName, contentType: 'image/png', cacheControl: '3600' },
      chunkSize,
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') patchOffsets.push(Number(request.getHeader('Upload-Offset')));
      },
      onChunkComplete: (_size, accepted) => (acknowledged = accepted),
      onError: reject,
      onSuccess: () => resolve(objectName),
    }).start();
  });
  return { done, patchOffsets, acknowledged: () => acknowledged };
}
