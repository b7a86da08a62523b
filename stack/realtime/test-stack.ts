/**
 * Test harness for Realtime alone: embedded Postgres with the platform bootstrap (no app
 * migrations), a fixture schema `rt_fixture` with a hotel-scoped, RLS-protected `guests` table in
 * publication `supabase_realtime` (RLS on the `hotel_id` claim, as the app's tables use it), and a
 * bare HTTP server with `attachRealtime`. Clients are supabase-js with minted ES256 user tokens.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY } from '../keys.ts';
import { startTestDatabase } from '../test-database.ts';
import type { StackContext } from '../context.ts';
import { attachRealtime } from './app.ts';
import { createRealtimeHttpApp } from './http-broadcast.ts';

const FIXTURE_SQL = `
  create schema if not exists rt_fixture;
  grant usage on schema rt_fixture to anon, authenticated, service_role;
  create table rt_fixture.guests (
    id uuid primary key default gen_random_uuid(),
    hotel_id uuid not null,
    first_name text not null,
    room text,
    nights int4,
    tags text[] not null default '{}',
    extra jsonb,
    registered_at timestamptz not null default now(),
    checked_out_at timestamptz
  );
  alter table rt_fixture.guests enable row level security;
  grant select, insert, update, delete on rt_fixture.guests to anon, authenticated, service_role;
  create policy staff_read on rt_fixture.guests for select to authenticated
    using (hotel_id = nullif(auth.jwt() ->> 'hotel_id', '')::uuid);
  create table rt_fixture.notes (id int8 primary key, body text);
  grant select on rt_fixture.notes to anon, authenticated, service_role;
  create table rt_fixture.unpublished (id int8 primary key);
  alter publication supabase_realtime add table rt_fixture.guests, rt_fixture.notes;
`;

export interface RealtimeTestStack {
  ctx: StackContext;
  apiUrl: string;
  admin: pg.Pool;
  /** supabase-js whose Realtime token is a user token for this hotel (`null` = anon). */
  client(hotelId: string | null, options?: { expiresIn?: number; vsn?: '1.0.0' | '2.0.0' }): Promise<SupabaseClient>;
  /** Mints a user access token (claims as GoTrue + the app's hook put them). */
  userToken(hotelId: string, expiresIn?: number): Promise<string>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (for `0` in the stack's ports). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** @param ports fixed ports, or 0 for any free one */
export async function startRealtimeTestStack(requested: { db: number; api: number }): Promise<RealtimeTestStack> {
  const ports = { db: requested.db || (await freePort()), api: requested.api || (await freePort()) };
  const database = await startTestDatabase({ port: ports.db, seed: false, prefix: 'rt-stack-' });
  const admin = database.adminPool;
  await admin.query(FIXTURE_SQL);
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const ctx = await database.context(apiUrl);
  const { keys } = ctx;
  const http = new Hono().route('/realtime/v1', createRealtimeHttpApp(ctx));
  const listener = getRequestListener((request) => http.fetch(request));
  const server: Server = createServer((request, response) => void listener(request, response));
  await new Promise<void>((ok) => server.listen(ports.api, '127.0.0.1', ok));
  const realtime = attachRealtime(server, ctx);
  const clients: SupabaseClient[] = [];

  const userToken = (hotelId: string, expiresIn = 3600) => {
    const now = Math.floor(Date.now() / 1000);
    return keys.signAccessToken({
      iss: `${apiUrl}/auth/v1`,
      sub: crypto.randomUUID(),
      aud: 'authenticated',
      exp: now + expiresIn,
      iat: now,
      role: 'authenticated',
      aal: 'aal1',
      session_id: crypto.randomUUID(),
      is_anonymous: false,
      email: 'staff@example.test',
      phone: '',
      hotel_id: hotelId,
      app_role: 'hotel_staff',
    });
  };

  return {
    ctx,
    apiUrl,
    admin,
    userToken,
    async client(hotelId, options) {
      const token = hotelId ? await userToken(hotelId, options?.expiresIn) : null;
      const client = createClient(apiUrl, ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
        ...(options?.vsn ? { realtime: { vsn: options.vsn } } : {}),
        ...(token ? { accessToken: () => Promise.resolve(token) } : {}),
      });
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients) await client.removeAllChannels().catch(() => undefined);
      await realtime.close();
      await new Promise((ok) => server.close(ok));
      await database.stop();
    },
  };
}
