import { describe, expect, it } from 'vitest';
import { dropRequests, makeOriginInstant, type ProtocolEvent } from './what-if';

/** A request's events as DevTools logs them: sent, then answered with the given timing (ms from its start). */
const request = (requestId: string, type: string, method: string, url: string, headersEnd = 50): ProtocolEvent[] => [
  { method: 'Network.requestWillBeSent', params: { requestId, type, request: { method, url } } },
  {
    method: 'Network.responseReceived',
    params: {
      requestId,
      response: { url, timing: { sendEnd: 10, receiveHeadersStart: headersEnd - 1, receiveHeadersEnd: headersEnd } },
    },
  },
  { method: 'Network.loadingFinished', params: { requestId } },
];

const api = 'http://127.0.0.1:9001/rest/v1/rpc/plan_usage';
const log = [
  ...request('1', 'Document', 'GET', 'http://127.0.0.1:9000/guest-list'),
  ...request('2', 'Other', 'OPTIONS', api),
  ...request('3', 'Fetch', 'POST', api),
  ...request('4', 'Script', 'GET', 'http://127.0.0.1:9000/assets/i18n-iso-countries-abc.js', 300),
  { method: 'Page.frameNavigated', params: {} },
];
const idsOf = (events: ProtocolEvent[]) => [
  ...new Set(events.flatMap((e) => (e.params.requestId ? [e.params.requestId] : []))),
];

describe('what-if: requests taken out of a DevTools log', () => {
  it('takes out a matching request with the CORS preflight of its URL, and every one of their events', () => {
    const { log: left, dropped } = dropRequests(log, /rpc\/plan_usage/);
    expect(dropped).toBe(2);
    expect(idsOf(left)).toEqual(['1', '4']);
    expect(left).toContainEqual({ method: 'Page.frameNavigated', params: {} });
  });

  it('matches on type and method too, and leaves a preflight whose request stays', () => {
    expect(idsOf(dropRequests(log, /^Script GET .+i18n-/).log)).toEqual(['1', '2', '3']);
    expect(dropRequests(log, /^Fetch GET .+plan_usage/).dropped).toBe(0);
  });
});

describe('what-if: an origin that answers at once', () => {
  it('moves only that origin’s response headers to 1 ms after the request went out', () => {
    const copy = structuredClone(log);
    expect(makeOriginInstant(copy, 'http://127.0.0.1:9000')).toBe(2);
    const timings = copy
      .filter((e) => e.method === 'Network.responseReceived')
      .map((e) => (e.params.response as { timing: { receiveHeadersEnd: number } }).timing.receiveHeadersEnd);
    expect(timings).toEqual([11, 50, 50, 11]);
  });
});
