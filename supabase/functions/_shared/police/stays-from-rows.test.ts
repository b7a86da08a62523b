/**
 * The database's rows as the stay JSON (docs/police-reports.md#the-stay-json), rendered by the real
 * renderers: a Rome family registered through the registry's columns, a Madrid guest with an INE
 * residence, and a missing field named in the authority's terms.
 */
import { describe, expect, it } from 'vitest';
import { renderPoliceReport } from './render.ts';
import { reportInputOf, type GuestRow, type StayRow } from './stays-from-rows.ts';

const hotel = { name: 'Hotel', address: 'Via Roma 1', ses_establishment_code: '0000000001', siba_establishment: null };
const stay: StayRow = {
  id: 's1',
  arrival_date: '2026-11-27',
  departure_date: '2026-11-30',
  room: '12',
  contract_reference: 'BOOK-1',
  contract_date: '2026-11-01',
  people: null,
  payment_type: 'TARJT',
};
const blank: Omit<GuestRow, 'id' | 'stay_role' | 'first_name' | 'last_name'> = {
  stay_id: 's1',
  relationship: null,
  second_last_name: null,
  sex: 'F',
  date_of_birth: '1985-03-02',
  nationality: 'ITA',
  birth_country: 'ITA',
  birth_place: '412058091',
  document_type: null,
  passport_number: null,
  issuing_country: null,
  document_issue_place: null,
  document_support: null,
  residence_address: null,
  residence_city: null,
  residence_postcode: null,
  residence_country: null,
  phone: null,
  email: null,
};
const giulia: GuestRow = {
  ...blank,
  id: 'g1',
  stay_role: 'head_of_family',
  first_name: 'Giulia',
  last_name: "D'Amico",
  document_type: 'C',
  passport_number: 'CA00000AA',
  issuing_country: 'ITA',
  document_issue_place: '412058091',
};
const luca: GuestRow = {
  ...blank,
  id: 'g2',
  stay_role: 'family_member',
  first_name: 'Luca',
  last_name: "D'Amico",
  sex: 'M',
  date_of_birth: '2015-06-30',
  relationship: 'HJ',
};

describe('stays from the database rows', () => {
  it('render a family for Alloggiati: comune codes in their fields, the member after the head', async () => {
    const result = await renderPoliceReport('alloggiati', reportInputOf(hotel, [stay], [luca, giulia]));
    expect(result.ok).toBe(true);
    const lines = result.ok ? result.files[0].split('\r\n') : [];
    expect(lines).toHaveLength(2);
    expect(lines[0].slice(0, 2)).toBe('17');
    expect(lines[0].slice(14, 64).trimEnd()).toBe("D'AMICO");
    expect(lines[0].slice(105, 114)).toBe('412058091');
    expect(lines[0].slice(159, 168)).toBe('412058091');
    expect(lines[1].slice(0, 2)).toBe('19');
  });

  it('give SES the INE residence and name what a Spanish guest lacks', async () => {
    const carmen: GuestRow = {
      ...blank,
      id: 'g3',
      stay_role: 'single',
      first_name: 'Carmen',
      last_name: 'García',
      nationality: 'ESP',
      birth_country: 'ESP',
      birth_place: '28079',
      document_type: 'ID',
      passport_number: '99999999R',
      issuing_country: 'ESP',
      residence_address: 'Calle Mayor 1',
      residence_country: 'ESP',
      residence_city: '28079',
      residence_postcode: '28013',
      email: 'carmen@example.com',
    };
    const input = reportInputOf(hotel, [stay], [{ ...carmen, stay_id: 's1' }]);
    expect(input.stays[0].travellers[0]).toMatchObject({ residenceMunicipality: '28079' });
    expect(input.stays[0].travellers[0]).not.toHaveProperty('birthPlace');
    const result = await renderPoliceReport('ses', input);
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.problems.map((p) => `${p.traveller}: ${p.field}`);
    expect(fields).toEqual(expect.arrayContaining(['Carmen GARCÍA: soporteDocumento', 'Carmen GARCÍA: apellido2']));
    const fixed = reportInputOf(
      hotel,
      [stay],
      [{ ...carmen, second_last_name: 'López', document_support: 'BAA000589' }],
    );
    expect((await renderPoliceReport('ses', fixed)).ok).toBe(true);
  });
});
