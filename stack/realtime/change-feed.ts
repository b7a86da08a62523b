/**
 * The change feed behind postgres_changes: one logical replication stream of publication
 * `supabase_realtime`, decoded with Postgres's built-in `pgoutput` plugin by the
 * `pg-logical-replication` library (embedded Postgres has no wal2json, which Realtime polls).
 * Changes are delivered per committed transaction, with each row image kept as Postgres text
 * (typing happens later, in SQL). The stream reconnects with back-off after any error and its
 * slot is dropped on close, as Realtime's temporary slot disappears with its connection.
 */
import pg from 'pg';
import { LogicalReplicationService, PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface WalChange {
  type: ChangeType;
  schema: string;
  table: string;
  /** `YYYY-MM-DDTHH:MM:SS.mmmZ` (Realtime's format). */
  commitTimestamp: string;
  /** New row image (INSERT/UPDATE): column → Postgres text, null for SQL NULL. */
  record: Record<string, string | null> | null;
  /** Old image (UPDATE/DELETE): the replica identity columns, or null when WAL carries none. */
  oldRecord: Record<string, string | null> | null;
}

export interface ChangeFeedOptions {
  databaseUrl: string;
  /** Receives each committed transaction's changes, in commit order. */
  onChanges(changes: WalChange[]): void;
  /** A table's shape may have changed (pgoutput sent a Relation message). */
  onRelation?(schema: string, table: string): void;
  log(message: string): void;
}

const PUBLICATION = 'supabase_realtime';
const SLOT_PREFIX = 'stack_realtime_';
const BACKOFF_MS = [100, 500, 1_000, 2_000, 5_000];

/** pgoutput parser whose row images stay as Postgres text instead of node-pg's JS parsing. */
class TextPgoutputPlugin extends PgoutputPlugin {
  parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer);
    if (message.tag === 'relation') for (const column of message.columns) column.parser = (raw: unknown) => raw;
    return message;
  }
}

export class ChangeFeed {
  private readonly slot = `${SLOT_PREFIX}${process.pid}`;
  private service: LogicalReplicationService | null = null;
  private closed = false;
  private pending: WalChange[] = [];
  private commitTime = 0n;
  private readyWaiters: Array<() => void> = [];
  private isReady = false;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: ChangeFeedOptions) {}

  /** Starts streaming in the background (idempotent). */
  start(): void {
    this.loop ??= this.run();
  }

  /** Resolves once the stream is live (true) or after `timeoutMs` (false). */
  ready(timeoutMs = 5_000): Promise<boolean> {
    if (this.isReady) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Stops the stream and drops the slot. */
  async close(): Promise<void> {
    this.closed = true;
    await this.service?.destroy().catch(() => undefined);
    await this.loop?.catch(() => undefined);
    await this.withAdmin((client) => client.query(
      `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active`, [this.slot],
    )).catch(() => undefined);
  }

  private async run(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      const started = Date.now();
      try {
        // A change the stream keeps failing on would block the slot forever: after a few failures
        // start over from the current WAL position, as Realtime's temporary slot does on reconnect.
        await this.prepareSlot(attempt >= 3);
        await this.stream();
      } catch (error) {
        if (!this.closed) this.options.log(`replication stream failed: ${(error as Error).message}`);
      }
      this.setReady(false);
      if (this.closed) break;
      if (Date.now() - started > 30_000) attempt = 0;
      await new Promise((r) => setTimeout(r, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]));
    }
  }

  /**
   * Creates this process's slot (anew when `fresh`); drops idle slots that crashed stacks left behind.
   */
  private async prepareSlot(fresh: boolean): Promise<void> {
    await this.withAdmin(async (client) => {
      await client.query(
        `select pg_drop_replication_slot(slot_name) from pg_replication_slots
          where slot_name like $1 and (slot_name <> $2 or $3) and not active and plugin = 'pgoutput'`,
        [`${SLOT_PREFIX}%`, this.slot, fresh],
      );
      const { rowCount } = await client.query('select 1 from pg_replication_slots where slot_name = $1', [this.slot]);
      if (!rowCount) await client.query(`select pg_create_logical_replication_slot($1, 'pgoutput')`, [this.slot]);
    });
  }

  private async stream(): Promise<void> {
    const service = new LogicalReplicationService(
      { connectionString: this.options.databaseUrl, application_name: 'stack_realtime' },
      { acknowledge: { auto: true, timeoutSeconds: 10 } },
    );
    this.service = service;
    this.pending = [];
    service.on('start', () => this.setReady(true));
    service.on('data', (_lsn: string, message: Pgoutput.Message) => this.onMessage(message));
    const failed = new Promise<never>((_, reject) => service.on('error', reject));
    const plugin = new TextPgoutputPlugin({ protoVersion: 1, publicationNames: [PUBLICATION] });
    try {
      await Promise.race([service.subscribe(plugin, this.slot), failed]);
    } finally {
      this.service = null;
      await service.destroy().catch(() => undefined);
    }
    if (!this.closed) throw new Error('replication connection ended');
  }

  private onMessage(message: Pgoutput.Message): void {
    switch (message.tag) {
      case 'begin':
        this.pending = [];
        this.commitTime = message.commitTime as bigint;
        return;
      case 'relation':
        this.options.onRelation?.(message.schema, message.name);
        return;
      case 'insert':
      case 'update':
      case 'delete':
        this.pending.push(this.toChange(message));
        return;
      case 'commit':
        if (this.pending.length) this.options.onChanges(this.pending);
        this.pending = [];
        return;
    }
  }

  private toChange(message: Pgoutput.MessageInsert | Pgoutput.MessageUpdate | Pgoutput.MessageDelete): WalChange {
    const { relation } = message;
    const base = {
      schema: relation.schema,
      table: relation.name,
      commitTimestamp: new Date(Number(this.commitTime / 1000n)).toISOString(),
    };
    if (message.tag === 'insert') return { ...base, type: 'INSERT', record: message.new, oldRecord: null };
    const old = message.old ?? (message.key ? withoutUndefined(message.key) : null);
    if (message.tag === 'delete') return { ...base, type: 'DELETE', record: null, oldRecord: old };
    // Key unchanged: pgoutput omits the old key; wal2json's identity (hence Realtime) still has it.
    const identity = old ?? Object.fromEntries(relation.keyColumns.map((k) => [k, message.new[k] ?? null]));
    return { ...base, type: 'UPDATE', record: message.new, oldRecord: identity };
  }

  private setReady(ready: boolean): void {
    this.isReady = ready;
    if (!ready) return;
    for (const waiter of this.readyWaiters.splice(0)) waiter();
  }

  private async withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: 'stack_realtime_admin' });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function withoutUndefined(record: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Record<string, string | null>;
}
