/**
 * The HTTP frame shared by every edge function: CORS (the headers supabase-js sends), POST-only JSON
 * bodies, `{data}` / `{error: {code, message}}` answers, and one structured log line per request.
 */
import { corsHeaders } from '@supabase/supabase-js/cors';
import type { z } from 'zod';
import { HttpError, fromZodError } from './errors.ts';

/** Bodies above this are refused before parsing (a guest is ~2 kB; 10 kB fuzz strings still parse). */
const MAX_BODY_BYTES = 64 * 1024;

/** supabase-js's canonical list plus `x-region`, which functions-js adds when a region is chosen. */
const CORS_HEADERS: Record<string, string> = {
  ...corsHeaders,
  'Access-Control-Allow-Headers': `${corsHeaders['Access-Control-Allow-Headers']}, x-region`,
};

/** A JSON response with the CORS headers. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

/** The error answer for an HttpError: `{error: {code, message}}` with the mapped status. */
export function errorResponse(error: HttpError): Response {
  return json({ error: { code: error.code, message: error.message } }, error.status);
}

/**
 * Reads the request body as JSON. Throws HttpError 400 naming `body` when the Content-Type is not
 * JSON, the body is missing, too large or malformed.
 */
export async function readJsonBody(req: Request): Promise<unknown> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError('invalid-argument', 'body: Content-Type must be application/json');
  }
  const raw = await req.text();
  if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) {
    throw new HttpError('invalid-argument', `body: Must be at most ${MAX_BODY_BYTES} bytes`);
  }
  if (raw.trim() === '') throw new HttpError('invalid-argument', 'body: Required (a JSON object)');
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError('invalid-argument', 'body: Malformed JSON');
  }
}

/** Validates `value` with `schema`; throws HttpError 400 naming each offending field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** A function's logic: gets the request and its parsed JSON body, returns the `data` payload. */
export type Handler = (req: Request, body: unknown) => Promise<unknown>;

/**
 * Wraps a handler into a `Deno.serve` callback: answers CORS preflights, refuses methods other than
 * POST with 400 (the rule for bad input), reads the JSON body, wraps the result as
 * `{data}`, turns thrown errors into `{error}`, and logs `{"fn","status","duration_ms"}`. Unexpected
 * errors answer 500 'Internal error.' and log only the error's class, never its text (which may
 * quote personal data).
 * @param fn the function's name, e.g. 'add-guest'
 */
export function serveFunction(fn: string, handler: Handler): (req: Request) => Promise<Response> {
  return async (req) => {
    const started = performance.now();
    let response: Response;
    let cause: string | undefined;
    try {
      if (req.method === 'OPTIONS') {
        response = new Response(null, { status: 204, headers: CORS_HEADERS });
      } else if (req.method !== 'POST') {
        throw new HttpError('invalid-argument', `method: Must be POST, not ${req.method}`);
      } else {
        response = json({ data: await handler(req, await readJsonBody(req)) });
      }
    } catch (error) {
      const httpError = error instanceof HttpError ? error : new HttpError('internal', 'Internal error.');
      if (httpError.status >= 500) cause = String(httpError.cause ?? (error as Error)?.name ?? typeof error);
      response = errorResponse(httpError);
    }
    const duration_ms = Math.round((performance.now() - started) * 10) / 10;
    console.log(JSON.stringify({ fn, status: response.status, duration_ms, ...(cause ? { cause } : {}) }));
    return response;
  };
}
