/**
 * Requests a staff page's data query makes at the app's first render, started by index.html before
 * the app's JS has loaded (docs/architecture.md#performance). On /guest-list the first page of guests
 * is one GET to PostgREST; index.html's head script (scripts/prerender-shell-loader.ts) sends it with
 * the stored session's access token while the page's code downloads, and the Supabase client's fetch
 * (`earlyAwareFetch`, src/lib/supabase.ts) answers the app's identical request with that response
 * instead of sending it again. Any difference (another URL, a refreshed token, a failed request)
 * and the request goes out as usual: an early response only ever saves time.
 */

/** Global (on `window`) where index.html's head script leaves its early requests. */
export const EARLY_REQUESTS_GLOBAL = '__hgrEarlyRequests';

/** One request index.html started: its URL, Authorization header and the pending response (null on a network error). */
export interface EarlyRequest {
  url: string;
  authorization: string;
  response: Promise<Response | null>;
}

/** A request as built at build time: the URL and headers supabase-js sends, the hotel id a stand-in. */
export interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
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

/**
 * The SPA's fetch for supabase-js (its `global.fetch` option): takes the early response of an
 * identical GET (same URL and Authorization) once, else fetches.
 * @param input a URL (supabase-js passes strings)
 * @param init the request's options
 * @returns the early response when one matches and succeeded, else `fetch(input, init)`
 */
export async function earlyAwareFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (recorder) {
    recorder({ url, headers: Object.fromEntries(new Headers(init?.headers)) });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  }
  const pending = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as EarlyRequest[] | undefined;
  const method = (init?.method ?? 'GET').toUpperCase();
  const index =
    method === 'GET' && pending
      ? pending.findIndex((early) => early.url === url && early.authorization === headerOf(init, 'authorization'))
      : -1;
  if (index >= 0) {
    const [early] = pending!.splice(index, 1);
    const response = await early.response;
    if (response?.ok) return response;
  }
  return fetch(input, init);
}
