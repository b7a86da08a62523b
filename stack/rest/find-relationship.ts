/**
 * Choosing the relationship an embed names (pgrst `Plan.hs` `findRel`, docs "Resource Embedding" →
 * "Disambiguation"): the embed is a target table/view, a foreign key constraint or a foreign key
 * column of the source; an optional `!hint` is a constraint, a column of either side or a junction
 * table. Computed relationships match by function name and win over foreign keys.
 */
import { PgrstError } from './errors.ts';
import type { Relation } from './catalog-types.ts';
import type { Relationship } from './relationships.ts';

/**
 * @param source the relation the embed hangs from; `rels` the relationships starting from it
 * @param target the embed's name in `select` (before any `!hint`)
 * @throws PgrstError 400 PGRST200 none found, 300 PGRST201 ambiguous
 */
export function findRelationship(
  source: Relation,
  target: string,
  hint: string | undefined,
  rels: Relationship[],
): Relationship {
  const fromSource = rels.filter((r) => r.source.schema === source.schema && r.source.name === source.name);
  const computedMatch = fromSource.find((r) => r.kind === 'computed' && r.name === target && hint === undefined);
  if (computedMatch) return computedMatch;
  const candidates = fromSource.filter(
    (r) =>
      r.kind !== 'computed' && r.target.schema === source.schema && matchesTarget(r, target) && matchesHint(r, hint),
  );
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
  // A self-referencing key yields a many-to-one and a one-to-many twin: PostgREST picks the latter.
  const [a, b] = candidates;
  if (candidates.length === 2 && a.isSelf && b.isSelf && a.name === b.name) {
    return a.cardinality === 'one-to-many' ? a : b;
  }
  throw ambiguous(source, target, candidates);
}

function matchesTarget(rel: Relationship, target: string): boolean {
  if (rel.target.name === target) return true;
  if (rel.kind !== 'fk') return false;
  const holdsKey = rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
  return rel.name === target || (holdsKey && rel.pairs.length === 1 && rel.pairs[0][0] === target);
}

function matchesHint(rel: Relationship, hint: string | undefined): boolean {
  if (hint === undefined) return true;
  if (rel.kind === 'm2m') return rel.junction!.name === hint;
  const single = rel.pairs.length === 1;
  return rel.name === hint || (single && (rel.pairs[0][0] === hint || rel.pairs[0][1] === hint));
}

function ambiguous(source: Relation, target: string, candidates: Relationship[]): PgrstError {
  const list = (cols: string[]) => `(${cols.join(', ')})`;
  const details = candidates.map((c) => ({
    cardinality: c.cardinality,
    embedding: `${source.name} with ${c.target.name}`,
    relationship:
      c.kind === 'm2m'
        ? `${c.junction!.name} using ${c.name}${list(c.pairs.map((p) => p[1]))} and ${c.junction!.targetName}${list(c.junction!.targetPairs.map((p) => p[0]))}`
        : `${c.name} using ${source.name}${list(c.pairs.map((p) => p[0]))} and ${c.target.name}${list(c.pairs.map((p) => p[1]))}`,
  }));
  const options = candidates
    .map((c) => `'${c.target.name}!${c.kind === 'm2m' ? c.junction!.name : c.name}'`)
    .join(', ');
  return new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
    details,
    `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}
