/**
 * Relationship detection and choice as PostgREST's schema cache makes them (docs "Resource
 * Embedding"), and the in-database configuration's parsing (docs "In-Database Configuration").
 */
import { describe, expect, it } from 'vitest';
import type { ForeignKey, Relation } from './catalog-types.ts';
import { endsInRollback, parseDbConfig } from './db-config.ts';
import { parsePlanAccept } from './explain.ts';
import { findRelationship } from './find-relationship.ts';
import { buildRelationships, viewOrigins } from './relationships.ts';

const table = (name: string, columns: string[], pk: string[] = ['id']): Relation => ({
  schema: 'public',
  name,
  pk,
  isTable: true,
  columns: new Map(columns.map((c) => [c, { name: c, type: 'int', typname: 'int4', category: 'N', default: null }])),
});
const fk = (name: string, from: string, columns: string[], to: string, isUnique = false): ForeignKey => ({
  name,
  schema: 'public',
  table: from,
  refSchema: 'public',
  refTable: to,
  columns,
  refColumns: ['id'],
  isUnique,
});
const relations = new Map(
  [
    table('people', ['id', 'boss_id']),
    table('films', ['id', 'director_id', 'writer_id']),
    table('cast_members', ['film_id', 'person_id'], ['film_id', 'person_id']),
    table('film_list', ['film_id', 'director_id']),
  ].map((r) => [`public.${r.name}`, r]),
);
const fks = [
  fk('films_director_fkey', 'films', ['director_id'], 'people'),
  fk('films_writer_fkey', 'films', ['writer_id'], 'people'),
  fk('people_boss_fkey', 'people', ['boss_id'], 'people'),
  fk('cast_film_fkey', 'cast_members', ['film_id'], 'films'),
  fk('cast_person_fkey', 'cast_members', ['person_id'], 'people'),
];
const views = viewOrigins([
  {
    view_schema: 'public',
    view_name: 'film_list',
    view_column: 'film_id',
    table_schema: 'public',
    table_name: 'films',
    table_column: 'id',
  },
  {
    view_schema: 'public',
    view_name: 'film_list',
    view_column: 'director_id',
    table_schema: 'public',
    table_name: 'films',
    table_column: 'director_id',
  },
]);
const rels = buildRelationships(relations, fks, views, []);
const find = (source: string, target: string, hint?: string) =>
  findRelationship(relations.get(`public.${source}`)!, target, hint, rels);

describe('relationships', () => {
  it('picks by constraint, column or hint, and reports ambiguity with every candidate', () => {
    expect(find('films', 'people', 'films_writer_fkey').pairs).toEqual([['writer_id', 'id']]);
    expect(find('films', 'director_id').name).toBe('films_director_fkey');
    expect(find('films', 'films_writer_fkey').target.name).toBe('people');
    expect(() => find('films', 'people')).toThrow(expect.objectContaining({ code: 'PGRST201', status: 300 }));
    expect(() => find('films', 'people', 'nope')).toThrow(expect.objectContaining({ code: 'PGRST200' }));
  });

  it('gives the one-to-many side of a self-reference unless the column names the embed', () => {
    expect(find('people', 'people').cardinality).toBe('one-to-many');
    expect(find('people', 'people', 'boss_id').cardinality).toBe('one-to-many');
    expect(find('people', 'boss_id').cardinality).toBe('many-to-one');
  });

  it('finds many-to-many through a junction and keys through a view', () => {
    expect(find('films', 'people', 'cast_members')).toMatchObject({ kind: 'm2m', toOne: false });
    expect(find('film_list', 'people')).toMatchObject({ pairs: [['director_id', 'id']], toOne: true });
    expect(find('people', 'film_list')).toMatchObject({ cardinality: 'one-to-many' });
  });
});

describe('in-database configuration', () => {
  it('reads pgrst.* settings with Supabase defaults for anything missing or invalid', () => {
    expect(parseDbConfig([])).toEqual({ aggregatesEnabled: false, planEnabled: false, txEnd: 'commit', maxRows: 1000 });
    expect(
      parseDbConfig([
        'pgrst.db_aggregates_enabled=true',
        'pgrst.db_tx_end=rollback-allow-override',
        'pgrst.db_max_rows=5',
      ]),
    ).toEqual({ aggregatesEnabled: true, planEnabled: false, txEnd: 'rollback-allow-override', maxRows: 5 });
    expect(parseDbConfig(['pgrst.db_tx_end=always']).txEnd).toBe('commit');
    expect(parseDbConfig(['pgrst.db_schemas=api, graphql_public ,public']).schemas).toEqual(['api', 'public']);
  });

  it('honours Prefer: tx only with an allow-override setting', () => {
    expect(endsInRollback('commit', 'rollback')).toBe(false);
    expect(endsInRollback('commit-allow-override', 'rollback')).toBe(true);
    expect(endsInRollback('rollback', 'commit')).toBe(true);
    expect(endsInRollback('rollback-allow-override', 'commit')).toBe(false);
  });

  it('reads the plan media type postgrest-js explain() sends', () => {
    expect(
      parsePlanAccept('application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose;'),
    ).toEqual({
      format: 'json',
      forMedia: 'application/json',
      options: ['analyze', 'verbose'],
    });
    expect(parsePlanAccept('application/json')).toBeUndefined();
  });
});
