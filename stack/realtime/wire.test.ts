/**
 * Realtime at the wire: raw Phoenix vsn 2.0.0 frames over a WebSocket (join replies, system messages,
 * leave, token errors) and the RLS probe behind postgres_changes, against a real Postgres.
 * Fixture: rt_fixture.guests, RLS on the `hotel_id` claim (see test-stack.ts). Ports: any free ones.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ANON_KEY } from '../keys.ts';
import { toBuffer } from './broadcast-frames.ts';
import { TableCatalog } from './catalog.ts';
import { probeVisibility } from './rls-check.ts';
import { insertGuest, until, useRealtimeTestStack } from './test-support.ts';

const HOTEL_A = '11111111-1111-4111-8111-111111111111';
const HOTEL_B = '22222222-2222-4222-8222-222222222222';
const stack = useRealtimeTestStack({ db: 0, api: 0 });

describe('RLS probe', () => {
  it('answers each claim set separately in one round trip, refusing roles the API may not assume', async () => {
    const id = await insertGuest(stack, HOTEL_A, 'probe');
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
