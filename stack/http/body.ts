/**
 * Reading JSON request bodies with a size limit. Services translate `BodyError` into their own
 * error shapes (GoTrue, PostgREST and Storage each answer differently).
 */
import type { Context } from 'hono';

/** Default JSON body limit: 1 MiB (GoTrue and PostgREST bodies are small; uploads use their own path). */
export const DEFAULT_JSON_LIMIT = 1024 * 1024;

/** Why a body could not be read: `too_large` (HTTP 413) or `malformed` (HTTP 400). */
export class BodyError extends Error {
  constructor(
    readonly kind: 'too_large' | 'malformed',
    message: string,
  ) {
    super(message);
  }
  get status(): 400 | 413 {
    return this.kind === 'too_large' ? 413 : 400;
  }
}

/**
 * Reads the raw body as text, refusing more than `maxBytes` (checked on Content-Length and on the
 * bytes actually read).
 * @throws BodyError('too_large')
 */
export async function readTextBody(c: Context, maxBytes = DEFAULT_JSON_LIMIT): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes) throw new BodyError('too_large', `Request body exceeds ${maxBytes} bytes`);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new BodyError('too_large', `Request body exceeds ${maxBytes} bytes`);
  return new TextDecoder().decode(bytes);
}

/**
 * Parses the body as JSON; an empty body yields `emptyValue`.
 * @returns the parsed value (any JSON type)
 * @throws BodyError('malformed' | 'too_large')
 */
export async function readJsonBody<T = unknown>(
  c: Context,
  { maxBytes = DEFAULT_JSON_LIMIT, emptyValue = {} } = {},
): Promise<T> {
  const text = await readTextBody(c, maxBytes);
  if (text.trim() === '') return emptyValue as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new BodyError('malformed', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}
