/** The five MRZ fields, ICAO country codes, stay bounds, the edit schema and database refusals → fields. */
import assert from 'node:assert/strict';
import {
  editRequiredFields,
  editedFields,
  fieldForDatabaseError,
  guestEditSchemaFor,
  guestInputSchema,
  todayIso,
} from './guest-schema.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

Deno.test('date of birth: from 1900-01-01 to today', () => {
  for (const good of ['1900-01-01', '1990-04-25', todayIso()]) {
    assert.equal(guestInputSchema.safeParse({ dateOfBirth: good }).success, true, good);
  }
  for (const bad of ['1899-12-31', '2999-01-01']) {
    assert.deepEqual(issues(guestInputSchema.safeParse({ dateOfBirth: bad })), [
      'dateOfBirth: Must be a date from 1900-01-01 to today',
    ]);
  }
});

Deno.test('sex: F, M or X, upper-cased', () => {
  assert.equal(guestInputSchema.parse({ sex: 'f' }).sex, 'F');
  assert.equal(guestInputSchema.parse({ sex: 'X' }).sex, 'X');
  assert.deepEqual(issues(guestInputSchema.safeParse({ sex: 'Q' })), ['sex: Must be F, M or X (ICAO Doc 9303)']);
});

Deno.test('document type: an MRZ document code (P, PP, I, ID, A, C, V…)', () => {
  for (const good of ['P', 'PP', 'PD', 'I', 'ID', 'A', 'C', 'V', 'id']) {
    assert.equal(guestInputSchema.safeParse({ documentType: good }).success, true, good);
  }
  for (const bad of ['X', 'PPP', 'P1', 'Passport']) {
    assert.equal(guestInputSchema.safeParse({ documentType: bad }).success, false, bad);
  }
});

Deno.test("issuing country and nationality: ICAO codes, ISO alpha-3 and ICAO's own", () => {
  for (const code of ['PRT', 'GBR', 'D', 'GBD', 'GBN', 'GBO', 'GBP', 'GBS', 'UNA', 'UNK', 'UNO', 'XOM', 'XXA', 'XXB']) {
    assert.equal(guestInputSchema.safeParse({ issuingCountry: code, nationality: code }).success, true, code);
  }
  for (const code of ['XXC', 'XXX', 'EUE', 'RKS', 'prt']) {
    assert.equal(guestInputSchema.safeParse({ issuingCountry: code }).success, true, code);
  }
  assert.deepEqual(issues(guestInputSchema.safeParse({ nationality: 'Portuguese', issuingCountry: 'PT' })), [
    'nationality: Must be a country from the list (ICAO 3-letter code)',
    'issuingCountry: Must be a country from the list (ICAO 3-letter code)',
  ]);
});

Deno.test('stays: dates from 2000-01-01 to 2100-12-31, at most 366 days', () => {
  assert.equal(guestInputSchema.safeParse({ checkIn: '2026-01-01', checkOut: '2027-01-02' }).success, true);
  assert.deepEqual(issues(guestInputSchema.safeParse({ checkIn: '2026-01-01', checkOut: '2027-01-03' })), [
    'checkOut: Must be at most 366 days after check-in',
  ]);
  assert.deepEqual(issues(guestInputSchema.safeParse({ checkIn: '1999-12-31', checkOut: '2101-01-01' })), [
    'checkIn: Must be a date from 2000-01-01 to 2100-12-31',
    'checkOut: Must be a date from 2000-01-01 to 2100-12-31',
  ]);
});

Deno.test('document expiry: a date from 1900-01-01 to 2100-12-31', () => {
  assert.equal(guestInputSchema.safeParse({ documentExpiry: '2031-04-24' }).success, true);
  assert.equal(guestInputSchema.safeParse({ documentExpiry: '2031-02-30' }).success, false);
});

Deno.test('edit: the registration rules; a required field that holds a value cannot be emptied', () => {
  const required = editRequiredFields({ room: false }, { firstName: 'Ana', room: '12', lastName: '' });
  assert.deepEqual(required, ['firstName', 'checkIn']);
  const schema = guestEditSchemaFor(required);
  assert.deepEqual(
    issues(schema.safeParse({ firstName: '', phone: 'call me maybe', nationality: '<b>Japanese</b>', checkIn: '' })),
    [
      'nationality: Must be a country from the list (ICAO 3-letter code)',
      'phone: Must contain only digits, spaces and + ( ) -',
      'firstName: Required',
      'checkIn: Required',
    ],
  );
  assert.equal(schema.safeParse({ room: '' }).success, true, 'a partial edit leaves the rest alone');
  assert.equal(schema.safeParse({ attachments: [] }).success, false, 'attachments are not edited here');
});

Deno.test('a database refusal names its field through the registry', () => {
  const check = (name: string) => `new row for relation "guests" violates check constraint "${name}"`;
  assert.equal(fieldForDatabaseError(check('guests_first_name_length')), 'firstName');
  assert.equal(fieldForDatabaseError(check('guests_check_out_not_before_check_in')), 'checkOut');
  assert.equal(fieldForDatabaseError(check('guests_check_in_range')), 'checkIn');
  assert.equal(fieldForDatabaseError(check('guests_stay_at_most_366_days')), 'checkOut');
  assert.equal(fieldForDatabaseError(check('guests_issuing_country_icao')), 'issuingCountry');
  assert.equal(fieldForDatabaseError(check('guests_document_type_mrz')), 'documentType');
  assert.equal(
    fieldForDatabaseError('null value in column "check_in" of relation "guests" violates not-null constraint'),
    'checkIn',
  );
  assert.equal(fieldForDatabaseError(check('guests_attachments_in_hotel_folder')), undefined);
});

Deno.test('an edit sends the changed fields; the stay dates travel together', () => {
  const stored = { firstName: 'Ana', nationality: 'Portuguese', checkIn: '2026-01-01', checkOut: '' };
  assert.deepEqual(editedFields({ ...stored, firstName: 'Ann' }, stored), { firstName: 'Ann' });
  assert.deepEqual(editedFields({ ...stored, checkOut: '2026-01-03' }, stored), {
    checkIn: '2026-01-01',
    checkOut: '2026-01-03',
  });
  assert.deepEqual(editedFields(stored, stored), {});
});
