/**
 * The check-in door's rate limits as an outsider meets them (docs/online-check-in.md#rate-limits): random
 * tokens get nothing but the one "not valid" message until the caller's address is limited, then 429 with
 * a sentence saying to wait; a limited address learns nothing even with a real token; one link takes at
 * most 200 calls an hour from any number of addresses. Each part runs from its own client addresses
 * (`x-forwarded-for`, as the stack's gateway and hosted projects carry it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { newCheckinToken } from '@shared/checkin-token.ts';
import { LINK_MESSAGES } from '@shared/checkin-link.ts';
import { adminPg, stackInfo, testClientAddress } from './support/clients.ts';
import { linkedArrival } from './support/checkin.ts';
import { useSeed } from './support/functions.ts';

const seed = useSeed();
const stays: string[] = [];
const LIMITED = /^Too many tries from your network\. Please wait an hour and try again/;

afterAll(async () => {
  await adminPg().query('delete from public.stays where id = any($1)', [stays]);
});

/** POSTs `{token}` to a check-in function from `address`, as the guest page does (anon key, no session). */
async function tryToken(fn: string, token: string, address: string) {
  const { apiUrl, anonKey } = stackInfo();
  const response = await fetch(`${apiUrl}/functions/v1/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ token }),
  });
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, message: body.error?.message ?? '' };
}

describe('check-in rate limits', () => {
  it('answers 10,000 random tokens only with "not valid" or the limit, reached by the 21st try of each address', async () => {
    const ADDRESSES = 100;
    const TRIES = 100;
    const started = performance.now();
    const answers = new Map<string, number>();
    const firstLimited: number[] = [];
    const addresses = Array.from({ length: ADDRESSES }, () => testClientAddress());
    // Eight addresses at a time, each trying its tokens one after another (so "first 429" is exact).
    for (let batch = 0; batch < ADDRESSES; batch += 8) {
      await Promise.all(
        addresses.slice(batch, batch + 8).map(async (address) => {
          let limitedAt = 0;
          for (let attempt = 1; attempt <= TRIES; attempt += 1) {
            const fn = attempt % 2 ? 'checkin-open' : 'checkin-submit';
            const { status, message } = await tryToken(fn, newCheckinToken(), address);
            const kind =
              status === 404 && message === LINK_MESSAGES.unknown
                ? 'invalid'
                : status === 429 && LIMITED.test(message)
                  ? 'limited'
                  : `${status} ${message}`;
            answers.set(kind, (answers.get(kind) ?? 0) + 1);
            if (kind === 'limited' && !limitedAt) limitedAt = attempt;
          }
          firstLimited.push(limitedAt);
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `10,000 random tokens in ${seconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(answers))}; ` +
        `first 429 at try ${Math.min(...firstLimited)}–${Math.max(...firstLimited)} of each address`,
    );
    expect([...answers.keys()].sort()).toEqual(['invalid', 'limited']);
    expect(answers.get('invalid')).toBe(ADDRESSES * 20);
    expect(firstLimited.every((attempt) => attempt === 21)).toBe(true);
  }, 600_000);

  it('tells a limited address nothing, not even for a real link, while other addresses still open it', async () => {
    const { token } = await linkedArrival(seed.demoHotel, stays);
    const address = testClientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await tryToken('checkin-open', newCheckinToken(), address)).status).toBe(404);
    }
    // A malformed token counts too: the 21st try, whatever it is, is refused.
    const real = await tryToken('checkin-open', token, address);
    expect(real.status).toBe(429);
    expect(real.message).toMatch(LIMITED);
    expect(real.message).not.toContain('Seaside');
    expect((await tryToken('checkin-open', token, testClientAddress())).status).toBe(200);

    const other = testClientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await tryToken('checkin-open', 'not-a-token', other)).status).toBe(400);
    }
    expect((await tryToken('checkin-open', token, other)).status).toBe(429);
  });

  it('takes one link 200 times an hour from any number of addresses, then answers 429 for it alone', async () => {
    const { token } = await linkedArrival(seed.demoHotel, stays);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 201; attempt += 1) {
      statuses.push((await tryToken('checkin-open', token, testClientAddress())).status);
    }
    expect(statuses.slice(0, 200).every((status) => status === 200)).toBe(true);
    const over = await tryToken('checkin-open', token, testClientAddress());
    expect(over.status).toBe(429);
    expect(over.message).toBe(
      'This check-in link was used too often in the last hour. Please wait an hour and try again.',
    );
    expect(statuses[200]).toBe(429);
    expect(
      (await tryToken('checkin-open', (await linkedArrival(seed.demoHotel, stays)).token, testClientAddress())).status,
    ).toBe(200);
  });
});
