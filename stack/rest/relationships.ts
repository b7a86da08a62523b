/**
 * Resolving an embedded resource to a foreign-key relationship (pgrst `Plan.hs` `findRel`,
 * docs "Resource Embedding"): `rel` may name the target table or the foreign key column, and
 * `!hint` may name the constraint or a column to disambiguate. Many-to-many through junction
 * tables and embedding through views are not supported by this stand-in.
 */
import { PgrstError } from './errors.ts';
import type { ForeignKey, Relation } from './catalog.ts';

export interface Relationship {
  fk: ForeignKey;
  /** Target relation (schema + name). */
  targetSchema: string;
  targetName: string;
  /** Column pairs `[source column, target column]` joined with `=`. */
  pairs: [string, string][];
  /** many-to-one and one-to-one embed as an object, one-to-many as an array. */
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
}

/**
 * @param source the relation being read (its schema is the one searched)
 * @param target the embed's name in `select`
 * @throws PgrstError PGRST200 (400) none found, PGRST201 (300) ambiguous
 */
export function findRelationship(
  source: Relation,
  target: string,
  hint: string | undefined,
  fks: ForeignKey[],
): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of fks) {
    if (fk.schema === source.schema && fk.table === source.name && fk.refSchema === source.schema) {
      const byTable = fk.refTable === target;
      const byColumn = fk.columns.length === 1 && fk.columns[0] === target;
      if ((byTable || byColumn) && matchesHint(fk, hint, fk.columns)) {
        candidates.push({
          fk,
          targetSchema: fk.refSchema,
          targetName: fk.refTable,
          pairs: zip(fk.columns, fk.refColumns),
          toOne: true,
          cardinality: fk.isUnique ? 'one-to-one' : 'many-to-one',
        });
      }
    }
    if (
      fk.refSchema === source.schema &&
      fk.refTable === source.name &&
      fk.schema === source.schema &&
      fk.table === target
    ) {
      if (matchesHint(fk, hint, fk.columns)) {
        candidates.push({
          fk,
          targetSchema: fk.schema,
          targetName: fk.table,
          pairs: zip(fk.refColumns, fk.columns),
          toOne: fk.isUnique,
          cardinality: fk.isUnique ? 'one-to-one' : 'one-to-many',
        });
      }
    }
  }
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    const using = hint ? `' using the hint '${hint}` : '';
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${target}${using}' in the schema '${source.schema}', but no matches were found.`,
    );
  }
  const details = candidates.map((c) => ({
    cardinality: c.cardinality,
    embedding: `${source.name} with ${c.targetName}`,
    relationship: `${c.fk.name} using ${c.fk.table}(${c.fk.columns.join(', ')}) and ${c.fk.refTable}(${c.fk.refColumns.join(', ')})`,
  }));
  const options = candidates.map((c) => `'${c.targetName}!${c.fk.name}'`).join(', ');
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
    details,
    `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}

function matchesHint(fk: ForeignKey, hint: string | undefined, columns: string[]): boolean {
  return (
    hint === undefined ||
    hint === fk.name ||
    (columns.length === 1 && columns[0] === hint) ||
    fk.refTable === hint ||
    fk.table === hint
  );
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((value, i) => [value, b[i]]);
}
