/**
 * Many front desks in one test process: the app's code reaches Supabase through its one module-level
 * client (`@/lib/supabase`); the fault suite replaces that module with `deskClient`, which forwards to
 * the client of the desk whose work is running (`atDesk(client, work)`, an AsyncLocalStorage), so 20
 * staff can run the app's own registration at once, each signed in as themselves.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';

const current = new AsyncLocalStorage<SupabaseClient>();

/** Runs `work` as the desk signed in on `client`. */
export const atDesk = <T>(client: SupabaseClient, work: () => Promise<T>): Promise<T> => current.run(client, work);

/** Stands in for the app's client: every property is the current desk's. */
export const deskClient = new Proxy({} as SupabaseClient, {
  get(_target, key) {
    const client = current.getStore();
    if (!client) throw new Error('the app reached Supabase outside atDesk()');
    const value: unknown = Reflect.get(client, key, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
