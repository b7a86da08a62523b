/**
 * Realtime Authorization for private channels (docs/local-stack.md#realtime;
 * https://supabase.com/docs/guides/realtime/authorization; Realtime `Tenants.Authorization`): in one
 * transaction that is always rolled back,
 * - read: the service inserts one `broadcast` and one `presence` row of the topic into
 *   `realtime.messages`, then, as the user (`role`, `request.jwt.claims`, `realtime.topic`,
 *   `request.headers` set locally), selects them back: each row the policies let through grants
 *   reading that extension;
 * - write: as the user, inserts a row per extension in a savepoint; `insufficient_privilege`
 *   (an RLS refusal) denies writing it.
 * Runs on a superuser connection, as Realtime's own login owns the table.
 */
import pg from 'pg';
import type { Claims } from '../keys.ts';
import { API_ROLES, type ApiRole } from './catalog.ts';

export interface ExtensionPolicy {
  read: boolean;
  write: boolean;
}

export interface ChannelPolicies {
  broadcast: ExtensionPolicy;
  presence: ExtensionPolicy;
}

export const NO_ACCESS: ChannelPolicies = {
  broadcast: { read: false, write: false },
  presence: { read: false, write: false },
};

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * @param adminPool superuser pool (bypasses RLS for the service's own rows)
 * @param topic the channel's sub-topic, e.g. `hotel:<uuid>:guests` (what `realtime.topic()` returns)
 * @param claims the verified JWT claims of the channel's token
 * @param headers request headers exposed as `request.headers` (JSON)
 * @returns what the policies allow; NO_ACCESS for roles the API may not assume
 */
export async function channelPolicies(
  adminPool: pg.Pool,
  topic: string,
  claims: Claims,
  headers: Record<string, string> = {},
): Promise<ChannelPolicies> {
  const role = claims.role as string;
  if (!API_ROLES.includes(role as ApiRole)) return NO_ACCESS;
  const client = await adminPool.connect();
  try {
    await client.query('begin');
    const inserted = await client.query<{ id: string; extension: string }>(
      `insert into realtime.messages (topic, extension) values ($1, 'broadcast'), ($1, 'presence') returning id, extension`,
      [topic],
    );
    await client.query(
      `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.headers', $4, true)`,
      [role, topic, JSON.stringify(claims), JSON.stringify(headers)],
    );
    const visible = await client.query<{ extension: string }>(
      'select extension from realtime.messages where id = any($1::uuid[])',
      [inserted.rows.map((r) => r.id)],
    );
    const readable = new Set(visible.rows.map((r) => r.extension));
    const writable = await writableExtensions(client, topic);
    return {
      broadcast: { read: readable.has('broadcast'), write: writable.has('broadcast') },
      presence: { read: readable.has('presence'), write: writable.has('presence') },
    };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

async function writableExtensions(client: pg.PoolClient, topic: string): Promise<Set<string>> {
  const writable = new Set<string>();
  for (const extension of ['broadcast', 'presence']) {
    await client.query('savepoint realtime_write_check');
    try {
      await client.query('insert into realtime.messages (topic, extension) values ($1, $2)', [topic, extension]);
      writable.add(extension);
    } catch (error) {
      if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    }
    await client.query('rollback to savepoint realtime_write_check');
  }
  return writable;
}

/** Realtime's refusal of a topic the policies do not let the user read. */
export function readRefusal(name: string): string {
  return `You do not have permissions to read from this Channel topic: ${name}`;
}

/** channelPolicies for a joining channel; a failing check (logged) allows nothing. */
export async function authorizeChannel(
  adminPool: pg.Pool,
  topic: string,
  claims: Claims,
  log: (message: string) => void,
): Promise<ChannelPolicies> {
  try {
    return await channelPolicies(adminPool, topic, claims);
  } catch (error) {
    log(`authorization check of ${topic} failed: ${(error as Error).message}`);
    return NO_ACCESS;
  }
}
