/**
 * INSERT/UPSERT, UPDATE and DELETE statements shaped like PostgREST's (pgrst `Query/QueryBuilder.hs`
 * `mutatePlanToQuery`): the JSON body is ONE bound `jsonb` parameter expanded by
 * `jsonb_populate_record`, so Postgres converts every value to the column's type. RETURNING is
 * `1` unless a representation is wanted (then SELECT policies apply too, as on Supabase).
 */
import type { Relation } from './catalog-types.ts';
import { ident, qualified, type SqlParams } from './sql.ts';

export interface InsertSpec {
  relation: Relation;
  /** Objects to insert (a single object body is wrapped in an array). */
  rows: unknown[];
  /** Target columns: `columns=` or the body's keys, already checked against the cache. */
  columns: string[];
  /** `Prefer: missing=default`: keys absent from an object take the column default instead of NULL. */
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  /** Conflict target for upserts (`on_conflict` or the primary key). */
  onConflict: string[];
  returnRows: boolean;
}

/** The INSERT for the `pgrst_source` CTE; with `merge-duplicates` and rows returned it adds `pgrst_inserted`. */
export function renderInsert(spec: InsertSpec, sql: SqlParams): string {
  const target = qualified(spec.relation.schema, spec.relation.name);
  const body = sql.bind(JSON.stringify(spec.rows));
  const values = spec.columns.map((name) => {
    const column = spec.relation.columns.get(name)!;
    const value = `pgrst_r.${ident(name)}`;
    if (!spec.missingDefault || column.default === null) return value;
    return `case when pgrst_e.j ? ${sql.bind(name)} then ${value} else ${column.default} end`;
  });
  const columnList = spec.columns.length ? ` (${spec.columns.map(ident).join(', ')})` : '';
  let text =
    `insert into ${target} as pgrst_t0${columnList} select ${values.join(', ')} from jsonb_array_elements(${body}::jsonb) as pgrst_e(j)` +
    ` cross join lateral jsonb_populate_record(null::${target}, pgrst_e.j) as pgrst_r`;
  if (spec.resolution && spec.onConflict.length) {
    const conflict = spec.onConflict.map(ident).join(', ');
    const updates = spec.columns.map((name) => `${ident(name)} = excluded.${ident(name)}`);
    text +=
      spec.resolution === 'ignore-duplicates' || !updates.length
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${updates.join(', ')}`;
  }
  const tracksInserts = spec.returnRows && spec.resolution === 'merge-duplicates';
  return text + returning(spec.returnRows, tracksInserts);
}

/** The UPDATE for the CTE; `where` is rendered from the request's filters against alias `pgrst_t0`. */
export function renderUpdate(
  relation: Relation,
  patch: Record<string, unknown>,
  columns: string[],
  where: string,
  returnRows: boolean,
  sql: SqlParams,
): string {
  const target = qualified(relation.schema, relation.name);
  const sets = columns.map((name) => `${ident(name)} = pgrst_r.${ident(name)}`).join(', ');
  return (
    `update ${target} as pgrst_t0 set ${sets} from jsonb_populate_record(null::${target}, ${sql.bind(JSON.stringify(patch))}::jsonb) as pgrst_r` +
    (where ? ` where ${where}` : '') +
    returning(returnRows, false)
  );
}

/** The DELETE for the CTE. */
export function renderDelete(relation: Relation, where: string, returnRows: boolean): string {
  return (
    `delete from ${qualified(relation.schema, relation.name)} as pgrst_t0` +
    (where ? ` where ${where}` : '') +
    returning(returnRows, false)
  );
}

function returning(rows: boolean, tracksInserts: boolean): string {
  if (!rows) return ' returning 1';
  return tracksInserts ? ' returning pgrst_t0.*, (pgrst_t0.xmax = 0) as pgrst_inserted' : ' returning pgrst_t0.*';
}
