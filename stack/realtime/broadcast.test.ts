/**
 * Broadcast, Realtime Authorization and Presence through supabase-js against the stack's Realtime
 * (docs/local-stack.md#realtime): public rooms (binary vsn 2.0.0 frames and JSON vsn 1.0.0), HTTP
 * broadcast, private channels refused or admitted by RLS on realtime.messages, Broadcast from the
 * database (`realtime.send`) reaching authorised subscribers only. Ports: any free ones.
 */
import { describe, expect, it } from 'vitest';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { joinBroadcast, until, useRealtimeTestStack } from './test-support.ts';

const HOTEL_A = '33333333-3333-4333-8333-333333333333';
const HOTEL_B = '44444444-4444-4444-8444-444444444444';
const ROOM_A = `hotel:${HOTEL_A}:room`;

// Staff may read and write their hotel's `:room` topic, and only read its `:feed` topic.
const POLICIES = `
  create policy rt_read on realtime.messages for select to authenticated
    using ((select realtime.topic()) in ('hotel:' || (select auth.jwt() ->> 'hotel_id') || ':room',
                                         'hotel:' || (select auth.jwt() ->> 'hotel_id') || ':feed'));
  create policy rt_write on realtime.messages for insert to authenticated
    with check ((select realtime.topic()) = 'hotel:' || (select auth.jwt() ->> 'hotel_id') || ':room');
`;

const stack = useRealtimeTestStack({ db: 0, api: 0 }, (started) => started.admin.query(POLICIES), 60_000);

/** Waits up to 3 s for a Broadcast to arrive. */
const arrived = (check: () => boolean) => until(check, 3_000);
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('Broadcast on public channels', () => {
  it('relays channel.send between clients (binary 2.0.0 frames and JSON 1.0.0), with self and ack', async () => {
    const sender = await joinBroadcast(await stack.client(HOTEL_A), 'lobby', { broadcast: { self: true, ack: true } });
    const listener = await joinBroadcast(await stack.client(HOTEL_B), 'lobby');
    const legacy = await joinBroadcast(await stack.client(null, { vsn: '1.0.0' }), 'lobby');
    const status = await sender.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, note: 'café' } });
    expect(status).toBe('ok');
    for (const joined of [sender, listener, legacy]) {
      await arrived(() => joined.received.length === 1);
      expect(joined.received[0]).toEqual({ event: 'cursor', payload: { x: 1, note: 'café' } });
    }
    await legacy.channel.send({ type: 'broadcast', event: 'hello', payload: { from: 'legacy' } });
    await arrived(() => listener.received.length === 2);
    expect(listener.received[1]).toEqual({ event: 'hello', payload: { from: 'legacy' } });
    await settle();
    expect(legacy.received).toHaveLength(1); // self is off by default
  });

  it('relays httpSend and the REST fallback of channel.send', async () => {
    const listener = await joinBroadcast(await stack.client(null), 'rest-room');
    const sender = (await stack.client(HOTEL_A)).channel('rest-room');
    await expect(sender.httpSend('ping', { n: 1 })).resolves.toEqual({ success: true });
    await arrived(() => listener.received.length === 1);
    expect(listener.received[0]).toEqual({ event: 'ping', payload: { n: 1 } });
    expect(await sender.send({ type: 'broadcast', event: 'pong', payload: { n: 2 } })).toBe('ok');
    await arrived(() => listener.received.length === 2);
  });
});

