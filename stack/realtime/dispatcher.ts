/**
 * Fans each committed change out to the channels allowed to see it, following Realtime's
 * `realtime.apply_rls` (docs/local-stack.md#realtime; walrus `apply_rls`):
 * - bindings must cover the table and event, and their filters must pass (DELETE: on the old image);
 * - a table without a primary key yields `Error 400`, a role that cannot SELECT the key `Error 401`;
 * - with RLS on, INSERT/UPDATE go only to subscribers whose role and claims can select the row:
 *   `select exists(... where <pk> = <value>)` per distinct claim set, all in one round trip
 *   (rls-check.ts), like Realtime's prepared statement against the current table state;
 * - DELETE is not RLS-checked, so with RLS on its `old_record` is cut to the key columns;
 * - columns are pruned to those the role may SELECT (and to `select` + key when given);
 * - over 1 MiB, values longer than 64 bytes are dropped and `Error 413` is attached.
 * Changes are processed one at a time in commit order from a bounded queue.
 */
import type pg from 'pg';
import type { PostgresBinding, ChangeSubscriber } from './bindings.ts';
import type { ApiRole, TableCatalog, TableInfo } from './catalog.ts';
import type { WalChange } from './wal-changes.ts';
import { rowMatchesFilters } from './filters.ts';
import { probeVisibility } from './rls-check.ts';

const MAX_QUEUED_CHANGES = 10_000;
const MAX_RECORD_BYTES = 1024 * 1024;

interface Match {
  subscriber: ChangeSubscriber;
  bindings: PostgresBinding[];
}

export class ChangeDispatcher {
  private queue: WalChange[] = [];
  private draining = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly apiPool: pg.Pool,
    private readonly catalog: TableCatalog,
    private readonly subscribers: ReadonlySet<ChangeSubscriber>,
    private readonly log: (message: string) => void,
  ) {}

  /** Queues a transaction's changes; drops them (with a log line) when the queue is full. */
  enqueue(changes: WalChange[]): void {
    if (this.queue.length + changes.length > MAX_QUEUED_CHANGES) {
      this.log(`dropping ${changes.length} change(s): ${this.queue.length} already queued`);
      return;
    }
    this.queue.push(...changes);
    void this.drain();
  }

  /** Resolves when the queue is empty (for shutdown). */
  idle(): Promise<void> {
    return this.draining ? new Promise((resolve) => this.idleWaiters.push(resolve)) : Promise.resolve();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    while (this.queue.length) {
      const change = this.queue.shift()!;
      try {
        await this.dispatch(change);
      } catch (error) {
        this.log(`could not deliver ${change.type} on ${change.schema}.${change.table}: ${(error as Error).message}`);
      }
    }
    this.draining = false;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async dispatch(change: WalChange): Promise<void> {
    const candidates = this.candidates(change);
    if (!candidates.length) return;
    const info = await this.catalog.table(change.schema, change.table);
    if (!info) return;

    if (change.type !== 'DELETE' && info.primaryKey.length === 0) {
      for (const m of candidates)
        this.send(m, change, m.bindings, errorData(change, 'Error 400: Bad Request, no primary key'));
      return;
    }
    const [record, oldRecord] = await this.catalog.typedRecords(info, [change.record, change.oldRecord]);
    const types = Object.fromEntries(info.columns.map((c) => [c.name, c.type]));
    const filterImage = change.type === 'DELETE' ? change.oldRecord : change.record;

    const deliveries: Array<{ m: Match; role: ApiRole; passing: PostgresBinding[] }> = [];
    for (const m of candidates) {
      const role = m.subscriber.claims.role as ApiRole;
      const keyReadable = info.primaryKey.every((k) => info.columns.find((c) => c.name === k)?.selectable[role]);
      if (change.type !== 'DELETE' && !keyReadable) {
        this.send(m, change, m.bindings, errorData(change, 'Error 401: Unauthorized'));
        continue;
      }
      const passing = m.bindings.filter((b) => rowMatchesFilters(b.filters, filterImage ?? {}, types));
      if (passing.length) deliveries.push({ m, role, passing });
    }
    if (!deliveries.length) return;
    const visible = await this.visibility(
      info,
      change,
      deliveries.map((d) => d.m.subscriber),
    );

    for (const { m, role, passing } of deliveries) {
      if (!visible(m.subscriber)) continue;
      // Bindings with different `select` lists get differently pruned payloads.
      const bySelect = new Map<string, PostgresBinding[]>();
      for (const b of passing) {
        const k = JSON.stringify(b.select);
        bySelect.set(k, [...(bySelect.get(k) ?? []), b]);
      }
      for (const group of bySelect.values()) {
        this.send(m, change, group, buildData(change, info, role, group[0].select, record ?? null, oldRecord ?? null));
      }
    }
  }

  /** RLS on and not a DELETE: one probe per distinct claim set; otherwise everyone may see it. */
  private async visibility(
    info: TableInfo,
    change: WalChange,
    subscribers: ChangeSubscriber[],
  ): Promise<(s: ChangeSubscriber) => boolean> {
    if (!info.rlsEnabled || change.type === 'DELETE') return () => true;
    const keyOf = (s: ChangeSubscriber) => JSON.stringify(s.claims);
    const distinct = new Map(subscribers.map((s) => [keyOf(s), s.claims]));
    const answers = await probeVisibility(this.apiPool, info, change.record ?? {}, [...distinct.values()], {
      xid: change.xid,
      log: this.log,
    });
    const byKey = new Map([...distinct.keys()].map((k, i) => [k, answers[i]]));
    return (s) => byKey.get(keyOf(s)) === true;
  }

  /** Subscribers with at least one binding covering this table and event. */
  private candidates(change: WalChange): Match[] {
    const matches: Match[] = [];
    for (const subscriber of this.subscribers) {
      const bindings = subscriber.bindings.filter(
        (b) =>
          (b.event === '*' || b.event === change.type) &&
          (b.schema === undefined || b.schema === '*' || b.schema === change.schema) &&
          (b.table === undefined || b.table === '*' || b.table === change.table),
      );
      if (bindings.length) matches.push({ subscriber, bindings });
    }
    return matches;
  }

  private send(m: Match, change: WalChange, bindings: PostgresBinding[], data: Record<string, unknown>): void {
    const ids = [...new Set(bindings.map((b) => b.id))];
    if (m.subscriber.isNewApi) m.subscriber.push('postgres_changes', { ids, data });
    else m.subscriber.push(change.type, data);
  }
}

