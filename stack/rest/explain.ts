/**
 * `Accept: application/vnd.pgrst.plan+json|text; for="…"; options=analyze|verbose|settings|buffers|wal`
 * (docs "Execution plan"; postgrest-js `explain()`): the EXPLAIN output of the statement a read would
 * run. Only with `db-plan-enabled`; otherwise the media type is unknown and the request gets 406.
 */
import type pg from 'pg';

export interface PlanRequest {
  format: 'json' | 'text';
  /** The media type whose statement is explained, e.g. `application/json`. */
  forMedia: string;
  options: string[];
}

const OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** The plan request of an `Accept` header, or undefined when it asks for something else. */
export function parsePlanAccept(accept: string | undefined): PlanRequest | undefined {
  const match = /^\s*application\/vnd\.pgrst\.plan(?:\+(json|text))?\s*(;.*)?$/i.exec(accept ?? '');
  if (!match) return undefined;
  const params = new Map(
    (match[2] ?? '')
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p): [string, string] => [p.slice(0, p.indexOf('=')).toLowerCase(), p.slice(p.indexOf('=') + 1)]),
  );
  const options = (params.get('options') ?? '').split('|').filter((o) => OPTIONS.has(o.toLowerCase()));
  return {
    format: match[1]?.toLowerCase() === 'json' ? 'json' : 'text',
    forMedia: (params.get('for') ?? 'application/json').replace(/^"|"$/g, ''),
    options: options.map((o) => o.toLowerCase()),
  };
}

/** Runs EXPLAIN of `statement`; returns the response's content type and body. */
export async function explain(
  client: pg.PoolClient,
  plan: PlanRequest,
  statement: string,
  values: unknown[],
): Promise<{ contentType: string; body: string }> {
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${statement}`, values);
  const body =
    plan.format === 'json' ? JSON.stringify(rows[0]['QUERY PLAN']) : rows.map((r) => r['QUERY PLAN']).join('\n');
  return {
    contentType: `application/vnd.pgrst.plan+${plan.format}; for="${plan.forMedia}"; charset=utf-8`,
    body,
  };
}