describe('private channels (Realtime Authorization)', () => {
  it('refuses a join the realtime.messages policies do not allow to read', async () => {
    for (const client of [await stack.client(HOTEL_B), await stack.client(null)]) {
      await expect(joinBroadcast(client, ROOM_A, { private: true })).rejects.toThrow(
        `Unauthorized: You do not have permissions to read from this Channel topic: ${ROOM_A}`,
      );
    }
  });

  it('delivers realtime.send to authorised private subscribers only, p50 under 100 ms', async () => {
    const staffA = await joinBroadcast(await stack.client(HOTEL_A), ROOM_A, { private: true });
    const publicTwin = await joinBroadcast(await stack.client(HOTEL_B), ROOM_A);
    const latencies: number[] = [];
    for (let n = 1; n <= 10; n++) {
      const started = performance.now();
      await stack.admin.query(`select realtime.send(jsonb_build_object('n', $2::int), 'INSERT', $1, true)`, [
        ROOM_A,
        n,
      ]);
      await arrived(() => staffA.received.length === n);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    console.log(`realtime.send → private subscriber over 10 sends: p50 ${latencies[4].toFixed(1)} ms`);
    expect(latencies[4]).toBeLessThan(100);
    expect(staffA.received[0]).toMatchObject({ event: 'INSERT', payload: { n: 1, id: expect.any(String) as unknown } });
    await stack.admin.query(`select realtime.send('{"n": 0}', 'UPDATE', $1, false)`, [ROOM_A]);
    await arrived(() => publicTwin.received.length === 1);
    await settle();
    expect(staffA.received).toHaveLength(10); // a public message does not reach the private room
    expect(publicTwin.received).toEqual([{ event: 'UPDATE', payload: expect.objectContaining({ n: 0 }) as unknown }]);
  });

  it('lets clients broadcast on a private topic only with the write policy', async () => {
    const feed = `hotel:${HOTEL_A}:feed`;
    const reader = await joinBroadcast(await stack.client(HOTEL_A), feed, { private: true });
    const writerless = await joinBroadcast(await stack.client(HOTEL_A), feed, { private: true });
    await writerless.channel.send({ type: 'broadcast', event: 'forged', payload: {} });
    await expect(writerless.channel.httpSend('forged', {})).rejects.toThrow('You do not have permissions to write');
    const roomReader = await joinBroadcast(await stack.client(HOTEL_A), ROOM_A, { private: true });
    const roomWriter = await joinBroadcast(await stack.client(HOTEL_A), ROOM_A, { private: true });
    await roomWriter.channel.send({ type: 'broadcast', event: 'note', payload: { ok: true } });
    await arrived(() => roomReader.received.some((m) => m.event === 'note'));
    await settle();
    expect(reader.received).toEqual([]);
  });
});

describe('Presence', () => {
  it('syncs tracked clients and their departures', async () => {
    const first = (await stack.client(HOTEL_A)).channel('desk', { config: { presence: { key: 'ada' } } });
    const second = (await stack.client(HOTEL_A)).channel('desk', { config: { presence: { key: 'alan' } } });
    const left: string[] = [];
    first
      .on('presence', { event: 'sync' }, () => undefined)
      .on('presence', { event: 'leave' }, ({ key }) => left.push(key));
    second.on('presence', { event: 'sync' }, () => undefined);
    for (const channel of [first, second]) {
      await new Promise<void>((resolve) =>
        channel.subscribe((s) => s === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED && resolve()),
      );
    }
    expect(await first.track({ at: 'front desk' })).toBe('ok');
    expect(await second.track({ at: 'lobby' })).toBe('ok');
    await arrived(() => Object.keys(first.presenceState()).length === 2);
    expect(first.presenceState().alan).toEqual([expect.objectContaining({ at: 'lobby' })]);
    expect(await second.untrack()).toBe('ok');
    await arrived(() => left.includes('alan'));
    expect(Object.keys(first.presenceState())).toEqual(['ada']);
  });

  it('tracks on a private channel only with the Presence write policy', async () => {
    const join = async (topic: string) => {
      const channel = (await stack.client(HOTEL_A)).channel(topic, { config: { private: true } });
      await new Promise<void>((resolve) =>
        channel.subscribe((s) => s === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED && resolve()),
      );
      return channel;
    };
    expect(await (await join(ROOM_A)).track({ at: 'desk' })).toBe('ok');
    expect(await (await join(`hotel:${HOTEL_A}:feed`)).track({ at: 'desk' })).toBe('error');
  });
});
