/**
 * SQL reporting as an owner and an attacker meet it: a per-hotel reporting login made by the
 * `create_reporting_login` RPC, used over a real Postgres connection (as psql or a BI tool would), and
 * the same `reporting` views read by staff through supabase-js. Hotel A = Seaside Demo Villa (demo),
 * hotel B = Mountain Lodge (lodge).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED, adminPg, signedInClient, stackInfo } from './support/clients.ts';

const VIEWS = [
  'guests',
  'stays',
  'monthly_arrivals',
  'monthly_departures',
  'nationality_mix',
  'travel_agents',
  'chauffeur_use',
  'occupancy_by_night',
] as const;

let demo: SupabaseClient;
let lodge: SupabaseClient;
let demoHotel: string;
let lodgeHotel: string;
let login: { login: string; password: string };
let reporting: pg.Client;
const openClients: pg.Client[] = [];

/** Connects as a reporting login, as `psql postgresql://<login>:<password>@host:port/postgres` would. */
async function connectAs(user: string, password: string): Promise<pg.Client> {
  const url = new URL(stackInfo().dbUrl);
  url.username = user;
  url.password = password;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined); // a terminated session reports here; the test asserts on queries
  await client.connect();
  openClients.push(client);
  return client;
}

/** The error code Postgres answers a statement with, or 'ok'. */
async function sqlState(client: pg.Client, sql: string): Promise<string> {
  try {
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  }
}

async function hotelIdOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.from('hotel_members').select('hotel_id').single();
  return data!.hotel_id as string;
}

beforeAll(async () => {
  demo = await signedInClient(SEED.demo.email, SEED.demo.password);
  lodge = await signedInClient(SEED.lodge.email, SEED.lodge.password);
  demoHotel = await hotelIdOf(demo);
  lodgeHotel = await hotelIdOf(lodge);
  const { data, error } = await demo.rpc('create_reporting_login', { p_hotel_id: demoHotel }).single();
  expect(error).toBeNull();
  login = data as { login: string; password: string };
  reporting = await connectAs(login.login, login.password);
});

afterAll(async () => {
  await Promise.all(openClients.map((c) => c.end().catch(() => undefined)));
  await demo.rpc('revoke_reporting_login', { p_hotel_id: demoHotel });
});

describe('a hotel owner creating a reporting login', () => {
  it('gets a login with a random name (not the hotel id) and a password shown once', () => {
    expect(login.login).toMatch(/^report_[0-9a-f]{16}$/);
    expect(login.login).not.toContain(demoHotel.replaceAll('-', '').slice(0, 16));
    expect(login.password).toMatch(/^[0-9a-f]{48}$/);
  });

  it("is refused for another hotel's login", async () => {
    const { error } = await lodge.rpc('create_reporting_login', { p_hotel_id: demoHotel });
    expect(error?.code).toBe('42501');
  });
});

