import { describe, expect, it } from 'vitest';
import { renderPoliceReport } from '../_shared/police/render.ts';
import { reportInputOf, type GuestRow, type StayRow } from '../_shared/police/stays-from-rows.ts';
import { tieProblems } from './tie-problems.ts';

const stay = (id: string, reference: string | null): StayRow => ({
  id,
  arrival_date: '2026-11-27',
  departure_date: '2026-11-30',
  room: null,
  contract_reference: reference,
  contract_date: null,
  people: null,
  payment_type: null,
});
const EMPTY = Object.fromEntries(
  [
    'relationship',
    'second_last_name',
    'birth_place',
    'document_issue_place',
    'document_support',
    'residence_address',
  ].map((k) => [k, null]),
);
const guest = (id: string, stayId: string, role: string, extra: Partial<GuestRow> = {}): GuestRow =>
  ({
    ...EMPTY,
    id,
    stay_id: stayId,
    stay_role: role,
    first_name: 'Marco',
    last_name: 'Bianchi',
    sex: 'M',
    date_of_birth: '1980-01-01',
    nationality: 'SWE',
    birth_country: 'SWE',
    document_type: 'P',
    passport_number: 'L898902C3',
    issuing_country: 'SWE',
    residence_city: null,
    residence_postcode: null,
    residence_country: null,
    phone: null,
    email: null,
    ...extra,
  }) as GuestRow;

describe('tieProblems', () => {
  const hotel = { name: 'H', address: null, ses_establishment_code: null, siba_establishment: null };

  it("ties the renderer's problem to the guest it names, and names a stay without reference by its lead", async () => {
    const stays = [stay('s1', 'REF-1'), stay('s2', null)];
    const guests = [
      guest('g1', 's1', 'single'),
      guest('g2', 's2', 'head_of_family', { first_name: 'Sofia', last_name: 'Rossi' }),
      guest('g3', 's2', 'family_member', { first_name: 'Luca', last_name: 'Rossi', sex: 'X' }),
    ];
    const result = await renderPoliceReport('alloggiati', reportInputOf(hotel, stays, guests));
    expect(result.ok).toBe(false);
    const tied = tieProblems(result.ok ? [] : result.problems, stays, guests);
    expect(tied).toContainEqual(
      expect.objectContaining({
        stayId: 's2',
        guestId: 'g3',
        stay: 'Sofia ROSSI',
        traveller: 'Luca ROSSI',
        field: 'Sesso',
      }),
    );
  });

  it('turns a missing required value into the record’s field name and says to fill it in', async () => {
    const stays = [stay('s1', 'REF-1')];
    const guests = [guest('g1', 's1', 'single', { nationality: null })];
    const result = await renderPoliceReport('alloggiati', reportInputOf(hotel, stays, guests));
    const tied = tieProblems(result.ok ? [] : result.problems, stays, guests);
    expect(tied).toEqual([
      {
        severity: 'error',
        stayId: 's1',
        guestId: 'g1',
        stay: 'REF-1',
        traveller: 'Marco BIANCHI',
        field: 'Nationality',
        message: "Missing: fill it in on the guest's record.",
      },
    ]);
  });
});
