/**
 * Realtime against a real Postgres (logical replication) through supabase-js, as the app uses it:
 * `channel().on('postgres_changes', {event, schema, table, filter}, cb).subscribe()`.
 * Fixture: rt_fixture.guests, RLS on the `hotel_id` claim (see test-stack.ts). Ports 55725-55726.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY } from '../keys.ts';
import { toBuffer } from './broadcast-frames.ts';
import { TableCatalog } from './catalog.ts';
import { probeVisibility } from './rls-check.ts';
import { startRealtimeTestStack, type RealtimeTestStack } from './test-stack.ts';

const HOTEL_A = '11111111-1111-4111-8111-111111111111';
const HOTEL_B = '22222222-2222-4222-8222-222222222222';
let stack: RealtimeTestStack;

beforeAll(async () => {
  stack = await startRealtimeTestStack({ db: 55725, api: 55726 });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
}, 30_000);

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

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

async function insertGuest(hotelId: string, firstName: string): Promise<string> {
  const { rows } = await stack.admin.query<{ id: string }>(
    `insert into rt_fixture.guests (hotel_id, first_name, room, nights, tags, extra)
     values ($1, $2, '101', 3, '{vip,late}', '{"a":1}') returning id`,
    [hotelId, firstName],
  );
  return rows[0].id;
}

describe('postgres_changes through supabase-js', () => {
  it("delivers an insert to the hotel's staff, typed as Realtime types it", async () => {
    const staffA = await listen(await stack.client(HOTEL_A), { filter: `hotel_id=eq.${HOTEL_A}` });
    expect(staffA.system[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
    const id = await insertGuest(HOTEL_A, 'Ada');
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
    const id = await insertGuest(HOTEL_A, 'Grace');
    await stack.admin.query(`update rt_fixture.guests set checked_out_at = now() where id = $1`, [id]);
    await until(() => staffA.events.length === 2);
    await settle();
    for (const other of [bSpoofedFilter, bNoFilter, anon, anonFiltered]) expect(other.events).toEqual([]);
    expect(staffA.events.map((e) => e.eventType)).toEqual(['INSERT', 'UPDATE']);
  });

  it('delivers a check-out update with the key in old', async () => {
    const id = await insertGuest(HOTEL_A, 'Alan');
    const staffA = await listen(await stack.client(HOTEL_A), { filter: `id=eq.${id}` });
    await stack.admin.query(`update rt_fixture.guests set checked_out_at = '2026-11-22T10:00:00Z' where id = $1`, [id]);
    await until(() => staffA.events.some((e) => e.eventType === 'UPDATE'));
    const update = staffA.events.find((e) => e.eventType === 'UPDATE');
    expect(update).toMatchObject({ old: { id }, new: { id, checked_out_at: '2026-11-22T10:00:00+00:00' } });
  });

  it('sends deletes without an RLS check, reduced to the primary key (as Realtime does)', async () => {
    const id = await insertGuest(HOTEL_A, 'Edsger');
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
    await insertGuest(HOTEL_A, 'Barbara');
    await until(() => inRooms.events.length === 1 && longStay.events.length === 1);
    await settle();
    expect(notRoom.events).toEqual([]);
    expect(shortStay.events).toEqual([]);
  });

  it('switches tenants when the token changes (realtime.setAuth)', async () => {
    const client = await stack.client(HOTEL_B);
    const listener = await listen(client, {});
    await insertGuest(HOTEL_A, 'before');
    await settle();
    expect(listener.events).toEqual([]);
    await client.realtime.setAuth(await stack.userToken(HOTEL_A));
    await until(() => listener.system.length === 2);
    expect(listener.system[1]).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    await insertGuest(HOTEL_A, 'after');
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
    const id = await insertGuest(HOTEL_A, 'during-outage');
    await until(() => listener.events.some((e) => e.new.id === id), 10_000);
  }, 15_000);

  it('measures insert → event latency over 50 inserts', async () => {
    const listener = await listen(await stack.client(HOTEL_A), { filter: `hotel_id=eq.${HOTEL_A}` });
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await insertGuest(HOTEL_A, `latency-${i}`);
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

describe('RLS probe', () => {
  it('answers each claim set separately in one round trip, refusing roles the API may not assume', async () => {
    const id = await insertGuest(HOTEL_A, 'probe');
    const info = (await new TableCatalog(stack.admin).table('rt_fixture', 'guests'))!;
    const claims = (hotel_id: string | undefined, role = 'authenticated') => ({
      role,
      hotel_id,
      sub: crypto.randomUUID(),
    });
    const answers = await probeVisibility(stack.ctx.apiPool, info, { id }, [
      claims(HOTEL_A),
      claims(HOTEL_B),
      claims(undefined, 'anon'),
      claims(HOTEL_A, 'postgres'),
      claims(HOTEL_A, 'service_role'),
    ]);
    expect(answers).toEqual([true, false, false, false, true]);
  });
});

describe('wire protocol (vsn 2.0.0 frames)', () => {
  /** Frames received per socket, queued so none is lost between awaits. */
  const inbox = new WeakMap<WebSocket, unknown[][]>();
  function open(query: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${stack.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
      const frames: unknown[][] = [];
      inbox.set(ws, frames);
      ws.on('message', (d) => frames.push(JSON.parse(toBuffer(d).toString('utf8')) as unknown[]));
      ws.once('open', () => resolve(ws));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }
  const next = async (ws: WebSocket): Promise<unknown[]> => {
    const frames = inbox.get(ws)!;
    await until(() => frames.length > 0);
    return frames.shift()!;
  };
  /** Next frame on `topic` (frames of other topics, e.g. late events of earlier tests, are skipped). */
  const nextOn = async (ws: WebSocket, topic: string, event?: string): Promise<unknown[]> => {
    for (;;) {
      const frame = await next(ws);
      if (frame[2] === topic && (!event || frame[3] === event)) return frame;
    }
  };

  it('refuses a forged apikey with 403', async () => {
    await expect(open(`apikey=${ANON_KEY.slice(0, -4)}AAAA&vsn=2.0.0`)).rejects.toThrow('HTTP 403');
  });

  it('answers heartbeats and echoes join entries with integer ids, in order', async () => {
    const ws = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await next(ws)).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const entries = [
      { event: '*', schema: 'rt_fixture', table: 'guests', filter: `hotel_id=eq.${HOTEL_A}` },
      { event: 'INSERT', schema: 'rt_fixture', table: 'notes' },
    ];
    const config = {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: entries,
      private: false,
    };
    ws.send(
      JSON.stringify(['2', '2', 'realtime:wire', 'phx_join', { config, access_token: await stack.userToken(HOTEL_A) }]),
    );
    const reply = (await nextOn(ws, 'realtime:wire')) as [
      string,
      string,
      string,
      string,
      { status: string; response: { postgres_changes: Array<{ id: number }> } },
    ];
    expect(reply.slice(0, 4)).toEqual(['2', '2', 'realtime:wire', 'phx_reply']);
    expect(reply[4].status).toBe('ok');
    expect(reply[4].response.postgres_changes).toEqual(
      entries.map((e) => ({ ...e, id: expect.any(Number) as unknown })),
    );
    expect(await nextOn(ws, 'realtime:wire')).toEqual([
      '2',
      null,
      'realtime:wire',
      'system',
      {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'wire',
      },
    ]);
    await stack.admin.query(`insert into rt_fixture.notes values (7, 'hello')`);
    const event = (await nextOn(ws, 'realtime:wire', 'postgres_changes')) as [
      null,
      null,
      string,
      string,
      { ids: number[]; data: Record<string, unknown> },
    ];
    expect(event.slice(0, 4)).toEqual([null, null, 'realtime:wire', 'postgres_changes']);
    expect(event[4].ids).toEqual([reply[4].response.postgres_changes[1].id]);
    expect(event[4].data).toMatchObject({
      schema: 'rt_fixture',
      table: 'notes',
      type: 'INSERT',
      errors: null,
      record: { id: 7, body: 'hello' },
      columns: [
        { name: 'id', type: 'int8' },
        { name: 'body', type: 'text' },
      ],
    });
    ws.send(JSON.stringify(['2', '3', 'realtime:wire', 'phx_leave', {}]));
    expect(await nextOn(ws, 'realtime:wire', 'phx_reply')).toEqual([
      '2',
      '3',
      'realtime:wire',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(await nextOn(ws, 'realtime:wire', 'phx_close')).toEqual(['2', '2', 'realtime:wire', 'phx_close', {}]);
    ws.close();
  });

  it("rejects a join with an expired token with Realtime's reason", async () => {
    const ws = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    const expired = await stack.userToken(HOTEL_A, -120);
    ws.send(
      JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: [] }, access_token: expired }]),
    );
    const [, , , event, payload] = await next(ws);
    expect(event).toBe('phx_reply');
    expect(payload).toEqual({
      status: 'error',
      response: { reason: expect.stringMatching(/^InvalidJWTToken: Token has expired 1\d\d seconds ago$/) as unknown },
    });
    ws.close();
  });

  it('answers pushes to unjoined topics with "unmatched topic" and replaces a channel joined twice', async () => {
    const ws = await open(`apikey=${ANON_KEY}&vsn=2.0.0`);
    ws.send(JSON.stringify(['1', '1', 'realtime:nope', 'access_token', { access_token: 'x' }]));
    expect(await nextOn(ws, 'realtime:nope')).toEqual([
      '1',
      '1',
      'realtime:nope',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    ws.send(JSON.stringify(['2', '2', 'realtime:twice', 'phx_join', { config: { postgres_changes: [] } }]));
    expect((await nextOn(ws, 'realtime:twice'))[4]).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    ws.send(JSON.stringify(['3', '3', 'realtime:twice', 'phx_join', { config: { postgres_changes: [] } }]));
    expect(await nextOn(ws, 'realtime:twice')).toEqual(['2', '2', 'realtime:twice', 'phx_close', {}]);
    expect((await nextOn(ws, 'realtime:twice')).slice(0, 4)).toEqual(['3', '3', 'realtime:twice', 'phx_reply']);
    ws.close();
  });

  it('serves legacy joins (no config): the topic names the table, events are named by type', async () => {
    const ws = await open(`apikey=${ANON_KEY}&vsn=1.0.0`);
    ws.send(
      JSON.stringify({ topic: 'realtime:rt_fixture:notes', event: 'phx_join', payload: {}, ref: '1', join_ref: '1' }),
    );
    const frames = inbox.get(ws)!;
    await until(() => frames.some((f) => (f as unknown as { event: string }).event === 'system'));
    await stack.admin.query(`insert into rt_fixture.notes values (8, 'legacy')`);
    await until(() => frames.some((f) => (f as unknown as { event: string }).event === 'INSERT'));
    const insert = frames.find((f) => (f as unknown as { event: string }).event === 'INSERT') as unknown as {
      payload: Record<string, unknown>;
    };
    expect(insert.payload).toMatchObject({ type: 'INSERT', table: 'notes', record: { id: 8, body: 'legacy' } });
    expect(insert.payload).not.toHaveProperty('ids');
    ws.close();
  });

  it('speaks vsn 1.0.0 JSON objects', async () => {
    const ws = await open(`apikey=${ANON_KEY}&vsn=1.0.0`);
    ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '9' }));
    expect(await next(ws)).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '9',
    });
    ws.close();
  });
});
