import assert from 'node:assert/strict';
import {
  FORM_FIELD_KEYS,
  GUEST_FIELD_KEYS,
  guestInputSchema,
  guestSchemaFor,
  toGuestRow,
  todayIso,
} from './guest-schema.ts';
import { COMPLETE_GUEST } from './testing/guests.ts';

const complete = { ...COMPLETE_GUEST, attachments: ['hotel/1730000000000_passport.jpg'] };

/** Issue paths and messages, `path: message`, as the functions report them. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

Deno.test(
  "the toggleable fields include the spec's ten and the five MRZ fields; email and phone are always shown",
  () => {
    const spec = ['firstName', 'lastName', 'passportNumber', 'nationality', 'travelAgentName', 'checkIn', 'checkOut'];
    const mrz = ['dateOfBirth', 'sex', 'documentType', 'issuingCountry', 'documentExpiry'];
    for (const key of [...spec, 'room', 'chauffeurName', 'chauffeurContact', ...mrz]) {
      assert.ok((FORM_FIELD_KEYS as string[]).includes(key), key);
    }
    assert.deepEqual(
      GUEST_FIELD_KEYS.filter((key) => !FORM_FIELD_KEYS.includes(key)),
      ['email', 'phone'],
    );
  },
);

Deno.test('a complete guest passes, trimmed', () => {
  const parsed = guestSchemaFor({}).parse({ ...complete, firstName: '  Ana  ' });
  assert.equal(parsed.firstName, 'Ana');
});

Deno.test('every shown field but email, phone and the dates is required', () => {
  const result = guestSchemaFor({}).safeParse({ email: '', phone: '' });
  const required = issues(result)
    .filter((m) => m.endsWith(': Required'))
    .map((m) => m.split(':')[0])
    .sort();
  assert.deepEqual(required, [
    'chauffeurContact',
    'chauffeurName',
    'firstName',
    'lastName',
    'nationality',
    'passportNumber',
    'room',
    'travelAgentName',
  ]);
});

Deno.test('hidden fields (false in form_fields) are optional; a missing key counts as shown', () => {
  const hidden = Object.fromEntries(FORM_FIELD_KEYS.map((k) => [k, false]));
  assert.equal(guestSchemaFor(hidden).safeParse({}).success, true);
  assert.deepEqual(issues(guestSchemaFor({ ...hidden, room: true }).safeParse({})), ['room: Required']);
  assert.deepEqual(issues(guestSchemaFor({ ...hidden, room: undefined }).safeParse({})), ['room: Required']);
});

Deno.test('email, phone and dates are checked when given', () => {
  const bad = { email: 'not-an-email', phone: '555-CALL-NOW', checkIn: '2026-02-30', checkOut: '20/11/2026' };
  assert.deepEqual(issues(guestInputSchema.safeParse(bad)), [
    'checkIn: Must be a date as YYYY-MM-DD',
    'checkOut: Must be a date as YYYY-MM-DD',
    'email: Must be a valid email address',
    'phone: Must contain only digits, spaces and + ( ) -',
  ]);
});

Deno.test('check-out before check-in (or before today when check-in is empty) is refused', () => {
  assert.deepEqual(issues(guestInputSchema.safeParse({ checkIn: '2026-11-20', checkOut: '2026-11-19' })), [
    'checkOut: Must be on or after check-in',
  ]);
  assert.equal(guestInputSchema.safeParse({ checkIn: '2026-11-20', checkOut: '2026-11-20' }).success, true);
  assert.equal(guestInputSchema.safeParse({ checkOut: '2000-01-01' }).success, false);
  assert.equal(guestInputSchema.safeParse({ checkOut: null }).success, true);
});

Deno.test('at most 5 distinct attachments', () => {
  const six = Array.from({ length: 6 }, (_, i) => `h/${i}.jpg`);
  assert.deepEqual(issues(guestInputSchema.safeParse({ attachments: six })), ['attachments: At most 5 attachments']);
  assert.deepEqual(issues(guestInputSchema.safeParse({ attachments: ['h/a.jpg', 'h/a.jpg'] })), [
    'attachments: Must not repeat a file',
  ]);
});

Deno.test('toGuestRow: snake_case columns, empty text → null, check-in today, check-out null, webapp', () => {
  const row = toGuestRow(guestInputSchema.parse({ firstName: 'Ana', email: '', checkIn: '', checkOut: '' }), 'h1');
  assert.equal(row.hotel_id, 'h1');
  assert.equal(row.first_name, 'Ana');
  assert.equal(row.email, null);
  assert.equal(row.check_in, todayIso());
  assert.equal(row.check_out, null);
  assert.deepEqual(row.attachments, []);
  assert.equal(row.created_from, 'webapp');
  const full = toGuestRow(guestInputSchema.parse(complete), 'h1');
  assert.equal(full.chauffeur_contact, complete.chauffeurContact);
  assert.equal(full.check_out, '2099-01-03');
});

Deno.test('free text keeps quotes and SQL text verbatim (it is data, bound as a parameter)', () => {
  const name = "O'Brien'); DROP TABLE guests;--";
  assert.equal(guestInputSchema.parse({ lastName: name }).lastName, name);
});

Deno.test('markup and control characters are refused; accents, apostrophes and hyphens kept', () => {
  for (const bad of ['<b>Ana</b>', 'Ana\u0000', 'Ana\tSilva', 'Ana\nSilva']) {
    assert.deepEqual(issues(guestInputSchema.safeParse({ firstName: bad })), [
      'firstName: Must not contain < > or control characters',
    ]);
  }
  for (const good of ['Zoë', 'Jean-Luc', "D'Arcy", 'Nguyễn', 'محمد']) {
    assert.equal(guestInputSchema.parse({ firstName: good }).firstName, good);
  }
});
