/**
 * Realtime contract for the live guest list (docs/architecture.md#realtime): each hotel's changes go to
 * the private Broadcast topic `hotel:<id>:guests`, which only that hotel's staff may join; nothing
 * crosses to another hotel or to anon, and postgres_changes on guests yields nothing. Also Broadcast
 * between clients (channel.send, httpSend). Seed: demo staff in "Seaside Demo Villa", lodge staff in
 * "Mountain Lodge".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SEED, adminPg, anonClient, signedInClient } from './support/clients.ts';
import { hotelOf, listenBroadcast, settle, until } from './support/realtime.ts';

const MARK = 'realtime-broadcast-contract';
let demo: SupabaseClient, lodge: SupabaseClient, anon: SupabaseClient;
let demoHotel: string, lodgeHotel: string;
const opened: SupabaseClient[] = [];
const topicOf = (hotelId: string) => `hotel:${hotelId}:guests`;

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

describe("a hotel's private guest topic", () => {
  it('refuses joins by another hotel and by anon', async () => {
    const refusal = `Unauthorized: You do not have permissions to read from this Channel topic: ${topicOf(demoHotel)}`;
    await expect(listenBroadcast(lodge, topicOf(demoHotel), { private: true })).rejects.toThrow(refusal);
    await expect(listenBroadcast(anon, topicOf(demoHotel), { private: true })).rejects.toThrow(refusal);
  });

  it("delivers registration, check-out and deletion to the hotel's staff only, ids but no personal data", async () => {
    const demoStaff = await listenBroadcast(demo, topicOf(demoHotel), { private: true });
    const lodgeStaff = await listenBroadcast(lodge, topicOf(lodgeHotel), { private: true });
    // A public channel of the same name is another room: it hears nothing of the private topic.
    const eavesdropper = await listenBroadcast(anon, topicOf(demoHotel));
    const guestWatch = demo
      .channel('guests-postgres-changes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'guests' }, () => {
        throw new Error('postgres_changes delivered a guest change');
      });
    const systemStatus = new Promise<unknown>((resolve) => {
      guestWatch.on('system', {}, (message: { status?: string }) => resolve(message.status));
      guestWatch.subscribe();
    });

    const { data: guest, error } = await demo
      .from('guests')
      .insert({ hotel_id: demoHotel, first_name: 'Broadcast', last_name: 'Arrival', room: '12', created_from: MARK })
      .select('id')
      .single<{ id: string }>();
    expect(error).toBeNull();
    const guestId = guest!.id;
    expect((await demo.rpc('check_out_guest', { p_guest_id: guestId })).error).toBeNull();
    expect((await demo.from('guests').delete().eq('id', guestId)).error).toBeNull();

    await until(() => demoStaff.received.length === 3);
    expect(demoStaff.received.map((m) => m.event)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    for (const message of demoStaff.received) {
      expect(Object.keys(message.payload).sort()).toEqual(['guest_id', 'id', 'operation']);
      expect(message.payload.guest_id).toBe(guestId);
    }
    expect(await systemStatus).toBe('error'); // guests are no longer published to postgres_changes
    await settle();
    expect(lodgeStaff.received).toEqual([]);
    expect(eavesdropper.received).toEqual([]);
  });

  it("keeps another hotel's changes away from the demo hotel", async () => {
    const demoStaff = await listenBroadcast(demo, topicOf(demoHotel), { private: true });
    const lodgeStaff = await listenBroadcast(lodge, topicOf(lodgeHotel), { private: true });
    const { rows } = await adminPg().query<{ id: string }>(
      `insert into public.guests (hotel_id, first_name, created_from, registered_at, check_in)
       values ($1, 'Lodge', $2, now() - interval '40 days', current_date - 40) returning id`,
      [lodgeHotel, MARK],
    );
    await adminPg().query('delete from public.guests where id = $1', [rows[0].id]);
    await until(() => lodgeStaff.received.length === 2);
    await settle();
    expect(demoStaff.received).toEqual([]);
  });

  it('keeps delivering after a token refresh', async () => {
    const client = await signedInClient(SEED.demo.email, SEED.demo.password);
    opened.push(client);
    const listener = await listenBroadcast(client, topicOf(demoHotel), { private: true });
    expect((await client.auth.refreshSession()).error).toBeNull();
    await settle();
    await adminPg().query(`select realtime.send('{"operation": "INSERT"}', 'INSERT', $1, true)`, [topicOf(demoHotel)]);
    await until(() => listener.received.length === 1);
  });
});

describe('Broadcast between clients', () => {
  it('relays channel.send and httpSend on a public channel', async () => {
    const room = `contract-room-${crypto.randomUUID()}`;
    const listener = await listenBroadcast(lodge, room);
    const sender = await listenBroadcast(demo, room, { broadcast: { ack: true } });
    expect(await sender.channel.send({ type: 'broadcast', event: 'wave', payload: { from: 'demo' } })).toBe('ok');
    await expect(sender.channel.httpSend('nod', { from: 'demo' })).resolves.toEqual({ success: true });
    await until(() => listener.received.length === 2);
    expect(listener.received).toEqual([
      { event: 'wave', payload: { from: 'demo' } },
      { event: 'nod', payload: { from: 'demo' } },
    ]);
  });

  it("refuses client broadcasts on a hotel's private topic (only the database sends there)", async () => {
    const listener = await listenBroadcast(demo, topicOf(demoHotel), { private: true });
    const second = await signedInClient(SEED.demo.email, SEED.demo.password);
    opened.push(second);
    const forger = await listenBroadcast(second, topicOf(demoHotel), { private: true });
    await forger.channel.send({ type: 'broadcast', event: 'DELETE', payload: { guest_id: 'forged' } });
    await expect(forger.channel.httpSend('DELETE', { guest_id: 'forged' })).rejects.toThrow('permissions to write');
    await settle();
    expect(listener.received).toEqual([]);
  });
});
