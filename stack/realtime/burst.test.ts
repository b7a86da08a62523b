/**
 * Realtime under a burst of writes (the bench's add-guest burst, the live-list e2e flow under load):
 * staff subscribe as the app does (use-guests-realtime.ts: one channel, `event:'*'` filtered on
 * `hotel_id=eq.<id>` plus an unfiltered `DELETE`), then many transactions from several
 * connections commit at once, then single inserts. Every insert of the staff's hotel must arrive
 * exactly once, none of another hotel's. Then the three ways events were silently lost: a commit
 * streamed before it is visible (RLS probe found no row), the API pool exhausted (probes queued
 * behind REST/Storage), and a token refresh (the channel left the subscribers while re-checked).
 * Ports 55727-55728.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import { useRealtimeTestStack } from './test-support.ts';

const HOTELS = [
  'aaaaaaaa-1111-4111-8111-111111111111',
  'bbbbbbbb-2222-4222-8222-222222222222',
  'cccccccc-3333-4333-8333-333333333333',
];
const stack = useRealtimeTestStack({ db: 55727, api: 55728 });

interface LiveList {
  hotelId: string;
  inserts: string[];
  others: string[];
}

/** The app's live-list subscription; resolves after "Subscribed to PostgreSQL". */
async function subscribeLikeTheApp(client: SupabaseClient, hotelId: string): Promise<LiveList> {
  const list: LiveList = { hotelId, inserts: [], others: [] };
  let subscribed = false;
  const channel = client
    .channel(`guests:${hotelId}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'rt_fixture', table: 'guests', filter: `hotel_id=eq.${hotelId}` },
      (p) => {
        const row = p.new as { id: string; hotel_id: string };
        if (p.eventType === 'INSERT' && row.hotel_id === hotelId) list.inserts.push(row.id);
        else list.others.push(`${p.eventType}:${row.hotel_id}`);
      },
    )
    .on('postgres_changes', { event: 'DELETE', schema: 'rt_fixture', table: 'guests' }, (p) =>
      list.others.push(`DELETE:${(p.old as { id: string }).id}`),
    )
    .on('system', {}, (p: { status?: string }) => (subscribed ||= p.status === 'ok'));
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        reject(error ?? new Error(status));
    });
  });
  await until(() => subscribed, 5_000);
  return list;
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!check() && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 20));
}

/** Inserts `count` guests spread over the hotels in one transaction on its own connection; returns id → hotel. */
async function insertTransaction(
  client: pg.PoolClient,
  count: number,
  offset: number,
): Promise<Array<[string, string]>> {
  await client.query('begin');
  const rows: Array<[string, string]> = [];
  for (let i = 0; i < count; i++) {
    const hotelId = HOTELS[(offset + i) % HOTELS.length];
    const {
      rows: [row],
    } = await client.query<{ id: string }>(
      `insert into rt_fixture.guests (hotel_id, first_name) values ($1, $2) returning id`,
      [hotelId, `Burst ${offset + i}`],
    );
    rows.push([row.id, hotelId]);
  }
  await client.query('commit');
  return rows;
}

describe('postgres_changes under a burst of writes', () => {
  it("delivers every insert of the staff's hotel exactly once, none of another hotel's", async () => {
    // Two staff of hotel A in two browsers (same channel topic), one of hotel B; hotel C has nobody.
    const lists = [
      await subscribeLikeTheApp(await stack.client(HOTELS[0]), HOTELS[0]),
      await subscribeLikeTheApp(await stack.client(HOTELS[0]), HOTELS[0]),
      await subscribeLikeTheApp(await stack.client(HOTELS[1]), HOTELS[1]),
    ];
    const written: Array<[string, string]> = [];
    // 200 inserts in 20 transactions from 4 connections at once.
    const connections = await Promise.all(Array.from({ length: 4 }, () => stack.admin.connect()));
    try {
      await Promise.all(
        connections.map(async (client, c) => {
          for (let t = 0; t < 5; t++) written.push(...(await insertTransaction(client, 10, (c * 5 + t) * 10)));
        }),
      );
    } finally {
      for (const client of connections) client.release();
    }
    // Then single inserts, as staff register guests one by one.
    for (let i = 0; i < 9; i++) {
      const hotelId = HOTELS[i % HOTELS.length];
      const {
        rows: [row],
      } = await stack.admin.query<{ id: string }>(
        `insert into rt_fixture.guests (hotel_id, first_name) values ($1, 'Single') returning id`,
        [hotelId],
      );
      written.push([row.id, hotelId]);
    }
    const expected = (hotelId: string) =>
      written
        .filter(([, h]) => h === hotelId)
        .map(([id]) => id)
        .sort();
    await until(() => lists.every((l) => l.inserts.length >= expected(l.hotelId).length), 20_000);
    await new Promise((r) => setTimeout(r, 300)); // duplicates would arrive now
    for (const list of lists) {
      expect(list.others).toEqual([]);
      expect([...list.inserts].sort()).toEqual(expected(list.hotelId));
    }
  }, 60_000);
});

describe('postgres_changes racing the commit', () => {
  it('delivers an insert whose WAL arrives before its commit is visible to other sessions', async () => {
    // A commit is flushed to WAL (so decoded and streamed) before the committing backend makes it
    // visible; waiting for a synchronous standby that never answers holds it exactly there, as a
    // backend descheduled on a loaded machine does for a moment.
    const staff = await subscribeLikeTheApp(await stack.client(HOTELS[2]), HOTELS[2]);
    const writer = await stack.admin.connect();
    const id = crypto.randomUUID();
    try {
      await stack.admin.query(`alter system set synchronous_standby_names = 'nobody'`);
      await stack.admin.query('select pg_reload_conf()');
      await writer.query('set synchronous_commit = on');
      const {
        rows: [{ pid }],
      } = await writer.query<{ pid: number }>('select pg_backend_pid() as pid');
      const insert = writer.query(`insert into rt_fixture.guests (id, hotel_id, first_name) values ($1, $2, 'Late')`, [
        id,
        HOTELS[2],
      ]);
      await new Promise((r) => setTimeout(r, 1_000)); // the change is streamed and dispatched meanwhile
      await stack.admin.query(`alter system reset synchronous_standby_names`);
      await stack.admin.query('select pg_reload_conf()');
      await stack.admin.query('select pg_cancel_backend($1)', [pid]); // the commit becomes visible
      await insert.catch(() => undefined);
    } finally {
      await stack.admin.query(`alter system reset synchronous_standby_names`);
      await stack.admin.query('select pg_reload_conf()');
      writer.release();
    }
    await until(() => staff.inserts.length > 0, 5_000);
    expect(staff.inserts).toEqual([id]);
    expect(staff.others).toEqual([]);
  }, 30_000);
});

describe('postgres_changes while the API is busy', () => {
  it('keeps delivering while every connection of the API pool is taken', async () => {
    const staff = await subscribeLikeTheApp(await stack.client(HOTELS[1]), HOTELS[1]);
    const held = await Promise.all(Array.from({ length: 5 }, () => stack.ctx.apiPool.connect())); // the pool's max
    try {
      const {
        rows: [row],
      } = await stack.admin.query<{ id: string }>(
        `insert into rt_fixture.guests (hotel_id, first_name) values ($1, 'Busy') returning id`,
        [HOTELS[1]],
      );
      await until(() => staff.inserts.length > 0, 3_000);
      expect(staff.inserts).toEqual([row.id]);
    } finally {
      for (const client of held) client.release();
    }
  }, 30_000);
});

describe('postgres_changes across a token refresh', () => {
  it("delivers an insert committed while the refreshed token's bindings are being re-checked", async () => {
    const client = await stack.client(HOTELS[0]);
    const staff = await subscribeLikeTheApp(client, HOTELS[0]);
    // Hold the admin pool (max 5) so the re-check's catalog queries wait; insert meanwhile.
    const held = await Promise.all(Array.from({ length: 5 }, () => stack.admin.connect()));
    const writer = new pg.Client({ connectionString: stack.ctx.databaseUrl });
    await writer.connect();
    try {
      await client.realtime.setAuth(await stack.userToken(HOTELS[0])); // as supabase-js does on TOKEN_REFRESHED
      await new Promise((r) => setTimeout(r, 200));
      const {
        rows: [row],
      } = await writer.query<{ id: string }>(
        `insert into rt_fixture.guests (hotel_id, first_name) values ($1, 'Refresh') returning id`,
        [HOTELS[0]],
      );
      await new Promise((r) => setTimeout(r, 300));
      for (const c of held.splice(0)) c.release();
      await until(() => staff.inserts.length > 0, 3_000);
      expect(staff.inserts).toEqual([row.id]);
    } finally {
      for (const c of held) c.release();
      await writer.end();
    }
  }, 30_000);
});