describe("hotel A's reporting login", () => {
  it.each(VIEWS)("sees only hotel A's rows in reporting.%s", async (view) => {
    const { rows } = await reporting.query<{ hotel_id: string }>(`select distinct hotel_id from reporting.${view}`);
    expect(rows.map((r) => r.hotel_id)).toEqual([demoHotel]);
  });

  it('sees the same guests as the table owner does for hotel A', async () => {
    const mine = await reporting.query<{ n: number }>('select count(*)::int as n from reporting.guests');
    const truth = await adminPg().query<{ n: number }>(
      'select count(*)::int as n from public.guests where hotel_id = $1',
      [demoHotel],
    );
    expect(mine.rows[0].n).toBe(truth.rows[0].n);
  });

  it('sees no base table, attachments included', async () => {
    expect(await sqlState(reporting, 'select * from public.guests')).toBe('42501');
    expect(await sqlState(reporting, 'select * from public.hotels')).toBe('42501');
    expect(await sqlState(reporting, 'select * from auth.users')).toBe('42501');
  });

  it('cannot write, even in a read-write transaction', async () => {
    expect(await sqlState(reporting, 'begin read write')).toBe('ok');
    expect(await sqlState(reporting, "update reporting.guests set room = 'X'")).toBe('42501');
    await reporting.query('rollback');
    expect(await sqlState(reporting, 'begin read write')).toBe('ok');
    expect(await sqlState(reporting, 'create table reporting.mine (x int)')).toBe('42501');
    await reporting.query('rollback');
    expect(await sqlState(reporting, 'delete from reporting.guests')).toBe('42501');
  });

  it('cannot SET ROLE to anything', async () => {
    for (const role of ['reporting_reader', 'authenticated', 'service_role', 'postgres', 'anon']) {
      expect(await sqlState(reporting, `set role ${role}`), role).toBe('42501');
    }
  });

  it("cannot widen its hotel by setting hotel B's claims", async () => {
    await reporting.query(`select set_config('request.jwt.claims', $1, false)`, [
      JSON.stringify({ role: 'authenticated', hotel_id: lodgeHotel, app_role: 'platform_admin' }),
    ]);
    const { rows } = await reporting.query<{ hotel_id: string }>('select distinct hotel_id from reporting.guests');
    expect(rows.map((r) => r.hotel_id)).toEqual([demoHotel]);
  });

  it("cannot read the login mapping (its own or another hotel's)", async () => {
    expect(await sqlState(reporting, 'select * from private.reporting_logins')).toBe('42501');
  });

  it('is cut off by its statement timeout on a runaway query', async () => {
    const started = Date.now();
    expect(await sqlState(reporting, 'select pg_sleep(30)')).toBe('57014');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('limits a reporting login cannot lift', () => {
  it('cannot tell which hotel another login belongs to from pg_roles', async () => {
    const { data } = await lodge.rpc('create_reporting_login', { p_hotel_id: lodgeHotel }).single();
    const lodgeLogin = (data as { login: string }).login;
    const { rows } = await reporting.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname like 'report_%'",
    );
    expect(rows.map((r) => r.rolname)).toContain(lodgeLogin);
    for (const { rolname } of rows) {
      for (const hotel of [demoHotel, lodgeHotel]) expect(rolname).not.toContain(hotel.replaceAll('-', '').slice(0, 8));
    }
    await lodge.rpc('revoke_reporting_login', { p_hotel_id: lodgeHotel });
  });

  it('is cancelled after about 5 s even with statement_timeout = 0, by the pg_cron job', async () => {
    const session = await connectAs(login.login, login.password);
    await session.query('set statement_timeout = 0');
    const started = Date.now();
    expect(await sqlState(session, 'select pg_sleep(8)')).toBe('57014');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(7_000);
    // The stack runs the job the migration scheduled, as pg_cron does on a hosted project.
    const { rows } = await adminPg().query<{ runs: number }>(
      `select count(*)::int as runs from cron.job_run_details as d join cron.job as j using (jobid)
       where j.jobname = 'reporting-statement-watchdog' and d.status = 'succeeded' and d.start_time >= $1`,
      [new Date(started)],
    );
    expect(rows[0].runs).toBeGreaterThanOrEqual(4);
  });

  it('is ended by the watchdog when idle in a transaction past the limit, even with its idle timeout lifted', async () => {
    const session = await connectAs(login.login, login.password);
    await session.query('set idle_in_transaction_session_timeout = 0');
    await session.query('begin');
    await session.query('select count(*) from reporting.guests');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The watchdog's idle limit is 60 s; called here with 1 s so the test need not wait a minute.
    await adminPg().query(`select private.cancel_slow_reporting_queries(interval '5 seconds', interval '1 second')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sqlState(session, 'select 1')).not.toBe('ok');
  });

  it('cannot write anything after lifting read-only: no temp table, no large object', async () => {
    const session = await connectAs(login.login, login.password);
    await session.query('set default_transaction_read_only = off');
    expect(await sqlState(session, 'create temp table scratch (x int)')).toBe('42501');
    expect(await sqlState(session, 'select lo_create(0)')).toBe('42501');
    expect(await sqlState(session, "select lo_from_bytea(0, 'x')")).toBe('42501');
    expect(await sqlState(session, 'create schema mine')).toBe('42501');
    expect(await sqlState(session, 'create view reporting.mine as select 1')).toBe('42501');
  });
});

describe('rotating the password', () => {
  it('invalidates the old password and ends its sessions', async () => {
    const { data, error } = await demo.rpc('create_reporting_login', { p_hotel_id: demoHotel }).single();
    expect(error).toBeNull();
    const rotated = data as { login: string; password: string };
    expect(rotated.login).toBe(login.login);
    expect(rotated.password).not.toBe(login.password);
    await expect(connectAs(login.login, login.password)).rejects.toMatchObject({ code: '28P01' });
    expect(await sqlState(reporting, 'select 1')).not.toBe('ok');
    const fresh = await connectAs(rotated.login, rotated.password);
    expect(
      (await fresh.query<{ n: number }>('select count(*)::int as n from reporting.stays')).rows[0].n,
    ).toBeGreaterThan(0);
  });
});

describe('the reporting views through the API', () => {
  it.each(VIEWS)("give hotel B's staff nothing of hotel A in reporting.%s", async (view) => {
    const { data, error } = await lodge.schema('reporting').from(view).select('hotel_id');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((row) => row.hotel_id === lodgeHotel)).toBe(true);
  });

  it('give staff their own monthly arrivals with numbers', async () => {
    const { data, error } = await demo
      .schema('reporting')
      .from('monthly_arrivals')
      .select('month, arrivals')
      .order('month');
    expect(error).toBeNull();
    expect(data!.reduce((n, row) => n + (row as { arrivals: number }).arrivals, 0)).toBeGreaterThan(0);
  });
});

describe('revoking the login', () => {
  it('drops the role, so it can no longer connect', async () => {
    const rotated = (await demo.rpc('create_reporting_login', { p_hotel_id: demoHotel }).single()).data as {
      login: string;
      password: string;
    };
    const revoked = await demo.rpc('revoke_reporting_login', { p_hotel_id: demoHotel });
    expect(revoked.error).toBeNull();
    expect(revoked.data).toBe(true);
    const { login: name, password } = rotated;
    await expect(connectAs(name, password)).rejects.toMatchObject({ code: '28P01' });
  });
});
