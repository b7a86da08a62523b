/**
 * The change feed behind postgres_changes and Broadcast from the database: one logical replication
 * stream of publications `supabase_realtime` and `supabase_realtime_messages_publication`, decoded with Postgres's built-in `pgoutput` plugin by the
 * `pg-logical-replication` library (embedded Postgres has no wal2json, which Realtime polls).
 * Changes are delivered per committed transaction (wal-changes.ts). The stream reconnects with
 * back-off after any error (the slot keeps what happened meanwhile) and its slot is dropped on
 * close, as Realtime's temporary slot disappears with its connection.
 */
import pg from 'pg';
import { LogicalReplicationService, type Pgoutput } from 'pg-logical-replication';
import { TextPgoutputPlugin, TransactionAssembler, type WalChange } from './wal-changes.ts';

export type { ChangeType, WalChange } from './wal-changes.ts';

export interface ChangeFeedOptions {
  databaseUrl: string;
  /** Receives each committed transaction's changes, in commit order. */
  onChanges(changes: WalChange[]): void;
  /** A table's shape may have changed (pgoutput sent a Relation message). */
  onRelation?(schema: string, table: string): void;
  log(message: string): void;
}

/** postgres_changes rows, and Broadcast-from-database rows of `realtime.messages`. */
const PUBLICATIONS = ['supabase_realtime', 'supabase_realtime_messages_publication'];
const SLOT_PREFIX = 'stack_realtime_';
const BACKOFF_MS = [100, 500, 1_000, 2_000, 5_000];
const CLOSE_TIMEOUT_MS = 3_000;

export class ChangeFeed {
  private readonly slot = `${SLOT_PREFIX}${process.pid}`;
  private service: LogicalReplicationService | null = null;
  private closed = false;
  private readyWaiters: Array<() => void> = [];
  private isReady = false;
  private loop: Promise<void> | null = null;
  /** Ends the back-off wait early (on close). */
  private wake: (() => void) | null = null;

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
    this.wake?.();
    // Never let a stuck replication connection hold up the stack's shutdown.
    await withTimeout(this.service?.destroy(), CLOSE_TIMEOUT_MS);
    await withTimeout(this.loop ?? undefined, CLOSE_TIMEOUT_MS);
    await withTimeout(
      this.withAdmin((client) =>
        client.query(
          `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active`,
          [this.slot],
        ),
      ),
      CLOSE_TIMEOUT_MS,
    );
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
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
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
    const transactions = new TransactionAssembler(
      (changes) => this.options.onChanges(changes),
      (schema, table) => this.options.onRelation?.(schema, table),
    );
    service.on('start', () => this.setReady(true));
    service.on('data', (_lsn: string, message: Pgoutput.Message) => transactions.add(message));
    const failed = new Promise<never>((_, reject) => service.on('error', reject));
    const plugin = new TextPgoutputPlugin({ protoVersion: 1, publicationNames: PUBLICATIONS });
    try {
      await Promise.race([service.subscribe(plugin, this.slot), failed]);
    } finally {
      this.service = null;
      await service.destroy().catch(() => undefined);
    }
    if (!this.closed) throw new Error('replication connection ended');
  }

  private setReady(ready: boolean): void {
    this.isReady = ready;
    if (!ready) return;
    for (const waiter of this.readyWaiters.splice(0)) waiter();
  }

  private async withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: 'stack_realtime_admin',
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Waits for `work` (errors ignored) but no longer than `ms`. */
async function withTimeout(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.resolve(work).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}
