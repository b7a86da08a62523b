/**
 * pg_net's background worker for the local stack (docs/local-stack.md#schedules): takes requests queued by
 * `net.http_post` from `net.http_request_queue`, sends them, and stores each answer in
 * `net._http_response` under the request's id. Only the stack's own gateway is ever called: any other
 * URL is answered with an error row and not sent.
 */
import type pg from 'pg';

export interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  timeout_milliseconds: number;
}

/** Requests taken per round; the rest wait for the next round. */
const ROUND = 20;

/** A row of `net._http_response` (status null when no answer came). */
export interface NetResponse {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string>;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

/** Sends one queued request if it targets the gateway; any failure becomes an error answer. */
export async function sendOne(request: QueuedRequest, gatewayOrigin: string): Promise<NetResponse> {
  const failed = (error: string, timedOut = false): NetResponse => ({
    status: null,
    contentType: null,
    headers: {},
    content: null,
    timedOut,
    error,
  });
  let origin: string;
  try {
    origin = new URL(request.url).origin;
  } catch {
    return failed(`invalid URL: ${request.url}`);
  }
  if (origin !== gatewayOrigin) return failed(`the local stack only sends requests to its gateway ${gatewayOrigin}`);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content: await response.text(),
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return failed(error instanceof Error ? error.message : String(error), timedOut);
  }
}

/**
 * Sends up to one round of queued requests (taken with `skip locked`, so two workers never send the
 * same request) and stores their answers.
 * @param gatewayOrigin e.g. `http://127.0.0.1:54321`: the only origin requests may go to
 * @returns how many requests were taken
 */
export async function sendQueuedRequests(pool: pg.Pool, gatewayOrigin: string): Promise<number> {
  const { rows } = await pool.query<QueuedRequest>(
    `delete from net.http_request_queue where id in (
       select id from net.http_request_queue order by id for update skip locked limit ${ROUND})
     returning id::text, method, url, headers, body, timeout_milliseconds`,
  );
  for (const request of rows) {
    const answer = await sendOne(request, gatewayOrigin);
    await pool.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [request.id, answer.status, answer.contentType, answer.headers, answer.content, answer.timedOut, answer.error],
    );
  }
  return rows.length;
}
