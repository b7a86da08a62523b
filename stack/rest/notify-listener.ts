/**
 * `LISTEN pgrst` on a dedicated connection, as PostgREST's listener does (docs "Schema Cache" →
 * "Schema Cache Reloading", "Configuration" → "Configuration Reloading"): `NOTIFY pgrst,
 * 'reload config'` re-reads the in-database configuration; `'reload schema'` (or an empty payload)
 * reloads the schema cache. The connection is closed by `stopRestListeners`.
 */
import pg from 'pg';

const listeners = new Set<pg.Client>();

export interface ReloadHandlers {
  config: () => Promise<unknown>;
  schema: () => Promise<unknown>;
}

/** Starts listening; failures are logged and leave the stack serving with what it has. */
export function listenForReloads(databaseUrl: string, handlers: ReloadHandlers): void {
  const client = new pg.Client({ connectionString: databaseUrl });
  listeners.add(client);
  client.on('error', (error) => console.error('[rest] pgrst listener:', error.message));
  client.on('notification', (message) => {
    if (message.channel !== 'pgrst') return;
    const payload = (message.payload ?? '').trim();
    const reload =
      payload === 'reload config'
        ? handlers.config
        : ['', 'reload schema'].includes(payload)
          ? handlers.schema
          : undefined;
    reload?.().catch((error: Error) => console.error('[rest] reload failed:', error.message));
  });
  client
    .connect()
    .then(() => client.query('listen pgrst'))
    .catch((error: Error) => console.error('[rest] pgrst listener:', error.message));
}

/** Closes every listener connection (stack shutdown). */
export async function stopRestListeners(): Promise<void> {
  await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
  listeners.clear();
}
