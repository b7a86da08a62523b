/**
 * Bad-input cases for the edge functions ("Bad input"): every field of a valid body
 * replaced by wrong types, empty strings, 10 kB strings, SQL and HTML fragments, plus unknown keys.
 * Plain TypeScript without imports, so both `deno test` (schemas) and the contract suite (HTTP via
 * supabase-js) use the same table. Every case must answer 400 with a message naming `field`.
 */

/** How a field is checked, which decides the bad values that apply to it. */
export type FieldKind =
  | 'text' // required free text: quotes/SQL are data, so SQL fragments are valid there
  | 'optional-text' // free text that may be empty
  | 'formatted' // uuid, email, phone, date, action: SQL text breaks the format
  | 'optional-formatted' // formatted, may be empty (email, phone, dates)
  | 'password' // any characters allowed, so only types, emptiness and length
  | 'list' // attachments
  | 'object'; // a nested object such as guest

export interface FieldSpec {
  /** Path in the body, e.g. ['guest', 'firstName']. */
  path: string[];
  kind: FieldKind;
}

export interface FuzzCase {
  /** e.g. `guest.firstName = 10 kB string` */
  name: string;
  /** The name the error message must contain. */
  field: string;
  body: unknown;
}

const TEN_KB = 'x'.repeat(10 * 1024);
const SQL = "x' OR '1'='1'; DROP TABLE public.guests; --";
const HTML = '<img src=x onerror=alert(1)>';

function badValues(kind: FieldKind): [string, unknown][] {
  const types: [string, unknown][] = [
    ['number', 42],
    ['boolean', true],
    ['object', { $ne: null }],
  ];
  if (kind === 'object') return [...types.slice(0, 2), ['string', 'guest'], ['null', null], ['array', []]];
  if (kind === 'list')
    return [
      ...types,
      ['string', 'a.jpg'],
      ['list of numbers', [1, 2]],
      ['10 kB name', [TEN_KB]],
      ['HTML name', [HTML]],
    ];
  const values: [string, unknown][] = [...types, ['array', ['a']], ['10 kB string', TEN_KB]];
  if (kind === 'text' || kind === 'formatted' || kind === 'password') values.push(['empty string', '']);
  if (kind === 'formatted' || kind === 'optional-formatted') values.push(['SQL fragment', SQL]);
  if (kind !== 'password') values.push(['HTML fragment', HTML]);
  return values;
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  const object = body as Record<string, unknown>;
  return { ...object, [head]: rest.length ? withValue(object[head], rest, value) : value };
}

/**
 * All cases for one function.
 * @param valid a body the function accepts
 * @param fields the fields to spoil, with their kinds
 * @param objects paths of the objects that must refuse unknown keys ([] = the body itself)
 */
export function fuzzCases(valid: unknown, fields: FieldSpec[], objects: string[][] = [[]]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const { path, kind } of fields) {
    const field = path.join('.');
    for (const [label, value] of badValues(kind)) {
      cases.push({ name: `${field} = ${label}`, field, body: withValue(valid, path, value) });
    }
  }
  for (const path of objects) {
    const key = 'is_admin';
    const target = path.length ? withValue(valid, [...path, key], true) : { ...(valid as object), [key]: true };
    cases.push({ name: `unknown key ${[...path, key].join('.')}`, field: key, body: target });
  }
  return cases;
}

/**
 * The guest fields of add-guest and their kinds (all shown: the seven free-text fields and the
 * nationality code required; the MRZ extras, contact and dates optional).
 */
export const GUEST_FIELDS: FieldSpec[] = [
  ...['firstName', 'lastName', 'passportNumber', 'travelAgentName', 'room', 'chauffeurName', 'chauffeurContact'].map(
    (name): FieldSpec => ({ path: ['guest', name], kind: 'text' }),
  ),
  { path: ['guest', 'nationality'], kind: 'formatted' },
  ...[
    'email',
    'phone',
    'checkIn',
    'checkOut',
    'dateOfBirth',
    'sex',
    'documentType',
    'issuingCountry',
    'documentExpiry',
  ].map((name): FieldSpec => ({
    path: ['guest', name],
    kind: 'optional-formatted',
  })),
  { path: ['guest', 'attachments'], kind: 'list' },
  { path: ['guest'], kind: 'object' },
  { path: ['hotelId'], kind: 'formatted' },
  { path: ['idempotencyKey'], kind: 'formatted' },
];

/** admin-users fields per action (`action` itself is checked in every action's table). */
export const ADMIN_USERS_FIELDS: Record<'create' | 'reset-password' | 'delete', FieldSpec[]> = {
  create: [
    { path: ['action'], kind: 'formatted' },
    { path: ['email'], kind: 'formatted' },
    { path: ['password'], kind: 'password' },
    { path: ['hotelId'], kind: 'formatted' },
  ],
  'reset-password': [{ path: ['email'], kind: 'formatted' }],
  delete: [{ path: ['uid'], kind: 'formatted' }],
};

/** create-hotel-account fields. */
export const CREATE_HOTEL_ACCOUNT_FIELDS: FieldSpec[] = [
  { path: ['hotelName'], kind: 'text' },
  { path: ['hotelAddress'], kind: 'text' },
  { path: ['email'], kind: 'formatted' },
  { path: ['password'], kind: 'password' },
];
