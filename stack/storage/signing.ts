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

/** What a signed-URL token allows: reading the object, or writing it (storage's `scope` claim). */
export type UrlScope = 'download' | 'upload';

/**
 * Signs a download token for `<bucket>/<name>` valid `expiresIn` seconds.
 * @param transformations image transformation the URL is bound to, e.g. `width:200,height:200` (render URLs)
 */
export function signDownloadToken(
  bucketId: string,
  name: string,
  expiresIn: number,
  transformations?: string,
): Promise<string> {
  return new SignJWT({ url: `${bucketId}/${name}`, scope: 'download', ...(transformations ? { transformations } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.floor(expiresIn))
    .sign(secret);
}

/** Signs an upload token for `<bucket>/<name>` on behalf of `owner`. */
export function signUploadToken(bucketId: string, name: string, owner: string | undefined, upsert: boolean) {
  return new SignJWT({ url: `${bucketId}/${name}`, owner, upsert, scope: 'upload' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_S)
    .sign(secret);
}

/** Whether a token was issued for `scope`; tokens without the claim are judged by shape (upload ones carry `upsert`). */
function hasScope(payload: JWTPayload, scope: UrlScope): boolean {
  if (payload.scope !== undefined) return payload.scope === scope;
  return scope === 'upload' ? 'upsert' in payload : !('upsert' in payload);
}

/**
 * Verifies a signed-URL token for exactly `<bucket>/<name>` and one action, so a download URL can never be
 * replayed to upload (and back), as Storage refuses it.
 * @returns the token's claims (`owner`, `upsert` for upload tokens; `transformations` for render URLs)
 * @throws StorageError InvalidJWT (400/"400") when missing, forged or expired; InvalidSignature (400/"400")
 *   when for another object or another action
 */
export async function verifyUrlToken(token: string | undefined, bucketId: string, name: string, scope: UrlScope) {
  if (!token) throw errors.invalidSignedToken('Missing token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw errors.invalidSignedToken(error instanceof Error ? error.message : 'invalid token');
  }
  if (!hasScope(payload, scope)) throw errors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== `${bucketId}/${name}`) throw errors.invalidSignature('Invalid signature');
  return {
    owner: typeof payload.owner === 'string' ? payload.owner : undefined,
    upsert: payload.upsert === true,
    transformations: typeof payload.transformations === 'string' ? payload.transformations : undefined,
  };
}
