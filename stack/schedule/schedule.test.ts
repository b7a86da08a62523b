/** The scheduler's pure parts (docs/local-stack.md#schedules): when cron expressions fire, and where pg_net requests may go. */
import { describe, expect, it } from 'vitest';
import { firesBetween } from './cron.ts';
import { sendOne } from './net.ts';

const at = (iso: string) => new Date(iso);

describe('firesBetween', () => {
  it('fires a daily job once, at its minute in UTC', () => {
    expect(firesBetween('17 3 * * *', at('2026-11-25T03:16:59Z'), at('2026-11-25T03:17:00Z'))).toBe(true);
    expect(firesBetween('17 3 * * *', at('2026-11-25T03:17:00Z'), at('2026-11-25T03:17:59Z'))).toBe(false);
    expect(firesBetween('17 3 * * *', at('2026-11-25T03:18:00Z'), at('2026-11-26T03:16:00Z'))).toBe(false);
  });

  it("understands pg_cron's '<n> seconds' and every-minute schedules", () => {
    expect(firesBetween('30 seconds', at('2026-11-25T00:00:29Z'), at('2026-11-25T00:00:30Z'))).toBe(true);
    expect(firesBetween('30 seconds', at('2026-11-25T00:00:31Z'), at('2026-11-25T00:00:59Z'))).toBe(false);
    expect(firesBetween('* * * * *', at('2026-11-25T00:00:30Z'), at('2026-11-25T00:01:00Z'))).toBe(true);
  });

  it('rejects a malformed expression', () => {
    expect(() => firesBetween('61 * * * *', at('2026-11-25T00:00:00Z'), at('2026-11-25T01:00:00Z'))).toThrow();
  });
});

describe('sendOne', () => {
  const request = (url: string) => ({
    id: '1',
    method: 'POST',
    url,
    headers: {},
    body: null,
    timeout_milliseconds: 1000,
  });

  it('never sends a request outside the stack gateway', async () => {
    const answer = await sendOne(request('http://example.com/functions/v1/x'), 'http://127.0.0.1:9');
    expect(answer).toMatchObject({
      status: null,
      error: 'the local stack only sends requests to its gateway http://127.0.0.1:9',
    });
  });

  it('records a connection failure as an error answer', async () => {
    const answer = await sendOne(request('http://127.0.0.1:9/functions/v1/x'), 'http://127.0.0.1:9');
    expect(answer.status).toBeNull();
    expect(answer.error).toBeTruthy();
  });
});
