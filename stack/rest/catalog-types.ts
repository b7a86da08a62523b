/**
 * The shapes of the REST schema cache (catalog.ts): relations and their columns, foreign keys and
 * routines as read from pg_catalog. Kept apart from the cache so the modules that build or read these
 * shapes (catalog-queries.ts, catalog-routines.ts, relationships.ts, the request planners) need not
 * import the cache that imports them.
 */
export interface Column {
  name: string;
  /** `format_type` text, e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  typname: string;
  /** pg_type.typcategory: `A` array, `S` string, `N` numeric, `U` user (json/jsonb)... */
  category: string;
  /** Default expression as deparsed by Postgres, or null. */
  default: string | null;
}

export interface Relation {
  schema: string;
  name: string;
  columns: Map<string, Column>;
  pk: string[];
  /** False for function results, which have no table to embed from by foreign key. */
  isTable: boolean;
  /** Computed fields: functions taking this relation's row and returning a scalar, by name. */
  computed?: Map<string, RoutineInfo>;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  refSchema: string;
  refTable: string;
  columns: string[];
  refColumns: string[];
  isUnique: boolean;
}

export interface FunctionArg {
  name: string;
  type: string;
  typname: string;
  hasDefault: boolean;
  /** A VARIADIC parameter (passed as an array, named with `VARIADIC name := ...`). */
  variadic?: boolean;
}

export interface RoutineInfo {
  schema: string;
  name: string;
  volatility: 'v' | 's' | 'i';
  returnsSet: boolean;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  /** `void`, `scalar` (bare JSON value), or `composite` (rows with `columns`). */
  returns: 'void' | 'scalar' | 'composite';
  /** Result columns for composite returns (a table's row type or `returns table(...)`). */
  result?: Relation;
  /** `ROWS n` of the definition (1000 by default for set-returning functions). */
  rows?: number;
  /** Set when the only argument is a table/view row: a computed field or relationship of it. */
  rowArg?: { schema: string; name: string };
}
