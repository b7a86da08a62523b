/**
 * CORS as the local Kong gateway answers it for browser apps (docs/local-stack.md#gateway): any origin,
 * the request headers supabase-js sends, and the response headers its clients read (counts,
 * auth error version, admin pagination).
 */
import { cors } from 'hono/cors';

/** Request headers supabase-js, tus-js-client and functions-js send (docs/local-stack.md#gateway). */
const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-supabase-api-version',
  'x-retry-count',
  'x-region',
  'traceparent',
  'tracestate',
  'baggage',
  // tus resumable uploads (docs/local-stack.md#storage)
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'x-http-method-override',
  'x-requested-with',
];

/** Response headers clients must be able to read cross-origin. */
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Encoding',
  'Content-Location',
  'Content-Type',
  'Date',
  'Location',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'x-relay-error',
  'x-sb-error-code',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
];

/** Hono middleware answering preflights and decorating responses with CORS headers. */
export const stackCors = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 3600,
  });
