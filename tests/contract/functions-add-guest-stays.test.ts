/**
 * `add-guest` and stays (docs/architecture.md#stays) through supabase-js, as the registration form will
 * call it: a guest alone opens a stay of one (the call is unchanged), a companion joins the lead's stay
 * with `stay: {id, role, relationship}`, and a stay of another hotel or none is refused, writing nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminPg } from './support/clients.ts';
import { callFunction, countRows, guestBody, useSeed, type AddGuestData } from './support/functions.ts';

const seed = useSeed();
const stayOf = (answer: { data: AddGuestData }) => answer.data.guest.stay_id as string;
const createdGuests: string[] = [];

afterAll(async () => {
  if (createdGuests.length) await adminPg().query('delete from public.guests where id = any($1)', [createdGuests]);
});

async function register(body: ReturnType<typeof guestBody> & { stay?: unknown }) {
  const result = await callFunction<AddGuestData>(seed.demo, 'add-guest', body);
  if (result.status === 200) createdGuests.push(result.data.guest.id);
  return result;
}

describe('add-guest and stays', () => {
  it('opens a stay of one for a guest registered alone, as before', async () => {
    const { status, data } = await register(guestBody(seed.demoHotel, { room: '14' }));
    expect(status).toBe(200);
    expect(data.guest).toMatchObject({ stay_role: 'single', relationship: null });
    const { data: stay } = await seed.demo
      .from('stays')
      .select('*')
      .eq('id', stayOf({ data }))
      .single<Record<string, unknown>>();
    expect(stay).toMatchObject({
      hotel_id: seed.demoHotel,
      status: 'checked_in',
      arrival_date: data.guest.check_in,
      departure_date: data.guest.check_out,
      room: '14',
    });
  });

  it("registers a companion into the lead's stay; the lead becomes head of family", async () => {
    const lead = await register(guestBody(seed.demoHotel, { firstName: 'Marta' }));
    const stay = { id: stayOf(lead), role: 'family_member', relationship: 'HJ' };
    const child = await register({ ...guestBody(seed.demoHotel, { firstName: 'Leo' }), stay });
    expect(child.status).toBe(200);
    expect(child.data.guest).toMatchObject({ stay_id: stay.id, stay_role: 'family_member', relationship: 'HJ' });
    const { data: party } = await seed.demo
      .from('guests')
      .select('first_name, stay_role')
      .eq('stay_id', stay.id)
      .order('first_name');
    expect(party).toEqual([
      { first_name: 'Leo', stay_role: 'family_member' },
      { first_name: 'Marta', stay_role: 'head_of_family' },
    ]);
  });

  it('refuses a stay of another hotel, or none, with 400 naming stay.id, and writes nothing', async () => {
    const { rows } = await adminPg().query<{ id: string }>('select id from public.stays where hotel_id = $1 limit 1', [
      seed.lodgeHotel,
    ]);
    for (const id of [rows[0].id, crypto.randomUUID()]) {
      const before = await countRows('public.guests');
      const { status, error } = await register({
        ...guestBody(seed.demoHotel),
        stay: { id, role: 'group_member' },
      });
      expect(status).toBe(400);
      expect(error!.message).toMatch(/^stay\.id: No such stay in your hotel/);
      expect(await countRows('public.guests')).toBe(before);
    }
  });

  it('answers a bad stay part with 400 naming the field', async () => {
    const lead = await register(guestBody(seed.demoHotel));
    for (const [stay, field] of [
      [{ id: stayOf(lead), role: 'single' }, 'stay.role'],
      [{ id: stayOf(lead), role: 'family_member', relationship: 'SON' }, 'stay.relationship'],
      [{ id: 'not-a-uuid', role: 'family_member' }, 'stay.id'],
      [{ id: stayOf(lead), role: 'family_member', extra: 1 }, 'stay'],
    ] as const) {
      const { status, error } = await register({ ...guestBody(seed.demoHotel), stay });
      expect(status, JSON.stringify(stay)).toBe(400);
      expect(error!.message).toContain(`${field}:`);
    }
  });

  it('binds the idempotency key to the stay part too', async () => {
    const lead = await register(guestBody(seed.demoHotel));
    const body = { ...guestBody(seed.demoHotel), stay: { id: stayOf(lead), role: 'group_member' } };
    const first = await register(body);
    const again = await register(body);
    expect(again.data.guest.id).toBe(first.data.guest.id);
    const other = await register({ ...body, stay: { ...body.stay, role: 'family_member' } });
    expect(other.status).toBe(409);
  });
});
