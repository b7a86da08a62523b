/**
 * Realtime against a real Postgres (logical replication) through supabase-js, as the app uses it:
 * `channel().on('postgres_changes', {event, schema, table, filter}, cb).subscribe()`.
 * Fixture: rt_fixture.guests, RLS on the `hotel_id` claim (see test-stack.ts). Ports 55725-55726.
 */
import { describe, expect, it } from 'vitest';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { insertGuest, until, useRealtimeTestStack } from './test-support.ts';

const HOTEL_A = '11111111-1111-4111-8111-111111111111';
const HOTEL_B = '22222222-2222-4222-8222-222222222222';
const stack = useRealtimeTestStack({ db: 55725, api: 55726 });

type Change = { eventType: string; new: Record<string, unknown>; old: Record<string, unknown>; [k: string]: unknown };

/** Subscribes and resolves once SUBSCRIBED and the "Subscribed to PostgreSQL" system message arrived. */
async function listen(client: SupabaseClient, filter: Record<string, string>, name = `room-${crypto.randomUUID()}`) {
  const events: Change[] = [];
  const system: Array<Record<string, unknown>> = [];
  const statuses: string[] = [];
  const channel: RealtimeChannel = client
    .channel(name)
    .on('postgres_changes', { event: '*', schema: 'rt_fixture', table: 'guests', ...filter } as never, (p: Change) =>
      events.push(p),
    )
    .on('system', {}, (p: Record<string, unknown>) => system.push(p));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        reject(error ?? new Error(status));
    });
  });
  await until(() => system.length > 0);
  return { channel, events, system, statuses };
}

const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

