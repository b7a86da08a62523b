/** The guest's declaration schema: the hotel's registration rules, minus the stay's own fields (docs/online-check-in.md#edge-functions). */
import { describe, expect, it } from 'vitest';
import {
  checkinDeclarationSchemaFor,
  checkinFieldKeys,
  checkinRequiredKeys,
  signaturePngBytes,
  travellerColumns,
  travellerFromColumns,
} from './checkin-schema.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const hotel = { travelAgentName: false, chauffeurName: false, chauffeurContact: false, passportNumber: false };
const lena = { firstName: 'Lena', lastName: 'Berg', nationality: 'swe' };
const issues = (value: unknown) =>
  checkinDeclarationSchemaFor(hotel)
    .safeParse(value)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the check-in declaration', () => {
  it('asks for the fields the hotel shows, never check-in, check-out or room', () => {
    expect(checkinFieldKeys(hotel)).not.toContain('room');
    expect(checkinFieldKeys(hotel)).not.toContain('checkIn');
    expect(checkinFieldKeys(hotel)).not.toContain('passportNumber');
    expect(checkinRequiredKeys(hotel)).toEqual(['firstName', 'lastName', 'nationality']);
  });

  it('accepts travellers with the required fields and upper-cases codes as the staff form does', () => {
    const parsed = checkinDeclarationSchemaFor(hotel).parse({ travellers: [lena], signature: PNG });
    expect(parsed.party).toBe('family');
    expect(parsed.travellers[0].nationality).toBe('SWE');
  });

  it('names each traveller’s missing or forbidden field, and a missing signature', () => {
    expect(issues({ travellers: [lena, { firstName: 'Nils', room: '4' }] })).toEqual([
      'travellers.1.lastName: Required',
      'travellers.1.nationality: Required',
      'travellers.1.room: Must not be sent: the hotel fills it in',
      'signature: Required: please sign',
    ]);
    expect(issues({ travellers: [], signature: 'data:image/gif;base64,R0lG' })).toEqual([
      'travellers: Add at least one traveller',
      'signature: Must be a PNG image (data:image/png;base64,…)',
    ]);
  });

  it('stores only the shown fields, by column, and reads them back by field', () => {
    const columns = travellerColumns({ ...lena, email: '', passportNumber: 'X1' }, checkinFieldKeys(hotel));
    expect(columns).toEqual({ first_name: 'Lena', last_name: 'Berg', nationality: 'swe' });
    expect(travellerFromColumns(columns)).toEqual(lena);
    expect(Array.from(signaturePngBytes(PNG).slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
