/**
 * A channel's postgres_changes bindings: the join entries as realtime-js sends them, their ids,
 * and the subscription check Realtime runs when it inserts `realtime.subscription` rows
 * (docs/local-stack.md#realtime; walrus `subscription_check_filters`).
 */
import { createHash } from 'node:crypto';
import type { Claims } from '../keys.ts';
import { API_ROLES, type ApiRole, type TableCatalog } from './catalog.ts';
import { InvalidFilterError, parseFilters, type RowFilter } from './filters.ts';

export type BindingEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  /** Integer id echoed in the join reply and listed in each event's `ids`. */
  id: number;
  event: BindingEvent;
  schema: string | undefined;
  table: string | undefined;
  filters: RowFilter[];
  /** Selected columns (`select` option); null = all. */
  select: string[] | null;
  /** The entry exactly as the client sent it (echoed back with `id`). */
  params: Record<string, unknown>;
}

/** Whoever receives changes: one joined channel with its current claims. */
export interface ChangeSubscriber {
  topic: string;
  claims: Claims;
  bindings: PostgresBinding[];
  /** Joined with `config` (events named `postgres_changes` with `ids`) rather than the legacy API. */
  isNewApi: boolean;
  /** Pushes one server message on this channel. */
  push(event: string, payload: Record<string, unknown>): void;
}

/**
 * A stable integer id per distinct entry, like Realtime's `:erlang.phash2(params)` (27 bits).
 * Never 0: realtime-js treats a falsy id as "no id".
 */
export function bindingId(params: Record<string, unknown>): number {
  const canonical = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  );
  const id = createHash('sha1').update(canonical).digest().readUInt32BE(0) & 0x7ffffff;
  return id || 1;
}

/** Builds bindings from the join's `config.postgres_changes` list (null entries dropped, as Realtime does). */
export function bindingsFromJoin(entries: unknown): PostgresBinding[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && !Array.isArray(e))
    .map((params) => {
      const event = typeof params.event === 'string' ? params.event.toUpperCase() : '*';
      let filters: RowFilter[] = [];
      try {
        filters = parseFilters(typeof params.filter === 'string' ? params.filter : null);
      } catch {
        filters = [{ column: '', op: 'eq', value: '' }]; // rejected by validateBinding
      }
      return {
        id: bindingId(params),
        event: (['INSERT', 'UPDATE', 'DELETE'].includes(event) ? event : '*') as BindingEvent,
        schema: typeof params.schema === 'string' ? params.schema : undefined,
        table: typeof params.table === 'string' ? params.table : undefined,
        filters,
        select: Array.isArray(params.select) ? params.select.map(String) : null,
        params,
      };
    });
}

/** Legacy join (no `config`): the topic names `schema[:table[:filter]]`. */
export function bindingsFromTopic(subTopic: string): PostgresBinding[] {
  const [schema, table, ...rest] = subTopic.split(':');
  const params: Record<string, unknown> = { schema };
  if (table !== undefined) params.table = table;
  if (rest.length) params.filter = rest.join(':');
  return bindingsFromJoin([params]);
}

/**
 * Checks a binding as Realtime's subscription insert does.
 * @returns null when it is valid, otherwise Realtime's system-message text
 */
export async function validateBinding(
  catalog: TableCatalog,
  binding: PostgresBinding,
  claims: Claims,
): Promise<string | null> {
  const describe = `[event: ${binding.event}, schema: ${binding.schema ?? 'nil'}, table: ${binding.table ?? '*'}, filters: [${binding.filters
    .map((f) => `{"${f.column}", "${f.op}", "${Array.isArray(f.value) ? `{${f.value.join(',')}}` : f.value}"}`)
    .join(', ')}], select: ${binding.select ? JSON.stringify(binding.select) : 'nil'}]`;
  const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`;
  const exception = (detail: string) =>
    `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe}. Exception: ${detail}`;

  if (typeof binding.params.filter === 'string') {
    try {
      parseFilters(binding.params.filter);
    } catch (error) {
      if (error instanceof InvalidFilterError) return exception(error.message);
      throw error;
    }
  }
  const role = claims.role as string;
  if (!API_ROLES.includes(role as ApiRole)) return exception(`role "${role}" does not exist`);
  const tables = await catalog.publishedTables(binding.schema, binding.table);
  if (tables.length === 0) return unable;
  if (binding.filters.length || binding.select) {
    // Filters and selected columns need a concrete table whose columns the role may SELECT.
    if (tables.length !== 1) return exception('filters need a single table');
    const [schema, table] = [binding.schema!, binding.table!];
    const info = await catalog.table(schema, table);
    if (!info) return unable;
    const visible = new Set(info.columns.filter((c) => c.selectable[role as ApiRole]).map((c) => c.name));
    for (const filter of binding.filters) {
      if (!visible.has(filter.column)) return exception(`invalid column for filter ${filter.column}`);
      const castError = await catalog.castError(info, filter.column, ([] as string[]).concat(filter.value));
      if (castError) return exception(castError);
    }
    for (const column of binding.select ?? []) {
      if (!visible.has(column)) return exception(`invalid column for select ${column}`);
    }
  }
  return null;
}

/** What subscribeChannel needs of the server. */
export interface SubscriptionDeps {
  catalog: TableCatalog;
  subscribers: Set<ChangeSubscriber>;
  feedReady(timeoutMs: number): Promise<boolean>;
  log(message: string): void;
}

/**
 * Registers a channel for changes after Realtime's subscription checks.
 * @returns null when subscribed, else the error text of the first invalid binding
 */
export async function subscribeChannel(
  deps: SubscriptionDeps,
  channel: ChangeSubscriber & { isClosed: boolean },
): Promise<string | null> {
  // A channel re-checked after a token swap keeps receiving (with its new claims) meanwhile:
  // taking it out while the checks' queries run would silently lose the events of that window.
  if (!(await deps.feedReady(5_000))) deps.log('replication stream not ready yet; subscribing anyway');
  for (const binding of channel.bindings) {
    const error = await validateBinding(deps.catalog, binding, channel.claims);
    if (error) {
      deps.subscribers.delete(channel);
      return error;
    }
  }
  if (!channel.isClosed) deps.subscribers.add(channel);
  return null;
}
