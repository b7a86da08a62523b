/**
 * Broadcast from the database (docs/local-stack.md#realtime; https://supabase.com/docs/guides/realtime/broadcast):
 * rows that `realtime.send` inserts into `realtime.messages` reach this server through the same
 * logical replication stream as postgres_changes (publication `supabase_realtime_messages_publication`),
 * only once committed; the rows Realtime Authorization inserts are always rolled back, so never seen.
 * Each row becomes a Broadcast `{event, payload, meta: {id}}` on `realtime:<topic>`: a private row
 * reaches only private channels (which passed the read policy on join), a public row only public ones.
 */
import type { BroadcastHub } from './broadcast-hub.ts';
import type { WalChange } from './wal-changes.ts';

/** Is this change a row of `realtime.messages` (never a postgres_changes event). */
export function isMessageRow(change: WalChange): boolean {
  return change.schema === 'realtime' && change.table === 'messages';
}

/**
 * Delivers the Broadcast rows of one committed transaction, in order.
 * @param log told about rows whose payload is not JSON (skipped)
 */
export function deliverDatabaseBroadcasts(hub: BroadcastHub, changes: WalChange[], log: (m: string) => void): void {
  for (const change of changes) {
    const row = change.record;
    if (change.type !== 'INSERT' || !row || row.extension !== 'broadcast' || !row.topic || !row.event) continue;
    let payload: unknown = {};
    try {
      if (row.payload) payload = JSON.parse(row.payload);
    } catch {
      log(`realtime.messages row ${row.id} has a payload that is not JSON; skipped`);
      continue;
    }
    hub.publish(`realtime:${row.topic}`, row.private === 't', { event: row.event, payload, meta: { id: row.id } });
  }
}
