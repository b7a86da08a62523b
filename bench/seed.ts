/**
 * Seeds the bench database in SQL (generate_series): `hotels` hotels on the Enterprise plan (no
 * monthly guest limit, so add-guest runs are never refused), one staff login per hotel for the
 * first `staff` hotels, `background` guests in every hotel, and one "target" hotel per size in
 * `targetSizes` holding exactly that many guests. Runs as the superuser with
 * session_replication_role = replica (no per-row triggers); guests leave the Realtime publication
 * while loading (so the change feed does not decode a million inserts) and their indexes are
 * rebuilt afterwards from their own definitions, then the table is vacuumed and analysed.
 */
import type pg from 'pg';

export const STAFF_PASSWORD = 'bench-pass-2026';

export interface SeedOptions {
  hotels: number;
  /** Staff logins `staff<i>@bench.test` for hotels 1..staff. */
  staff: number;
  background: number;
  /** One target hotel per size (hotels 1..n, in this order). */
  targetSizes: number[];
}

export interface StaffLogin {
  hotelId: string;
  email: string;
  password: string;
}

export interface SeedInfo {
  /** Staff of hotel i at index i - 1. */
  staff: StaffLogin[];
  /** Target hotel per size. */
  targets: Map<number, StaffLogin>;
  seconds: number;
}

const FIRST = [
  'Emma',
  'Lukas',
  'Priya',
  'Oliver',
  'Sofia',
  'Kenji',
  'Amara',
  'Mateo',
  'Chloe',
  'Ravi',
  'Hannah',
  'Diego',
  'Yuki',
  'Fatima',
  'Noah',
  'Ingrid',
  'Tariq',
  'Lucia',
  'Erik',
  'Mei',
];
const LAST = [
  'Johansson',
  'Schneider',
  'Raman',
  'Bennett',
  'Rossi',
  'Tanaka',
  'Okafor',
  'Garcia',
  'Dubois',
  'Perera',
  'Miller',
  'Novak',
  'Silva',
  'Haddad',
  'Kowalski',
  'Larsen',
  'Nguyen',
  'Costa',
  'Murphy',
  'Fischer',
];
const NATION = [
  'Swedish',
  'German',
  'Indian',
  'British',
  'Italian',
  'Japanese',
  'Nigerian',
  'Spanish',
  'French',
  'Sri Lankan',
];

/**
 * `count` guests for `hotel` ($1) with registrations spread over three years up to now; names from
 * the lists above (so "mill" finds one guest in twenty), unique email and phone per guest.
 */
const GUESTS_SQL = `
  insert into public.guests (hotel_id, first_name, last_name, passport_number, nationality, email, phone,
                             check_in, check_out, room, registered_at, created_at, updated_at, created_from)
  select h.id, f[1 + i % ${FIRST.length}], l[1 + (i / ${FIRST.length}) % ${LAST.length}], 'P' || lpad(i::text, 8, '0'),
         n[1 + i % ${NATION.length}],
         lower(f[1 + i % ${FIRST.length}] || '.' || l[1 + (i / ${FIRST.length}) % ${LAST.length}]) || i || '@example.com',
         '+1 555 ' || lpad(i::text, 7, '0'), t.at::date, t.at::date + (1 + i % 7), (100 + i % 300)::text,
         t.at, t.at, t.at, 'bench'
  from (select $2::text[] as f, $3::text[] as l, $4::text[] as n) as names,
       public.hotels as h,
       generate_series(1, $5::int) as i,
       lateral (select now() - make_interval(secs => i * (94608000.0 / $5::int))) as t(at)
  where h.name = any($1::text[])`;

export const hotelName = (i: number) => `Bench Hotel ${String(i).padStart(4, '0')}`;

/** Seeds as described above; `log` gets one line per step. */
export async function seedBench(admin: pg.Pool, options: SeedOptions, log: (line: string) => void): Promise<SeedInfo> {
  const started = performance.now();
  const client = await admin.connect();
  const names = [FIRST, LAST, NATION];
  try {
    await client.query(`set session_replication_role = replica; set maintenance_work_mem = '256MB'`);
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index
       where indrelid = 'public.guests'::regclass and not indisprimary and not indisunique`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);

    await client.query(
      `insert into public.hotels (name, address, form_fields)
       select format('Bench Hotel %s', lpad(i::text, 4, '0')), i || ' Bench Street', '{}' from generate_series(1, $1::int) as i`,
      [options.hotels],
    );
    await client.query(
      `insert into public.subscriptions (hotel_id, plan_id) select id, 'enterprise' from public.hotels where name like 'Bench Hotel %'`,
    );
    await client.query(
      `with staff as (
         select gen_random_uuid() as id, format('staff%s@bench.test', i) as email, h.id as hotel_id
         from generate_series(1, $1::int) as i join public.hotels as h on h.name = format('Bench Hotel %s', lpad(i::text, 4, '0'))
       ), users as (
         insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
           email_change_token_new, email_change, email_change_token_current, phone_change, phone_change_token,
           reauthentication_token, is_sso_user, is_anonymous)
         select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email,
                extensions.crypt($2, extensions.gen_salt('bf', 4)), now(),
                '{"provider": "email", "providers": ["email"]}',
                jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now(),
                '', '', '', '', '', '', '', '', false, false
         from staff returning id
       ), identities as (
         insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), 'email', now(), now(), now()
         from staff
       )
       insert into public.hotel_members (user_id, hotel_id, email, role) select id, hotel_id, email, 'staff' from staff`,
      [options.staff, STAFF_PASSWORD],
    );
    log(`seed: ${options.hotels} hotels, ${options.staff} staff logins`);

    const targets = options.targetSizes.map((_, i) => hotelName(i + 1));
    const others = Array.from({ length: options.hotels - targets.length }, (_, i) => hotelName(targets.length + i + 1));
    if (options.background > 0) await client.query(GUESTS_SQL, [others, ...names, options.background]);
    for (const [i, size] of options.targetSizes.entries()) {
      await client.query(GUESTS_SQL, [[targets[i]], ...names, size]);
      log(`seed: target hotel with ${size} guests`);
    }
    for (const index of indexes) await client.query(index.def);
    await client.query(`reset session_replication_role`);
    await client.query(`vacuum (analyze) public.guests`);
    await client.query(`analyze public.hotels; analyze public.hotel_members; analyze auth.users`);

    const { rows } = await client.query<{ id: string; name: string }>(
      `select id, name from public.hotels where name like 'Bench Hotel %'`,
    );
    const idByName = new Map(rows.map((row) => [row.name, row.id]));
    const staff = Array.from({ length: options.staff }, (_, i) => ({
      hotelId: idByName.get(hotelName(i + 1))!,
      email: `staff${i + 1}@bench.test`,
      password: STAFF_PASSWORD,
    }));
    const seconds = (performance.now() - started) / 1000;
    log(`seed: done in ${seconds.toFixed(1)} s`);
    return { staff, targets: new Map(options.targetSizes.map((size, i) => [size, staff[i]])), seconds };
  } finally {
    client.release();
  }
}