function errorData(change: WalChange, error: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    type: change.type,
    commit_timestamp: null,
    columns: [],
    errors: [error],
  };
  if (change.type !== 'DELETE') data.record = {};
  if (change.type !== 'INSERT') data.old_record = {};
  return data;
}

/** The event's `data` for one role and `select` list (walrus `apply_rls` output). */
function buildData(
  change: WalChange,
  info: TableInfo,
  role: ApiRole,
  select: string[] | null,
  record: Record<string, unknown> | null,
  oldRecord: Record<string, unknown> | null,
): Record<string, unknown> {
  const keys = new Set(info.primaryKey);
  const shown = new Set(
    info.columns
      .filter((c) => c.selectable[role] && (!select || select.includes(c.name) || keys.has(c.name)))
      .map((c) => c.name),
  );
  const oversized = JSON.stringify([record, oldRecord]).length > MAX_RECORD_BYTES;
  const pick = (image: Record<string, unknown> | null, keyOnly: boolean) =>
    Object.fromEntries(
      Object.entries(image ?? {}).filter(
        ([name, value]) =>
          shown.has(name) && (!keyOnly || keys.has(name)) && (!oversized || JSON.stringify(value).length <= 64),
      ),
    );
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: info.columns.filter((c) => shown.has(c.name)).map((c) => ({ name: c.name, type: c.type })),
    errors: oversized ? ['Error 413: Payload Too Large'] : null,
  };
  if (change.type !== 'DELETE') data.record = pick(record, false);
  if (change.type === 'UPDATE') data.old_record = pick(oldRecord, false);
  if (change.type === 'DELETE') data.old_record = pick(oldRecord, info.rlsEnabled);
  return data;
}