describe('postgres_changes through supabase-js', () => {
  it("delivers an insert to the hotel's staff, typed as Realtime types it", async () => {
    const staffA = await listen(await stack.client(HOTEL_A), { filter: `hotel_id=eq.${HOTEL_A}` });
    expect(staffA.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    const id = await insertGuest(stack, HOTEL_A, 'Ada');
    await until(() => staffA.events.length === 1);
    const [event] = staffA.events;
    expect(event).toMatchObject({ schema: 'rt_fixture', table: 'guests', eventType: 'INSERT', errors: null, old: {} });
    expect(event.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(event.new).toMatchObject({
      id,
      hotel_id: HOTEL_A,
      first_name: 'Ada',
      nights: 3,
      tags: ['vip', 'late'],
      extra: { a: 1 },
      checked_out_at: null,
    });
    expect(event.new.registered_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("never delivers hotel A's rows to hotel B or anon, with or without a filter", async () => {
    const staffA = await listen(await stack.client(HOTEL_A), {});
    const bSpoofedFilter = await listen(await stack.client(HOTEL_B), { filter: `hotel_id=eq.${HOTEL_A}` });
    const bNoFilter = await listen(await stack.client(HOTEL_B), {});
    const anon = await listen(await stack.client(null), {});
    const anonFiltered = await listen(await stack.client(null), { filter: `hotel_id=eq.${HOTEL_A}` });
    const id = await insertGuest(stack, HOTEL_A, 'Grace');
    await stack.admin.query(`update rt_fixture.guests set checked_out_at = now() where id = $1`, [id]);
    await until(() => staffA.events.length === 2);
    await settle();
    for (const other of [bSpoofedFilter, bNoFilter, anon, anonFiltered]) expect(other.events).toEqual([]);
    expect(staffA.events.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE']);
  });

  it('delivers a check-out update with the key in old', async () => {
    const id = await insertGuest(stack, HOTEL_A, 'Alan');
    const staffA = await listen(await stack.client(HOTEL_A), { filter: `id=eq.${id}` });
    await stack.admin.query(`update rt_fixture.guests set checked_out_at = '2026-11-22T10:00:00Z' where id = $1`, [id]);
    await until(() => staffA.events.some((e) => e.eventType === 'UPDATE'));
    const update = staffA.events.find((e) => e.eventType === 'UPDATE');
    expect(update).toMatchObject({ old: { id }, new: { id, checked_out_at: '2026-11-22T10:00:00+00:00' } });
  });

  it('sends deletes without an RLS check, reduced to the primary key (as Realtime does)', async () => {
    const id = await insertGuest(stack, HOTEL_A, 'Edsger');
    const staffB = await listen(await stack.client(HOTEL_B), {});
    const bFiltered = await listen(await stack.client(HOTEL_B), { filter: `hotel_id=eq.${HOTEL_A}` });
    await stack.admin.query('delete from rt_fixture.guests where id = $1', [id]);
    await until(() => staffB.events.length === 1);
    expect(staffB.events[0]).toMatchObject({ eventType: 'DELETE', new: {} });
    expect(staffB.events[0].old).toEqual({ id });
    await settle();
    expect(bFiltered.events).toEqual([]); // hotel_id is not in a key-only old image
  });

  it('applies eq/neq/in/gt filters on the row', async () => {
    const client = await stack.client(HOTEL_A);
    const inRooms = await listen(client, { filter: 'room=in.(101,102)' });
    const notRoom = await listen(client, { filter: 'room=neq.101' });
    const longStay = await listen(client, { filter: 'nights=gt.2' });
    const shortStay = await listen(client, { filter: 'nights=lte.2' });
    await insertGuest(stack, HOTEL_A, 'Barbara');
    await until(() => inRooms.events.length === 1 && longStay.events.length === 1);
    await settle();
    expect(notRoom.events).toEqual([]);
    expect(shortStay.events).toEqual([]);
  });

  it('switches tenants when the token changes (realtime.setAuth)', async () => {
    const client = await stack.client(HOTEL_B);
    const listener = await listen(client, {});
    await insertGuest(stack, HOTEL_A, 'before');
    await settle();
    expect(listener.events).toEqual([]);
    await client.realtime.setAuth(await stack.userToken(HOTEL_A));
    await until(() => listener.system.length === 2);
    expect(listener.system[1]).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    await insertGuest(stack, HOTEL_A, 'after');
    await until(() => listener.events.length === 1);
    expect(listener.events[0].new.first_name).toBe('after');
  });

  it('closes the channel with a system error when the token expires', async () => {
    const client = await stack.client(HOTEL_A, { expiresIn: 2 });
    const listener = await listen(client, {});
    await until(() => listener.statuses.includes('CLOSED'), 6_000);
    expect(listener.system.at(-1)).toMatchObject({ extension: 'system', status: 'error' });
    expect(String(listener.system.at(-1)!.message)).toMatch(/^Token has expired \d+ seconds ago$/);
  });

  it('reports tables outside the publication and unknown filter columns', async () => {
    const client = await stack.client(HOTEL_A);
    const system: Array<Record<string, unknown>> = [];
    const bad = [
      ['unpublished', undefined],
      ['guests', 'no_such=eq.1'],
      ['guests', 'hotel_id=eq.not-a-uuid'],
    ] as const;
    for (const [i, [table, filter]] of bad.entries()) {
      client
        .channel(`bad-${i}`)
        .on('postgres_changes', { event: '*', schema: 'rt_fixture', table, filter } as never, () => undefined)
        .on('system', {}, (p: Record<string, unknown>) => system.push(p))
        .subscribe();
    }
    await until(() => system.length === 3);
    expect(system.map((s) => s.status)).toEqual(['error', 'error', 'error']);
    expect(system.map((s) => String(s.message))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Unable to subscribe to changes with given parameters\. Please check Realtime is enabled/,
        ),
        expect.stringContaining('invalid column for filter no_such'),
        expect.stringContaining('invalid input syntax for type uuid: "not-a-uuid"'),
      ]),
    );
  });

  it('resumes after the replication connection drops, without losing the change made meanwhile', async () => {
    const listener = await listen(await stack.client(HOTEL_A), { filter: `hotel_id=eq.${HOTEL_A}` });
    const { rowCount } = await stack.admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'walsender' and application_name = 'stack_realtime'`,
    );
    expect(rowCount).toBe(1);
    const id = await insertGuest(stack, HOTEL_A, 'during-outage');
    await until(() => listener.events.some((e) => e.new.id === id), 10_000);
  }, 15_000);

  it('measures insert → event latency over 50 inserts', async () => {
    const listener = await listen(await stack.client(HOTEL_A), { filter: `hotel_id=eq.${HOTEL_A}` });
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await insertGuest(stack, HOTEL_A, `latency-${i}`);
      await until(() => listener.events.some((e) => e.new.first_name === `latency-${i}`));
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const p50 = latencies[24],
      p95 = latencies[47];
    console.info(`insert→event latency over 50 inserts: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    expect(p95).toBeLessThan(500);
  }, 30_000);
});
