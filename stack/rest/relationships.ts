/**
 * The relationships PostgREST derives for resource embedding (docs "Resource Embedding"; pgrst
 * `SchemaCache.hs` and `Plan.hs` `findRel`): foreign keys in both directions, the same keys through
 * views over the tables, many-to-many through a junction table whose primary key holds both foreign
 * keys, and computed relationships (functions taking a row and returning rows of another table).
 */
import type { ForeignKey, Relation, RoutineInfo } from './catalog-types.ts';

/** A schema-qualified table, view or function name. */
export interface Qualified {
  schema: string;
  name: string;
}

export interface Relationship {
  kind: 'fk' | 'm2m' | 'computed';
  /** Constraint name (fk), the source-side constraint (m2m) or the function name (computed). */
  name: string;
  source: Qualified;
  target: Qualified;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** Embeds as an object (to-one) or an array (to-many). */
  toOne: boolean;
  /** Column pairs `[source column, target column]` (fk), `[source column, junction column]` (m2m). */
  pairs: [string, string][];
  junction?: Qualified & { targetName: string; targetPairs: [string, string][] };
  /** Source and target are the same table and key (self-referencing foreign key). */
  isSelf: boolean;
  /** The function of a computed relationship. */
  fn?: Qualified;
}

/** `schema.view` → view column → `[table schema, table name, table column]` of its single origin. */
export type ViewColumns = Map<string, Map<string, [string, string, string]>>;

const keyOf = (q: Qualified) => `${q.schema}.${q.name}`;

/**
 * Every relationship of the schema cache.
 * @param relations exposed tables/views by `schema.name`; `views` their column origins
 */
export function buildRelationships(
  relations: Map<string, Relation>,
  fks: ForeignKey[],
  views: ViewColumns,
  routines: RoutineInfo[],
): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of fks) {
    const holder = { schema: fk.schema, name: fk.table };
    const referenced = { schema: fk.refSchema, name: fk.refTable };
    for (const [source, columns] of throughViews(holder, fk.columns, views)) {
      for (const [target, refColumns] of throughViews(referenced, fk.refColumns, views)) {
        const isSelf = keyOf(source) === keyOf(target);
        const pairs = columns.map((c, i): [string, string] => [c, refColumns[i]]);
        const base = { kind: 'fk' as const, name: fk.name, isSelf };
        rels.push({
          ...base,
          source,
          target,
          pairs,
          toOne: true,
          cardinality: fk.isUnique ? 'one-to-one' : 'many-to-one',
        });
        rels.push({
          ...base,
          source: target,
          target: source,
          pairs: pairs.map(([a, b]): [string, string] => [b, a]),
          toOne: fk.isUnique,
          cardinality: fk.isUnique ? 'one-to-one' : 'one-to-many',
        });
      }
    }
  }
  rels.push(...manyToMany(relations, fks), ...computed(routines, relations));
  return rels.filter((r) => relations.has(keyOf(r.source)) && relations.has(keyOf(r.target)));
}

/** The relation itself and every view that shows all of `columns` (renamed as the view names them). */
function throughViews(table: Qualified, columns: string[], views: ViewColumns): [Qualified, string[]][] {
  const found: [Qualified, string[]][] = [[table, columns]];
  for (const [viewKey, mapping] of views) {
    const renamed = columns.map((column) => {
      for (const [viewColumn, [schema, name, origin]] of mapping)
        if (schema === table.schema && name === table.name && origin === column) return viewColumn;
      return undefined;
    });
    if (renamed.every((c) => c !== undefined)) {
      const dot = viewKey.indexOf('.');
      found.push([{ schema: viewKey.slice(0, dot), name: viewKey.slice(dot + 1) }, renamed]);
    }
  }
  return found;
}

/** Junction tables: two foreign keys whose columns are all part of the junction's primary key. */
function manyToMany(relations: Map<string, Relation>, fks: ForeignKey[]): Relationship[] {
  const rels: Relationship[] = [];
  for (const junction of relations.values()) {
    const inPk = fks.filter(
      (fk) =>
        fk.schema === junction.schema &&
        fk.table === junction.name &&
        junction.pk.length > 0 &&
        fk.columns.every((c) => junction.pk.includes(c)),
    );
    for (const from of inPk) {
      for (const to of inPk) {
        if (from === to) continue;
        rels.push({
          kind: 'm2m',
          name: from.name,
          source: { schema: from.refSchema, name: from.refTable },
          target: { schema: to.refSchema, name: to.refTable },
          cardinality: 'many-to-many',
          toOne: false,
          pairs: from.refColumns.map((c, i): [string, string] => [c, from.columns[i]]),
          junction: {
            schema: junction.schema,
            name: junction.name,
            targetName: to.name,
            targetPairs: to.columns.map((c, i): [string, string] => [c, to.refColumns[i]]),
          },
          isSelf: false,
        });
      }
    }
  }
  return rels;
}

/** Functions `f(row_of_source) returns [setof] target_table`: to-one unless set-returning without `ROWS 1`. */
function computed(routines: RoutineInfo[], relations: Map<string, Relation>): Relationship[] {
  return routines
    .filter((r) => r.rowArg && r.returns === 'composite' && r.result?.isTable && relations.has(keyOf(r.result)))
    .map((r) => {
      const toOne = !r.returnsSet || r.rows === 1;
      return {
        kind: 'computed' as const,
        name: r.name,
        source: r.rowArg!,
        target: { schema: r.result!.schema, name: r.result!.name },
        cardinality: toOne ? ('many-to-one' as const) : ('one-to-many' as const),
        toOne,
        pairs: [],
        junction: undefined,
        isSelf: false,
        fn: { schema: r.schema, name: r.name },
      };
    });
}

/** A row of VIEW_COLUMNS_SQL. */
export interface ViewColumnRow {
  view_schema: string;
  view_name: string;
  view_column: string;
  table_schema: string;
  table_name: string;
  table_column: string;
}

/** View column origins, keeping only names with exactly one origin. */
export function viewOrigins(rows: ViewColumnRow[]): ViewColumns {
  const views: ViewColumns = new Map();
  const conflicting = new Set<string>();
  for (const row of rows) {
    const viewKey = `${row.view_schema}.${row.view_name}`;
    const columns = views.get(viewKey) ?? new Map<string, [string, string, string]>();
    views.set(viewKey, columns);
    const origin: [string, string, string] = [row.table_schema, row.table_name, row.table_column];
    const seen = columns.get(row.view_column);
    if (seen && seen.join('.') !== origin.join('.')) conflicting.add(`${viewKey}.${row.view_column}`);
    columns.set(row.view_column, origin);
  }
  for (const [viewKey, columns] of views)
    for (const name of columns.keys()) if (conflicting.has(`${viewKey}.${name}`)) columns.delete(name);
  return views;
}
