/**
 * The police reports' guest fields in the registry (docs/police-reports.md#guest-fields): hidden until a
 * hotel shows them, a place checked against its country in the form's and add-guest's schema (as the
 * database's `guests_<column>_code` checks do), and an edit sending a place with its country.
 */
import { describe, expect, it } from 'vitest';
import { editedFields, guestEditSchemaFor, guestInputSchema } from './guest-schema.ts';
import { isFieldShown, type GuestFieldKey } from './guest-fields.ts';

const NEW_FIELDS: GuestFieldKey[] = [
  'secondLastName',
  'birthCountry',
  'birthPlace',
  'residenceAddress',
  'residenceCity',
  'residencePostcode',
  'residenceCountry',
  'documentIssuePlace',
  'documentSupport',
];
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the police reports guest fields', () => {
  it('are hidden until the hotel shows them, so forms set up before do not change', () => {
    for (const key of NEW_FIELDS) {
      expect(isFieldShown({}, key)).toBe(false);
      expect(isFieldShown(null, key)).toBe(false);
      expect(isFieldShown({ [key]: true }, key)).toBe(true);
    }
    expect(isFieldShown({}, 'room')).toBe(true);
  });

  it('take a comune code for Italy, an INE code for Spain and words elsewhere', () => {
    const schema = guestInputSchema;
    const check = (guest: Record<string, string>) => messages(schema.safeParse({ firstName: 'A', ...guest }));
    expect(check({ birthCountry: 'ITA', birthPlace: '412058091' })).toEqual({});
    expect(check({ birthCountry: 'ITA', birthPlace: 'Roma' })).toEqual({
      birthPlace: 'Must be an Italian comune from the list',
    });
    expect(check({ residenceCountry: 'ESP', residenceCity: 'Madrid' })).toEqual({
      residenceCity: 'Must be a Spanish municipality from the list',
    });
    expect(check({ issuingCountry: 'ITA', documentIssuePlace: '28079' })).toEqual({
      documentIssuePlace: 'Must be an Italian comune from the list',
    });
    expect(
      check({ birthCountry: 'SWE', birthPlace: 'Göteborg', residenceCountry: 'SWE', residenceCity: 'Stockholm' }),
    ).toEqual({});
  });

  it('upper-case postcodes and support numbers and refuse other characters', () => {
    const parsed = guestInputSchema.safeParse({ residencePostcode: 'sw1a 1aa', documentSupport: 'baa000589' });
    expect(parsed.data).toMatchObject({ residencePostcode: 'SW1A 1AA', documentSupport: 'BAA000589' });
    expect(messages(guestInputSchema.safeParse({ documentSupport: 'BAA-0005' }))).toEqual({
      documentSupport: 'Must be the support number printed on a Spanish ID or residence card (letters and digits)',
    });
  });

  it('send a place with its country when either changes in an edit, so both are checked together', () => {
    const stored = { birthCountry: 'SWE', birthPlace: 'Göteborg', room: '12' };
    const edited = editedFields({ ...stored, birthCountry: 'ITA' }, stored);
    expect(edited).toEqual({ birthCountry: 'ITA', birthPlace: 'Göteborg' });
    expect(messages(guestEditSchemaFor([]).safeParse(edited))).toEqual({
      birthPlace: 'Must be an Italian comune from the list',
    });
  });
});
