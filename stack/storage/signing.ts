/**
 * Signed URL tokens as Storage makes them (storage `src/storage/object.ts` signObjectUrl/signUploadObjectUrl):
 * HS256 JWTs signed with the project's JWT secret. Download tokens carry `{url: "<bucket>/<name>"}`,
 * upload tokens `{url, owner, upsert}` (valid 2 h, as storage-js documents). jose does the JWT work.
 */
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { JWT_SECRET } from '../keys.ts';
import { errors } from './errors.ts';

const secret = new TextEncoder().encode(JWT_SECRET);
/** Lifetime of signed upload URLs in seconds (storage-js: "valid for 2 hours"). */
export const UPLOAD_URL_TTL_S = 2 * 60 * 60;

/** Signs a download token for `<bucket>/<name>` valid `expiresIn` seconds. */
export function signDownloadToken(bucketId: string, name: string, expiresIn: number): Promise<string> {
  return new SignJWT({ url: `${bucketId}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.floor(expiresIn))
    .sign(secret);
}

/** Signs an upload token for `<bucket>/<name>` on behalf of `owner`. */
export function signUploadToken(bucketId: string, name: string, owner: string | undefined, upsert: boolean) {
  return new SignJWT({ url: `${bucketId}/${name}`, owner, upsert })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_S)
    .sign(secret);
}

/**
 * Verifies a signed-URL token for exactly `<bucket>/<name>`.
 * @returns the token's claims (`owner`, `upsert` for upload tokens)
 * @throws StorageError InvalidJWT (400/"400") when missing, forged, expired or for another object
 */
export async function verifyUrlToken(token: string | undefined, bucketId: string, name: string) {
  if (!token) throw errors.invalidSignedToken('Missing token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw errors.invalidSignedToken(error instanceof Error ? error.message : 'invalid token');
  }
  if (payload.url !== `${bucketId}/${name}`) throw errors.invalidSignedToken('Invalid signature');
  return {
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
  };
}
