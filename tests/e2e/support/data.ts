/**
 * Arranging data behind the UI's back, for flows that need a hotel or guests to exist first:
 * the service-role API (GoTrue admin, PostgREST) for accounts and hotels, the superuser pool for
 * what no API offers (moving a hotel to another plan, filling a month). Every helper creates
 * fresh, uniquely named rows, so specs never depend on each other.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { e2eEnv } from './env';

let pool: pg.Pool | undefined;
/** Superuser pool on the e2e database (one per worker; Node exits with it idle). */
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: e2eEnv.dbUrl, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  return pool;
}

let service: SupabaseClient | undefined;
function serviceClient(): SupabaseClient {
  service ??= createClient(e2eEnv.apiUrl, e2eEnv.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return service;
}

/** `<prefix>-<short random>`: unique per call, readable in screenshots and failures. */
export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** A confirmed login; the email is on the reserved .test domain. */
export function newLogin(prefix = 'staff'): { email: string; password: string } {
  return { email: `${unique(prefix)}@e2e.test`, password: `pw-${randomUUID().slice(0, 12)}` };
}

/** Creates a confirmed auth user with no hotel (a staff account that still has to set one up). */
export async function createUserWithoutHotel(prefix = 'nohotel') {
  const login = newLogin(prefix);
  const { data, error } = await serviceClient().auth.admin.createUser({ ...login, email_confirm: true });
  if (error) throw new Error(`createUser ${login.email}: ${error.message}`);
  return { ...login, userId: data.user.id };
}

export type HotelAccount = { hotelId: string; hotelName: string; email: string; password: string; userId: string };

/**
 * A hotel with one owner account (what /create-user makes), on `plan` (new hotels start on Starter).
 * @param formFields the hotel's `form_fields` map (missing key = shown)
 */
export async function createHotelAccount(
  options: { prefix?: string; plan?: 'starter' | 'pro' | 'enterprise'; formFields?: Record<string, boolean> } = {},
): Promise<HotelAccount> {
  const prefix = options.prefix ?? 'Hotel';
  const user = await createUserWithoutHotel(prefix.toLowerCase().replace(/\W+/g, '-'));
  const hotelName = unique(prefix);
  const hotel = await serviceClient()
    .from('hotels')
    .insert({
      name: hotelName,
      address: '1 Test Street, Testville',
      owner_id: user.userId,
      form_fields: options.formFields ?? {},
    })
    .select('id')
    .single();
  if (hotel.error) throw new Error(`insert hotel: ${hotel.error.message}`);
  const member = await serviceClient()
    .from('hotel_members')
    .insert({ user_id: user.userId, hotel_id: hotel.data.id, email: user.email, role: 'owner' });
  if (member.error) throw new Error(`insert member: ${member.error.message}`);
  if (options.plan && options.plan !== 'starter') {
    await db().query('update public.subscriptions set plan_id = $2 where hotel_id = $1', [hotel.data.id, options.plan]);
  }
  return {
    hotelId: hotel.data.id as string,
    hotelName,
    email: user.email,
    password: user.password,
    userId: user.userId,
  };
}

export type GuestRow = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone?: string | null;
  room?: string | null;
  check_in: string;
  check_out?: string | null;
  /** Default: now. Orders the list (newest first). */
  registered_at?: Date;
};

/** Inserts guests directly (as if registered earlier); returns their ids in input order. */
export async function insertGuests(hotelId: string, guests: GuestRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const g of guests) {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.guests (hotel_id, first_name, last_name, email, phone, room, check_in, check_out,
                                  registered_at, created_from, passport_number, nationality)
       values ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()), 'e2e', 'P' || substr(md5(random()::text), 1, 8), 'Testland')
       returning id`,
      [
        hotelId,
        g.first_name,
        g.last_name,
        g.email ?? null,
        g.phone ?? null,
        g.room ?? null,
        g.check_in,
        g.check_out ?? null,
        g.registered_at ?? null,
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/**
 * Registers `count` guests in the current month (bulk, by SQL) so the next registration meets
 * the plan's monthly guest limit (Starter: 50, database trigger `guests_enforce_guest_limit`).
 */
export async function fillMonth(hotelId: string, count: number): Promise<void> {
  await db().query(
    `insert into public.guests (hotel_id, first_name, last_name, check_in, created_from)
     select $1, 'Filler', 'Guest ' || n, current_date, 'e2e' from generate_series(1, $2) as n`,
    [hotelId, count],
  );
}
