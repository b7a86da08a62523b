/** The Supabase client's fetch takes over index.html's early request only when it is the same request (src/lib/early-requests.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, earlyAwareFetch, recordRequests, type EarlyRequest } from './early-requests';

const URL_A = 'http://127.0.0.1:54321/rest/v1/guests?hotel_id=eq.h1&limit=10';
const TOKEN = 'Bearer staff-token';
const rows = (body: string, status = 200) => new Response(body, { status });
const leave = (...requests: EarlyRequest[]) => Object.assign(globalThis, { [EARLY_REQUESTS_GLOBAL]: requests });
const network = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(rows('["from the network"]')));

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe('earlyAwareFetch', () => {
  it('answers the identical GET with the early response, once', async () => {
    const fetch = network();
    leave({
      method: 'GET',
      url: URL_A,
      authorization: TOKEN,
      body: null,
      response: Promise.resolve(rows('["early"]')),
    });
    const init = { headers: { Authorization: TOKEN } };
    expect(await (await earlyAwareFetch(URL_A, init)).json()).toEqual(['early']);
    expect(fetch).not.toHaveBeenCalled();
    expect(await (await earlyAwareFetch(URL_A, init)).json()).toEqual(['from the network']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the request itself for another URL, another token, another method or a failed early request', async () => {
    const fetch = network();
    const early = (response: Response | null) => ({
      method: 'GET',
      url: URL_A,
      authorization: TOKEN,
      body: null,
      response: Promise.resolve(response),
    });
    const cases: [EarlyRequest, string, RequestInit][] = [
      [early(rows('["early"]')), `${URL_A}&offset=10`, { headers: { Authorization: TOKEN } }],
      [early(rows('["early"]')), URL_A, { headers: { Authorization: 'Bearer refreshed' } }],
      [early(rows('["early"]')), URL_A, { method: 'POST', headers: { Authorization: TOKEN } }],
      [early(rows('{"message":"JWT expired"}', 401)), URL_A, { headers: { Authorization: TOKEN } }],
      [early(null), URL_A, { headers: { Authorization: TOKEN } }],
    ];
    for (const [request, url, init] of cases) {
      leave(request);
      expect(await (await earlyAwareFetch(url, init)).json()).toEqual(['from the network']);
    }
    expect(fetch).toHaveBeenCalledTimes(cases.length);
  });

  it('answers a POST only with the early response of the same body', async () => {
    const fetch = network();
    const rpc = 'http://127.0.0.1:54321/rest/v1/rpc/count_guests';
    const post = (body: string) => ({ method: 'POST', headers: { Authorization: TOKEN }, body });
    leave({
      method: 'POST',
      url: rpc,
      authorization: TOKEN,
      body: '{"p_hotel_id":"h1"}',
      response: Promise.resolve(rows('["early"]')),
    });
    expect(await (await earlyAwareFetch(rpc, post('{"p_hotel_id":"h2"}'))).json()).toEqual(['from the network']);
    expect(await (await earlyAwareFetch(rpc, post('{"p_hotel_id":"h1"}'))).json()).toEqual(['early']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('recordRequests', () => {
  it('records what goes through the fetch, sends nothing, and fetches again afterwards', async () => {
    const fetch = network();
    const recorded = await recordRequests(() => earlyAwareFetch(URL_A, { headers: { apikey: 'anon' } }));
    expect(recorded).toEqual([{ method: 'GET', url: URL_A, headers: { apikey: 'anon' }, body: null }]);
    expect(fetch).not.toHaveBeenCalled();
    await earlyAwareFetch(URL_A);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
