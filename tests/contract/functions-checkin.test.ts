/**
 * Online check-in through its edge functions, as the guest page calls them with the anon key and no
 * session (docs/online-check-in.md): a link opens its arrival and nothing else, the guest declares and
 * signs (and may again until check-in), and a wrong, malformed, expired or revoked token, or one sent
 * after check-in, gets its own message that never names the hotel. Staff of another hotel see nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COMPLETE_GUEST } from '@shared/testing/guests.ts';
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token.ts';
import { LINK_MESSAGES } from '@shared/checkin-link.ts';
import { adminPg, anonClient } from './support/clients.ts';
import { callFunction, useSeed } from './support/functions.ts';

const seed = useSeed();
const today = new Date().toISOString().slice(0, 10);
const stays: string[] = [];
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

afterAll(async () => {
  await adminPg().query('delete from public.guests where stay_id = any($1)', [stays]);
  await adminPg().query('delete from public.stays where id = any($1)', [stays]);
});

type OpenData = {
  hotel: { name: string };
  arrival: { arrivalDate: string; guestName: string };
  fields: { key: keyof typeof COMPLETE_GUEST; required: boolean }[];
  declaration: { party: string; travellers: Record<string, string>[] } | null;
};

/** An expected arrival of the demo hotel (as its staff add it) and a fresh link for it. */
async function arrivalWithLink(client = seed.demo, hotelId = seed.demoHotel) {
  const { data: stay, error } = await client
    .from('stays')
    .insert({
      hotel_id: hotelId,
      status: 'expected',
      arrival_date: today,
      departure_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      guest_name: 'Lena Berg',
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  stays.push(stay.id);
  const token = newCheckinToken();
  // No `.select()`: with return=representation PostgREST answers `RETURNING *`, and the token hash is
  // not readable by staff (column privileges), so the link is read back by its stay.
  const inserted = await client
    .from('checkin_links')
    .insert({ hotel_id: hotelId, stay_id: stay.id, token_sha256: asByteaHex(await checkinTokenSha256(token)) });
  if (inserted.error) throw new Error(inserted.error.message);
  const link = await client.from('checkin_links').select('id').eq('stay_id', stay.id).is('revoked_at', null).single();
  if (link.error) throw new Error(link.error.message);
  return { stayId: stay.id, linkId: link.data.id as string, token };
}

/** A traveller filling every field the hotel shows with a valid value. */
const traveller = (fields: OpenData['fields'], firstName: string) =>
  Object.fromEntries(fields.map(({ key }) => [key, key === 'firstName' ? firstName : COMPLETE_GUEST[key]]));

const guest = anonClient();
const open = (token: unknown) => callFunction<OpenData>(guest, 'checkin-open', { token });
const submit = (body: Record<string, unknown>) =>
  callFunction<{ contentSha256: string; travellers: number }>(guest, 'checkin-submit', body);
const stateOf = async (stayId: string) =>
  (await adminPg().query<{ arrival_state: string }>('select arrival_state from public.stays where id = $1', [stayId]))
    .rows[0].arrival_state;

describe('checkin-open and checkin-submit', () => {
  it('opens the arrival, takes two signed travellers again and again, and the desk checks them in', async () => {
    const { stayId, token } = await arrivalWithLink();
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.data.hotel.name).toBe('Seaside Demo Villa');
    expect(opened.data.arrival.guestName).toBe('Lena Berg');
    expect(opened.data.fields.map((f) => f.key)).toContain('lastName');
    expect(opened.data.fields.map((f) => f.key)).not.toContain('room');
    expect(opened.data.declaration).toBeNull();
    expect(await stateOf(stayId)).toBe('opened');

    const fields = opened.data.fields;
    const first = await submit({
      token,
      travellers: [traveller(fields, 'Lena'), traveller(fields, 'Nils')],
      signature: SIGNATURE,
    });
    expect(first.status).toBe(200);
    expect(first.data.travellers).toBe(2);
    expect(first.data.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await stateOf(stayId)).toBe('completed');

    const again = await submit({
      token,
      travellers: [traveller(fields, 'Lena'), traveller(fields, 'Nils-Erik')],
      signature: SIGNATURE,
    });
    expect(again.status).toBe(200);
    expect(again.data.contentSha256).not.toBe(first.data.contentSha256);
    const reopened = await open(token);
    expect(reopened.data.declaration?.travellers.map((t) => t.firstName)).toEqual(['Lena', 'Nils-Erik']);

    const intact = await seed.demo.rpc('checkin_declaration_intact', { p_stay_id: stayId });
    expect(intact.data).toBe(true);
    const checkedIn = await seed.demo.rpc('check_in_arrival', { p_stay_id: stayId });
    expect(checkedIn.error).toBeNull();
    expect(checkedIn.data).toBe(2);
    const { data: guests } = await seed.demo
      .from('guests')
      .select('first_name, stay_role')
      .eq('stay_id', stayId)
      .order('first_name');
    expect(guests).toEqual([
      { first_name: 'Lena', stay_role: 'head_of_family' },
      { first_name: 'Nils-Erik', stay_role: 'family_member' },
    ]);

    const late = await submit({ token, travellers: [traveller(fields, 'Eve')], signature: SIGNATURE });
    expect([late.status, late.error?.message]).toEqual([409, LINK_MESSAGES.checkedIn]);
  });

  it('refuses a declaration missing a required field, naming it, and a signature that is not a PNG', async () => {
    const { stayId, token } = await arrivalWithLink();
    const { data } = await open(token);
    const { lastName: _dropped, ...noSurname } = traveller(data.fields, 'Nils');
    const missing = await submit({
      token,
      travellers: [traveller(data.fields, 'Lena'), noSurname],
      signature: SIGNATURE,
    });
    expect([missing.status, missing.error?.message]).toEqual([400, 'travellers.1.lastName: Required']);
    const gif = await submit({
      token,
      travellers: [traveller(data.fields, 'Lena')],
      signature: 'data:image/png;base64,R0lGODlhAQABAAAAACw=',
    });
    expect([gif.status, gif.error?.message]).toEqual([400, 'signature: Must be a PNG image']);
    const room = await submit({
      token,
      travellers: [{ ...traveller(data.fields, 'Lena'), room: '1' }],
      signature: SIGNATURE,
    });
    expect(room.status).toBe(400);
    expect(room.error?.message).toContain('travellers.0.room');
    expect(await stateOf(stayId)).toBe('opened');
  });

  it('answers a wrong, malformed, expired or revoked token with its own message, never the hotel', async () => {
    const wrong = await open(newCheckinToken());
    expect([wrong.status, wrong.error?.message]).toEqual([404, LINK_MESSAGES.unknown]);
    const malformed = await open('abc');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.message).toMatch(/^token: /);

    const expired = await arrivalWithLink();
    await adminPg().query("update public.checkin_links set expires_at = now() - interval '1 minute' where id = $1", [
      expired.linkId,
    ]);
    const late = await open(expired.token);
    expect([late.status, late.error?.message]).toEqual([403, LINK_MESSAGES.expired]);

    const revoked = await arrivalWithLink();
    await seed.demo.from('checkin_links').update({ revoked_at: new Date().toISOString() }).eq('id', revoked.linkId);
    const withdrawn = await submit({ token: revoked.token, travellers: [], signature: SIGNATURE });
    expect([withdrawn.status, withdrawn.error?.message]).toEqual([403, LINK_MESSAGES.revoked]);
    for (const answer of [wrong, late, withdrawn]) expect(JSON.stringify(answer.error)).not.toContain('Seaside');
  });

  it("keeps each hotel's arrivals to itself: a link writes only its own arrival; other staff see nothing", async () => {
    const lodge = await arrivalWithLink(seed.lodge, seed.lodgeHotel);
    const demo = await arrivalWithLink();
    const { data } = await open(lodge.token);
    expect(data.hotel.name).toBe('Mountain Lodge');
    const aimed = await submit({
      token: lodge.token,
      stayId: demo.stayId,
      travellers: [traveller(data.fields, 'Eve')],
      signature: SIGNATURE,
    });
    expect(aimed.status).toBe(400);
    await submit({ token: lodge.token, travellers: [traveller(data.fields, 'Eve')], signature: SIGNATURE });
    const seen = await seed.demo.from('checkin_declarations').select('stay_id').eq('stay_id', lodge.stayId);
    expect(seen.data).toEqual([]);
    const links = await seed.demo.from('checkin_links').select('id').eq('id', lodge.linkId);
    expect(links.data).toEqual([]);
    const { error } = await seed.demo.rpc('check_in_arrival', { p_stay_id: lodge.stayId });
    expect(error?.code).toBe('PT404');
    const anonRead = await guest.from('checkin_declarations').select('stay_id');
    expect(anonRead.error?.code).toBe('42501');
  });
});
