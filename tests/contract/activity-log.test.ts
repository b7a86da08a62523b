/**
 * The activity log through every door of a running stack (docs/product.md#activity-log): who and which
 * door come from what PostgREST (here the stack's REST, which sets the same `request.jwt.claims` and
 * `request.headers` settings) verified, not from anything a client sends; an edge function acting for
 * a person names them; the schedule's purge leaves receipts. Owner-only data rules answer 403 with the
 * rule named, also to the platform admin and the service role.
 */
import { describe, expect, it } from 'vitest';
import { SEED, adminPg, serviceClient, signedInClient } from './support/clients.ts';
import { callFunction, guestBody, uploadPassport, useSeed, type AddGuestData } from './support/functions.ts';
import { insertGuest, runPurge } from './support/data-protection.ts';

const seed = useSeed();

type Entry = { action: string; fields: string[]; actor_email: string | null; door: string };

/** The log entries of one guest, oldest first (read as the superuser). */
async function entriesOf(guestId: string): Promise<Entry[]> {
  const { rows } = await adminPg().query<Entry>(
    'select action, fields, actor_email, door from public.activity_log where entity_id = $1 order by id',
    [guestId],
  );
  return rows;
}

describe('who and which door', () => {
  it('add-guest, a REST edit and Checkout Now are the signed-in user through the app door', async () => {
    const added = await callFunction<AddGuestData>(seed.demo, 'add-guest', guestBody(seed.demoHotel));
    expect(added.status).toBe(200);
    const guestId = added.data.guest.id;
    // A client header claiming another door or person changes nothing: only verified claims count.
    const edit = await seed.demo
      .from('guests')
      .update({ room: '7C' })
      .eq('id', guestId)
      .setHeader('x-client-info', 'supabase-js-deno/2.119.1')
      .setHeader('x-activity-actor', 'lodge@guestregistry.app');
    expect(edit.error).toBeNull();
    expect((await seed.demo.rpc('check_out_guest', { p_guest_id: guestId })).error).toBeNull();
    expect(await entriesOf(guestId)).toEqual([
      { action: 'created', fields: [], actor_email: SEED.demo.email, door: 'app' },
      { action: 'edited', fields: ['room'], actor_email: SEED.demo.email, door: 'app' },
      { action: 'checked_out', fields: ['checked_out_at'], actor_email: SEED.demo.email, door: 'app' },
    ]);
  });

  it("guest-data's erasure is the person who asked, through the function door", async () => {
    const guestId = await insertGuest(seed.demoHotel, []);
    expect((await callFunction(seed.demo, 'guest-data', { guestId, action: 'erase' })).status).toBe(200);
    expect((await entriesOf(guestId)).at(-1)).toEqual({
      action: 'erased',
      fields: [],
      actor_email: SEED.demo.email,
      door: 'function',
    });
  });

  it('the owner reads the entries over REST; another hotel and the admin read none', async () => {
    const guestId = await insertGuest(seed.demoHotel, []);
    const owner = await seed.demo.from('activity_log_entries').select('action, door').eq('entity_id', guestId);
    expect(owner.data).toEqual([{ action: 'created', door: 'sql' }]);
    for (const other of [seed.lodge, seed.admin]) {
      expect((await other.from('activity_log').select('id').eq('hotel_id', seed.demoHotel)).data).toEqual([]);
    }
    const write = await seed.demo
      .from('activity_log')
      .insert({ hotel_id: seed.demoHotel, entity: 'guest', action: 'deleted', door: 'app' });
    expect(write.status).toBe(403);
  });
});

describe('owner-only data rules over REST', () => {
  it('refuse the platform admin and the service role with 403 naming the rule', async () => {
    for (const client of [seed.admin, serviceClient()]) {
      const { status, error } = await client
        .from('hotels')
        .update({ time_zone: 'Asia/Tokyo' })
        .eq('id', seed.demoHotel);
      expect(status).toBe(403);
      expect(error?.message).toBe("Only the hotel's owner can change the hotel's time zone.");
      expect(error?.hint).toBe('owner_only');
    }
  });
});

describe('legal hold', () => {
  it('keeps a held guest and their images from staff over REST, not the admin deleting the hotel', async () => {
    const name = await uploadPassport(seed.demo, seed.demoHotel);
    const guestId = await insertGuest(seed.demoHotel, [name], { legalHold: true });
    const detach = await seed.demo.from('guests').update({ attachments: [] }).eq('id', guestId);
    expect(detach.status).toBe(409);
    expect(detach.error?.message).toBe(
      'This guest is under legal hold. Lift the hold before removing their passport images.',
    );
    expect((await seed.demo.from('guests').delete().eq('id', guestId)).status).toBe(409);

    const { rows } = await adminPg().query<{ id: string }>(
      `insert into public.hotels (name) values ('Held Inn') returning id`,
    );
    const hotelId = rows[0].id;
    const email = `held-${Date.now()}@example.com`;
    expect(
      (await callFunction(seed.admin, 'admin-users', { action: 'create', email, password: 'held-pass', hotelId }))
        .status,
    ).toBe(200);
    const staff = await signedInClient(email, 'held-pass');
    const image = await uploadPassport(staff, hotelId);
    await insertGuest(hotelId, [image], { legalHold: true });
    const deleted = await callFunction(seed.admin, 'admin-users', { action: 'delete-hotel', hotelId });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toMatchObject({ deleted: true, images: 1 });
  });
});

describe('the yearly purge', () => {
  it('runs with the passport purge and leaves the hotel a receipt with the count', async () => {
    await adminPg().query(
      `insert into public.activity_log (hotel_id, occurred_at, entity, action, door)
       select $1, now() - interval '13 months', 'guest', 'edited', 'app' from generate_series(1, 3)`,
      [seed.lodgeHotel],
    );
    const answer = await runPurge();
    expect(answer.status).toBe(200);
    expect((answer.data as { activityLogPurged: number }).activityLogPurged).toBeGreaterThanOrEqual(3);
    const receipts = await seed.lodge
      .from('activity_log_entries')
      .select('new_values, door')
      .eq('action', 'purged')
      .order('id', { ascending: false })
      .limit(1);
    expect(receipts.data).toEqual([{ new_values: expect.objectContaining({ rows: 3 }) as unknown, door: 'schedule' }]);
  });
});
