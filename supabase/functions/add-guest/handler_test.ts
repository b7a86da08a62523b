/** add-guest's body rules and insert row for the five MRZ fields (the HTTP path runs in tests/contract). */
import assert from 'node:assert/strict';
import { guestSchemaFor, toGuestRow } from '../_shared/guest-schema.ts';
import { toGuestStayColumns } from '../_shared/guest-stay.ts';
import { bodySchema } from './handler.ts';

const body = (guest: Record<string, unknown>) => ({
  hotelId: '6f1c1c52-8a7e-4c57-9d2f-1b0e2f6c9a10',
  idempotencyKey: 'a3e1f0d2-3b4c-4d5e-8f60-718293a4b5c6',
  guest,
});
const onlyNames = { passportNumber: false, travelAgentName: false, room: false, chauffeurName: false };
const hidden = { ...onlyNames, chauffeurContact: false, nationality: false };

Deno.test('add-guest stores the MRZ fields in their columns, codes upper-cased', () => {
  const { guest } = bodySchema(guestSchemaFor(hidden)).parse(
    body({
      firstName: 'Ana',
      lastName: 'Silva',
      dateOfBirth: '1990-04-25',
      sex: 'f',
      documentType: 'pp',
      issuingCountry: 'D',
      documentExpiry: '2031-04-24',
    }),
  );
  const row = toGuestRow(guest, 'h1');
  assert.equal(row.date_of_birth, '1990-04-25');
  assert.equal(row.sex, 'F');
  assert.equal(row.document_type, 'PP');
  assert.equal(row.issuing_country, 'D');
  assert.equal(row.document_expiry, '2031-04-24');
  assert.equal(row.nationality, null);
});

Deno.test('add-guest: the MRZ fields are optional when shown; empty ones are stored as null', () => {
  const { guest } = bodySchema(guestSchemaFor(hidden)).parse(body({ firstName: 'Ana', lastName: 'Silva', sex: '' }));
  const row = toGuestRow(guest, 'h1');
  for (const column of ['date_of_birth', 'sex', 'document_type', 'issuing_country', 'document_expiry']) {
    assert.equal(row[column], null, column);
  }
});

Deno.test('add-guest refuses free-text nationality and bad MRZ values, naming each field', () => {
  const result = bodySchema(guestSchemaFor({ ...onlyNames, chauffeurContact: false })).safeParse(
    body({
      firstName: 'Ana',
      lastName: 'Silva',
      nationality: 'Japanese',
      sex: 'female',
      documentType: 'Passport',
      issuingCountry: 'ZZZ',
      dateOfBirth: '2999-01-01',
    }),
  );
  assert.equal(result.success, false);
  const paths = result.error!.issues.map((i) => i.path.join('.'));
  for (const field of ['nationality', 'sex', 'documentType', 'issuingCountry', 'dateOfBirth']) {
    assert.ok(paths.includes(`guest.${field}`), field);
  }
});

Deno.test('add-guest: a companion names the stay to join; the role and relationship are checked', () => {
  const stay = { id: '0b7e6a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b', role: 'family_member', relationship: 'HJ' };
  const parsed = bodySchema(guestSchemaFor(hidden)).parse({ ...body({ firstName: 'Leo', lastName: 'Silva' }), stay });
  assert.deepEqual(toGuestStayColumns(parsed.stay!), {
    stay_id: stay.id,
    stay_role: 'family_member',
    relationship: 'HJ',
  });
  const bad = bodySchema(guestSchemaFor(hidden)).safeParse({
    ...body({ firstName: 'Leo', lastName: 'Silva' }),
    stay: { id: 'x', role: 'single', relationship: 'SON' },
  });
  assert.equal(bad.success, false);
  const paths = bad.error!.issues.map((i) => i.path.join('.'));
  assert.deepEqual(paths.sort(), ['stay.id', 'stay.relationship', 'stay.role']);
});
