/**
 * Realtime contract, socket and token side, against the whole local stack: forged apikeys and
 * expired or forged access tokens are refused with Realtime's reasons, and a guest change reaches the
 * hotel's private topic within a few tens of milliseconds (docs/architecture.md#realtime).
 * The Broadcast tenancy checks are in realtime-broadcast.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { REALTIME_SUBSCRIBE_STATES, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { JWT_SECRET } from '../../stack/keys.ts';
import { SEED, adminPg, signedInClient, stackInfo } from './support/clients.ts';
import { hotelOf, listenBroadcast, until } from './support/realtime.ts';

const MARK = 'realtime-contract';
let demo: SupabaseClient;
let demoHotel: string;
const opened: SupabaseClient[] = [];

/** A guest written straight to the database, dated last month so no plan's monthly limit is used up. */
async function insertGuestDirect(hotelId: string, firstName: string): Promise<string> {
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.guests (hotel_id, first_name, last_name, room, created_from, registered_at, check_in)
     values ($1, $2, 'Contract', '7', $3, now() - interval '40 days', current_date - 40) returning id`,
    [hotelId, firstName, MARK],
  );
  return rows[0].id;
}

beforeAll(async () => {
  demo = await signedInClient(SEED.demo.email, SEED.demo.password);
  opened.push(demo);
  demoHotel = await hotelOf(demo);
});

afterAll(async () => {
  for (const client of opened) await client.removeAllChannels();
  await adminPg().query('delete from public.guests where created_from = $1', [MARK]);
});

describe('Realtime sockets and tokens', () => {
  it('refuses a socket whose apikey is forged', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const forged = createClient(apiUrl, `${anonKey.slice(0, -6)}AAAAAA`, { auth: { persistSession: false } });
    opened.push(forged);
    const status = await new Promise<string>((resolve) => {
      forged.channel('forged').subscribe((s) => resolve(s));
    });
    expect(status).not.toBe('SUBSCRIBED');
  });

  it("refuses channels whose access token is expired or forged, with Realtime's reasons", async () => {
    const { apiUrl, anonKey } = stackInfo();
    const now = Math.floor(Date.now() / 1000);
    const claims = { role: 'authenticated', sub: crypto.randomUUID(), aud: 'authenticated', hotel_id: demoHotel };
    const sign = (secret: string, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now - 7200)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const cases = [
      [await sign(JWT_SECRET, now - 3600), /^InvalidJWTToken: Token has expired \d+ seconds ago$/],
      [
        await sign('not-the-secret-but-at-least-32-characters-long', now + 3600),
        /^JwtSignatureError: Failed to validate JWT signature$/,
      ],
    ] as const;
    for (const [token, reason] of cases) {
      const client = createClient(apiUrl, anonKey, { accessToken: () => Promise.resolve(token) });
      opened.push(client);
      await client.realtime.setAuth(token); // else the first join may still carry only the anon apikey
      const error = await new Promise<Error | undefined>((resolve) => {
        client
          .channel(`hotel:${demoHotel}:guests`, { config: { private: true } })
          .subscribe((status, err) => status !== REALTIME_SUBSCRIBE_STATES.SUBSCRIBED && resolve(err));
      });
      expect(error?.message).toMatch(reason);
    }
  });

  it('delivers guest changes within a few tens of milliseconds (p50/p95 over 50)', async () => {
    const listener = await listenBroadcast(demo, `hotel:${demoHotel}:guests`, { private: true });
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const id = await insertGuestDirect(demoHotel, `latency-${i}`);
      await until(() => listener.received.some((m) => m.payload.guest_id === id));
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const [p50, p95] = [latencies[24], latencies[47]];
    console.info(
      `guest insert → private broadcast latency (50 inserts): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    expect(p95).toBeLessThan(1_000);
  });
});
