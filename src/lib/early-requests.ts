/**
 * Requests a staff page's first render makes, started by index.html before the app's JS has loaded
 * (docs/architecture.md#performance). On /guest-list they are the first page of guests and their
 * count, and what the signed-in layout asks at once: the hotel (with its two-step rule), the member's
 * role, the plan's usage and the account check. index.html's head script
 * (scripts/prerender-shell-loader.ts) sends them with the stored session's access token while the
 * page's code downloads, and the app's fetch (`earlyAwareFetch`: the Supabase client's, and the
 * account check's) answers the app's identical request with that response instead of sending it
 * again. Any difference (another URL or body, a refreshed token, a failed request) and the request
 * goes out as usual: an early response only ever saves time.
 */

/** Global (on `window`) where index.html's head script leaves its early requests. */
export const EARLY_REQUESTS_GLOBAL = '__hgrEarlyRequests';

/**
 * One request index.html started: its method, URL, Authorization header, body (null for none) and the
 * pending response (null on a network error).
 */
export interface EarlyRequest {
  method: string;
  url: string;
  authorization: string;
  body: string | null;
  response: Promise<Response | null>;
}

/** A request as built at build time: what supabase-js sends, the hotel's and user's ids stand-ins. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

let recorder: ((request: RecordedRequest) => void) | null = null;

/**
 * Build time only (src/prerender/render-shell.tsx): while `work` runs, requests through
 * `earlyAwareFetch` are recorded instead of sent, each answered with an empty JSON array.
 * @returns the recorded requests, in order
 */
export async function recordRequests(work: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const recorded: RecordedRequest[] = [];
  recorder = (request) => recorded.push(request);
  try {
    await work();
  } finally {
    recorder = null;
  }
  return recorded;
}

const headerOf = (init: RequestInit | undefined, name: string): string | null => new Headers(init?.headers).get(name);

/** A request's body as text: supabase-js sends JSON strings; any other kind is never taken over. */
const bodyOf = (init: RequestInit | undefined): string | null | undefined =>
  init?.body == null ? null : typeof init.body === 'string' ? init.body : undefined;

/**
 * The SPA's fetch for supabase-js (its `global.fetch` option) and the account check: takes the early
 * response of an identical request (same method, URL, Authorization and body) once, else fetches.
 * @param input a URL (supabase-js passes strings)
 * @param init the request's options
 * @returns the early response when one matches and succeeded, else `fetch(input, init)`
 */
export async function earlyAwareFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = bodyOf(init);
  if (recorder) {
    if (body === undefined) throw new Error(`recordRequests: ${method} ${url} has a body that is not text`);
    recorder({ method, url, headers: Object.fromEntries(new Headers(init?.headers)), body });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  }
  const pending = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as EarlyRequest[] | undefined;
  const authorization = headerOf(init, 'authorization');
  const index =
    pending && body !== undefined
      ? pending.findIndex(
          (early) =>
            early.method === method &&
            early.url === url &&
            early.authorization === authorization &&
            early.body === body,
        )
      : -1;
  if (index >= 0) {
    const [early] = pending!.splice(index, 1);
    const response = await early.response;
    if (response?.ok) return response;
  }
  return fetch(input, init);
}
