/**
 * `police-report` through supabase-js, as the Police reports page calls it (docs/police-reports.md#the-edge-function):
 * `check` names what each traveller lacks and records nothing; `generate` records the file with its
 * SHA-256 and returns it, and refuses a guest already in a live report with the database's message. The
 * hotel is the caller's: another hotel's stays are refused and never read, anon is refused, and a hotel
 * without an authority is told where to choose one.
 */
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoliceReportCheck, PoliceReportFile } from '@shared/police/report-request.ts';
import { confirmedAccount } from './support/auth.ts';
import { adminPg, anonClient, signedInClient } from './support/clients.ts';
import { callFunction, countRows } from './support/functions.ts';

const hotels: string[] = [];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A hotel reporting to `authority` (null: none) with a staff member signed in. */
async function hotelWithStaff(name: string, authority: 'alloggiati' | 'ses' | null) {
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.hotels (name, address, police_authority, alloggiati_account, ses_establishment_code)
     values ($1, '1 Via Roma', $2::text, case when $2::text = 'alloggiati' then 'HOTELTEST' end,
             case when $2::text = 'ses' then '0000000001' end)
     returning id`,
    [`${name} ${crypto.randomUUID().slice(0, 8)}`, authority],
  );
  hotels.push(rows[0].id);
  const login = await confirmedAccount(name.toLowerCase().replace(/\W+/g, '-'), rows[0].id);
  return { hotelId: rows[0].id, client: await signedInClient(login.email, login.password), userId: login.id };
}

/** A single Swedish guest (a stay of one) with what Alloggiati and SES need; `extra` overrides columns. */
async function stayOfOne(hotelId: string, extra: Record<string, string | null> = {}) {
  const columns = {
    first_name: 'Anna Maria',
    last_name: 'Eriksson',
    sex: 'F',
    date_of_birth: '1974-08-12',
    nationality: 'SWE',
    birth_country: 'SWE',
    document_type: 'P',
    passport_number: 'L898902C3',
    issuing_country: 'SWE',
    residence_address: 'Exempelgatan 1',
    residence_city: 'Stockholm',
    residence_postcode: '111 22',
    residence_country: 'SWE',
    email: 'anna.eriksson@example.com',
    check_in: day(0),
    check_out: day(3),
    ...extra,
  };
  const names = Object.keys(columns);
  const { rows } = await adminPg().query<{ id: string; stay_id: string }>(
    `insert into public.guests (hotel_id, created_from, ${names.join(', ')})
     values ($1, 'webapp', ${names.map((_, i) => `$${i + 2}`).join(', ')}) returning id, stay_id`,
    [hotelId, ...Object.values(columns)],
  );
  await adminPg().query(
    `update public.stays set contract_reference = $2, contract_date = $3, payment_type = 'TARJT' where id = $1`,
    [rows[0].stay_id, `REF-${rows[0].id.slice(0, 8)}`, day(0)],
  );
  return { guestId: rows[0].id, stayId: rows[0].stay_id };
}

const check = (client: SupabaseClient, stayIds: string[]) =>
  callFunction<PoliceReportCheck>(client, 'police-report', { action: 'check', stayIds });
const generate = (client: SupabaseClient, stayIds: string[]) =>
  callFunction<PoliceReportFile>(client, 'police-report', { action: 'generate', stayIds });

let italy: Awaited<ReturnType<typeof hotelWithStaff>>;
let spain: Awaited<ReturnType<typeof hotelWithStaff>>;

beforeAll(async () => {
  [italy, spain] = await Promise.all([
    hotelWithStaff('Albergo Roma', 'alloggiati'),
    hotelWithStaff('Hostal Sol', 'ses'),
  ]);
});

afterAll(async () => {
  await adminPg().query('delete from public.hotels where id = any($1)', [hotels]);
});

describe('police-report', () => {
  it('refuses anon with 401 and records nothing', async () => {
    const { stayId } = await stayOfOne(italy.hotelId);
    const before = await countRows('public.police_reports');
    const { status } = await callFunction(anonClient(), 'police-report', { action: 'generate', stayIds: [stayId] });
    expect(status).toBe(401);
    expect(await countRows('public.police_reports')).toBe(before);
  });

  it("refuses another hotel's stay ids with 400 naming stayIds, reading and recording nothing of it", async () => {
    const theirs = await stayOfOne(spain.hotelId);
    const ours = await stayOfOne(italy.hotelId);
    for (const action of ['check', 'generate']) {
      const { status, error } = await callFunction(italy.client, 'police-report', {
        action,
        stayIds: [ours.stayId, theirs.stayId],
      });
      expect(status).toBe(400);
      expect(error!.message).toBe('stayIds: 1 of the selected stays are not stays of your hotel.');
    }
    expect(await countRows('public.police_reports', 'hotel_id = any($1)', [hotels])).toBe(0);
  });

  it("never shows one hotel's staff the other's stays to report", async () => {
    const theirs = await stayOfOne(spain.hotelId);
    const mine = await italy.client
      .from('stays_to_report')
      .select('id, hotel_id')
      .returns<{ id: string; hotel_id: string }[]>();
    expect(mine.error).toBeNull();
    expect(mine.data!.length).toBeGreaterThan(0);
    expect(new Set(mine.data!.map((row) => row.hotel_id))).toEqual(new Set([italy.hotelId]));
    expect(mine.data!.map((row) => row.id)).not.toContain(theirs.stayId);
    const theirsSeen = await spain.client.from('stays_to_report').select('id').eq('id', theirs.stayId);
    expect(theirsSeen.data).toEqual([{ id: theirs.stayId }]);
  });

  it('checks: names the traveller and the field in the authority’s terms, with the guest, and records nothing', async () => {
    const { stayId, guestId } = await stayOfOne(italy.hotelId, { birth_country: null, date_of_birth: null });
    const { status, data } = await check(italy.client, [stayId]);
    expect(status).toBe(200);
    expect(data.authority).toBe('alloggiati');
    expect(data.problems).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        stayId,
        guestId,
        traveller: 'Anna Maria ERIKSSON',
        field: 'Date of Birth',
      }),
    );
    const generated = await generate(italy.client, [stayId]);
    expect(generated.status).toBe(400);
    expect(generated.error!.message).toMatch(/^The file cannot be made yet: \d+ problems? to fix first/);
    expect(await countRows('public.police_reports', 'hotel_id = $1', [italy.hotelId])).toBe(0);
  });

  it('generates the Alloggiati file once: recorded with who, guests, stays and SHA-256; twice is refused', async () => {
    const { stayId, guestId } = await stayOfOne(italy.hotelId);
    expect((await check(italy.client, [stayId])).data.problems).toEqual([]);
    const { status, data } = await generate(italy.client, [stayId]);
    expect(status).toBe(200);
    expect(data.file.name).toMatch(/^alloggiati-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(data.file.text).toHaveLength(168);
    expect(data.file.text.slice(0, 2)).toBe('16');
    expect(data.report.sha256).toBe(createHash('sha256').update(data.file.text, 'utf8').digest('hex'));
    const { rows } = await adminPg().query('select * from public.police_reports where id = $1', [data.report.id]);
    expect(rows[0]).toMatchObject({
      hotel_id: italy.hotelId,
      authority: 'alloggiati',
      stay_ids: [stayId],
      guest_ids: [guestId],
      file_sha256: data.report.sha256,
      created_by: italy.userId,
      status: 'generated',
    });

    const again = await generate(italy.client, [stayId]);
    expect(again.status).toBe(409);
    expect(again.error!.message).toBe(
      'Some of these guests are already in a report for this authority. Discard that report first to report them again.',
    );
    const checked = await check(italy.client, [stayId]);
    expect(checked.data.problems).toEqual([expect.objectContaining({ guestId, field: 'Report' })]);
    const listed = await italy.client.from('stays_to_report').select('id').eq('id', stayId);
    expect(listed.data).toEqual([]);
  });

  it('generates the SES XML with its ZIP + Base64 form', async () => {
    const { stayId } = await stayOfOne(spain.hotelId);
    const { status, data, error } = await generate(spain.client, [stayId]);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data.file.mediaType).toBe('application/xml');
    expect(data.file.name).toMatch(/^ses-\d{4}-\d{2}-\d{2}\.xml$/);
    expect(data.file.text).toContain('<codigoEstablecimiento>0000000001</codigoEstablecimiento>');
    expect(Buffer.from(data.zipBase64!, 'base64').subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('tells a hotel without an authority where to choose one', async () => {
    const none = await hotelWithStaff('Hotel Nowhere', null);
    const { stayId } = await stayOfOne(none.hotelId);
    const { status, error } = await check(none.client, [stayId]);
    expect(status).toBe(400);
    expect(error!.message).toBe(
      'Your hotel reports to no police authority yet. The owner chooses it on Hotel Setup, under Police reports.',
    );
    expect((await none.client.from('stays_to_report').select('id')).data).toEqual([]);
  });

  it('answers a bad body with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ action: 'send', stayIds: [crypto.randomUUID()] }, 'action'],
      [{ action: 'check', stayIds: [] }, 'stayIds'],
      [{ action: 'check', stayIds: ['x'] }, 'stayIds.0'],
      [{ action: 'check', stayIds: [crypto.randomUUID()], hotelId: crypto.randomUUID() }, 'hotelId'],
    ] as const) {
      const { status, error } = await callFunction(italy.client, 'police-report', body);
      expect(status, field).toBe(400);
      expect(error!.message, field).toContain(field);
    }
  });
});
