/**
 * pgoutput messages → postgres_changes changes. Row images stay as Postgres text (node-pg's JS
 * parsing is switched off; typing happens later in SQL, as `to_jsonb` does for Realtime), grouped
 * per committed transaction with its commit time. Old images follow wal2json's `identity`, which
 * Realtime reads: the old key (or whole row with REPLICA IDENTITY FULL), and for an UPDATE that
 * kept its key, the key columns of the new row.
 */
import { PgoutputPlugin, type Pgoutput } from 'pg-logical-replication';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface WalChange {
  type: ChangeType;
  schema: string;
  table: string;
  /** `YYYY-MM-DDTHH:MM:SS.mmmZ` (Realtime's format). */
  commitTimestamp: string;
  /** The 32-bit id of the transaction that made the change (pgoutput Begin). */
  xid: number;
  /** New row image (INSERT/UPDATE): column → Postgres text, null for SQL NULL. */
  record: Record<string, string | null> | null;
  /** Old image (UPDATE/DELETE): the replica identity columns, or null when WAL carries none. */
  oldRecord: Record<string, string | null> | null;
}

/** pgoutput parser whose row images stay as Postgres text instead of node-pg's JS parsing. */
export class TextPgoutputPlugin extends PgoutputPlugin {
  parse(buffer: Buffer): Pgoutput.Message {
    const message = super.parse(buffer);
    if (message.tag === 'relation') for (const column of message.columns) column.parser = (raw: unknown) => raw;
    return message;
  }
}

/** Collects a transaction's row changes and hands them over at COMMIT. */
export class TransactionAssembler {
  private pending: WalChange[] = [];
  private commitTime = 0n;
  private xid = 0;

  constructor(
    private readonly onChanges: (changes: WalChange[]) => void,
    private readonly onRelation?: (schema: string, table: string) => void,
  ) {}

  /** Feeds one decoded pgoutput message. */
  add(message: Pgoutput.Message): void {
    switch (message.tag) {
      case 'begin':
        this.pending = [];
        this.commitTime = message.commitTime as bigint;
        this.xid = message.xid;
        return;
      case 'relation':
        this.onRelation?.(message.schema, message.name);
        return;
      case 'insert':
      case 'update':
      case 'delete':
        this.pending.push(this.toChange(message));
        return;
      case 'commit':
        if (this.pending.length) this.onChanges(this.pending);
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
      xid: this.xid,
    };
    if (message.tag === 'insert') return { ...base, type: 'INSERT', record: message.new, oldRecord: null };
    const old = message.old ?? (message.key ? withoutUndefined(message.key) : null);
    if (message.tag === 'delete') return { ...base, type: 'DELETE', record: null, oldRecord: old };
    // Key unchanged: pgoutput omits the old key; wal2json's identity (hence Realtime) still has it.
    const identity = old ?? Object.fromEntries(relation.keyColumns.map((k) => [k, message.new[k] ?? null]));
    return { ...base, type: 'UPDATE', record: message.new, oldRecord: identity };
  }
}

function withoutUndefined(record: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Record<string, string | null>;
}
