/**
 * Realtime contract: the live guest list as the app subscribes to it —
 * `supabase.channel(...).on('postgres_changes', {event: '*', schema: 'public', table: 'guests',
 * filter: 'hotel_id=eq.<id>'}, cb).subscribe()` — against the whole local stack ("a realtime
 * insert reaches the right subscriber and not the other tenant's"). Seed: demo staff in
 * "Seaside Demo Villa", lodge staff in "Mountain Lodge".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { JWT_SECRET } from '../../stack/keys.ts';
import { SEED, adminPg, anonClient, signedInClient, stackInfo } from './support/clients.ts';

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown>; errors: unknown };
interface Listener {
  channel: RealtimeChannel;
  events: Change[];
  system: Array<Record<string, unknown>>;
  statuses: string[];
}

const MARK = 'realtime-contract';
let demo: SupabaseClient, lodge: SupabaseClient, anon: SupabaseClient;
let demoHotel: string, lodgeHotel: string;
const opened: SupabaseClient[] = [];

async function hotelOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session!.access_token).hotel_id as string;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settle = () => new Promise((r) => setTimeout(r, 500));

/** Subscribes like the app's guest list; resolves after SUBSCRIBED and the first `system` message. */
async function watchGuests(client: SupabaseClient, filter?: string): Promise<Listener> {
  const listener: Listener = { channel: null as never, events: [], system: [], statuses: [] };
  listener.channel = client
    .channel(`guests-${crypto.randomUUID()}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'guests', ...(filter ? { filter } : {}) }, (p) =>
      listener.events.push(p as unknown as Change),
    )
    .on('system', {}, (p: Record<string, unknown>) => listener.system.push(p));
  await new Promise<void>((resolve, reject) =>
    listener.channel.subscribe((status, error) => {
      listener.statuses.push(status);
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
  await until(() => listener.system.length > 0);
  return listener;
}

/** A guest written straight to the database, dated last month so no plan's monthly limit is used up. */
async function insertGuestDirect(hotelId: string, firstName: string): Promise<string> {
  const { rows } = await adminPg().query(
    `insert into public.guests (hotel_id, first_name, last_name, room, created_from, registered_at, check_in)
     values ($1, $2, 'Contract', '7', $3, now() - interval '40 days', current_date - 40) returning id`,
    [hotelId, firstName, MARK],
  );
  return rows[0].id;
}

beforeAll(async () => {
  demo = await signedInClient(SEED.demo.email, SEED.demo.password);
  lodge = await signedInClient(SEED.lodge.email, SEED.lodge.password);
  anon = anonClient();
  opened.push(demo, lodge, anon);
  [demoHotel, lodgeHotel] = [await hotelOf(demo), await hotelOf(lodge)];
});

afterAll(async () => {
  for (const client of opened) await client.removeAllChannels();
  await adminPg().query('delete from public.guests where created_from = $1', [MARK]);
});

describe('Realtime postgres_changes on guests', () => {
  it("delivers a registration and its check-out to the hotel's staff only", async () => {
    const demoStaff = await watchGuests(demo, `hotel_id=eq.${demoHotel}`);
    expect(demoStaff.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    const lodgeSpoofing = await watchGuests(lodge, `hotel_id=eq.${demoHotel}`);
    const lodgeUnfiltered = await watchGuests(lodge);
    const lodgeOwn = await watchGuests(lodge, `hotel_id=eq.${lodgeHotel}`);
    const anonFiltered = await watchGuests(anon, `hotel_id=eq.${demoHotel}`);
    const anonUnfiltered = await watchGuests(anon);
    // anon may not SELECT guests at all: Realtime refuses the filtered subscription.
    expect(anonFiltered.system[0]).toMatchObject({ status: 'error' });

    const { data: guest, error } = await demo
      .from('guests')
      .insert({ hotel_id: demoHotel, first_name: 'Realtime', last_name: 'Arrival', room: '12', created_from: MARK })
      .select()
      .single();
    expect(error).toBeNull();
    await until(() => demoStaff.events.some((e) => e.eventType === 'INSERT' && e.new.id === guest!.id));
    const insert = demoStaff.events.find((e) => e.new.id === guest!.id)!;
    expect(insert).toMatchObject({
      new: { hotel_id: demoHotel, first_name: 'Realtime', room: '12', checked_out_at: null },
      old: {},
      errors: null,
    });

    const { error: checkoutError } = await demo.rpc('check_out_guest', { p_guest_id: guest!.id });
    expect(checkoutError).toBeNull();
    await until(() => demoStaff.events.some((e) => e.eventType === 'UPDATE' && e.new.id === guest!.id));
    const update = demoStaff.events.find((e) => e.eventType === 'UPDATE')!;
    expect(update.new.checked_out_at).toEqual(expect.any(String));
    expect(update.old).toMatchObject({ id: guest!.id });

    await settle();
    for (const other of [lodgeSpoofing, lodgeUnfiltered, lodgeOwn, anonFiltered]) expect(other.events).toEqual([]);
    // Realtime answers a role without SELECT on the table with data-less `Error 401` events.
    for (const event of anonUnfiltered.events) {
      expect(event).toMatchObject({ new: {}, errors: ['Error 401: Unauthorized'] });
    }
  });

  it("keeps delivering after a token refresh, and follows the new token's tenant (setAuth)", async () => {
    const client = await signedInClient(SEED.demo.email, SEED.demo.password);
    opened.push(client);
    const listener = await watchGuests(client, `hotel_id=eq.${demoHotel}`);
    const { error } = await client.auth.refreshSession(); // supabase-js pushes the new token (access_token)
    expect(error).toBeNull();
    await until(() => listener.system.length >= 2);
    expect(listener.system.at(-1)).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    const id = await insertGuestDirect(demoHotel, 'after-refresh');
    await until(() => listener.events.some((e) => e.new.id === id));

    const lodgeWatcher = await watchGuests(lodge);
    await insertGuestDirect(demoHotel, 'not-for-lodge');
    await settle();
    expect(lodgeWatcher.events).toEqual([]);
    const { data } = await demo.auth.getSession();
    await lodge.realtime.setAuth(data.session!.access_token);
    await until(() => lodgeWatcher.system.length >= 2);
    const seen = await insertGuestDirect(demoHotel, 'seen-with-demo-token');
    await until(() => lodgeWatcher.events.some((e) => e.new.id === seen));
    await lodge.realtime.setAuth((await lodge.auth.getSession()).data.session!.access_token);
  });

  it('refuses a socket whose apikey is forged', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const forged = createClient(apiUrl, `${anonKey.slice(0, -6)}AAAAAA`, { auth: { persistSession: false } });
    opened.push(forged);
    const status = await new Promise<string>((resolve) => {
      forged
        .channel('forged')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'guests' }, () => undefined)
        .subscribe((s) => resolve(s));
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
      const client = createClient(apiUrl, anonKey, { accessToken: async () => token });
      opened.push(client);
      await client.realtime.setAuth(token); // else the first join may still carry only the anon apikey
      const error = await new Promise<Error | undefined>((resolve) => {
        client
          .channel('guests')
          .on('postgres_changes', { event: '*', schema: 'public', table: 'guests' }, () => undefined)
          .subscribe((status, err) => status !== 'SUBSCRIBED' && resolve(err));
      });
      expect(error?.message).toMatch(reason);
    }
  });

  it('delivers inserts within a few tens of milliseconds (p50/p95 over 50)', async () => {
    const listener = await watchGuests(demo, `hotel_id=eq.${demoHotel}`);
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const id = await insertGuestDirect(demoHotel, `latency-${i}`);
      await until(() => listener.events.some((e) => e.new.id === id));
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const [p50, p95] = [latencies[24], latencies[47]];
    console.info(`realtime insert→event latency (50 inserts): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    expect(p95).toBeLessThan(1_000);
  });
});
