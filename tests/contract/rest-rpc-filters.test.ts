/**
 * PostgREST's operators on a set-returning RPC's rows through supabase-js (docs/local-stack.md#rest):
 * range operators (sl, sr, nxl, nxr, adj, ov), array operators (cs, cd, ov), is.unknown,
 * isdistinct, like/ilike with `*`, match/imatch, the any/all modifiers and full-text search with a
 * configuration. The function runs under RLS, so the lodge user's matching note never shows up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSeed } from './support/functions.ts';
import { dropRpcFixtures, insertNotes, installRpcFixtures } from './support/rest-rpc-fixtures.ts';

const seed = useSeed();
const id: Record<'alpha' | 'gamma' | 'delta', number> = { alpha: 0, gamma: 0, delta: 0 };

beforeAll(async () => {
  await installRpcFixtures();
  const demoId = (await seed.demo.auth.getUser()).data.user!.id;
  const lodgeId = (await seed.lodge.auth.getUser()).data.user!.id;
  [id.alpha, id.gamma, id.delta] = await insertNotes(demoId, [
    { body: 'alpha beta', tags: ['a', 'b'], span: '[1,5)', flag: true },
    { body: 'gamma', tags: ['b', 'c'], span: '[5,10)', flag: false, meta: { room: 'Sea view suites' } },
    { body: 'Delta', tags: [], span: '[10,20)', flag: null },
  ]);
  await insertNotes(lodgeId, [{ body: 'alpha beta gamma Delta', tags: ['a', 'b', 'c'], span: '[1,20)', flag: null }]);
});
afterAll(dropRpcFixtures);

/** The demo user's notes through the RPC, narrowed by `narrow`; answers the note names in id order. */
async function names(
  narrow: (query: ReturnType<typeof notes>) => ReturnType<typeof notes>,
): Promise<(keyof typeof id)[]> {
  const { data, error } = await narrow(notes()).order('id');
  expect(error).toBeNull();
  const byId = Object.fromEntries(Object.entries(id).map(([name, value]) => [value, name]));
  return (data as { id: number }[]).map((row) => byId[row.id] as keyof typeof id);
}
const notes = () => seed.demo.rpc('rpc_t_my_notes').select('id');

describe('range operators', () => {
  it('sl, sr, nxr (&<), nxl (&>), adj and ov compare int4range spans', async () => {
    expect(await names((q) => q.rangeLt('span', '[10,11)'))).toEqual(['alpha', 'gamma']);
    expect(await names((q) => q.rangeGt('span', '[1,3)'))).toEqual(['gamma', 'delta']);
    expect(await names((q) => q.rangeLte('span', '[1,6)'))).toEqual(['alpha']);
    expect(await names((q) => q.rangeGte('span', '[4,100)'))).toEqual(['gamma', 'delta']);
    expect(await names((q) => q.rangeAdjacent('span', '[5,10)'))).toEqual(['alpha', 'delta']);
    expect(await names((q) => q.overlaps('span', '[4,6)'))).toEqual(['alpha', 'gamma']);
    expect(await names((q) => q.filter('span', 'nxr', '[1,6)'))).toEqual(['alpha']);
  });
});

describe('array operators', () => {
  it('cs, cd and ov compare text[] tags', async () => {
    expect(await names((q) => q.contains('tags', ['b']))).toEqual(['alpha', 'gamma']);
    expect(await names((q) => q.containedBy('tags', ['a', 'b', 'c']))).toEqual(['alpha', 'gamma', 'delta']);
    expect(await names((q) => q.overlaps('tags', ['c', 'd']))).toEqual(['gamma']);
    expect(await names((q) => q.not('tags', 'cs', '{a}'))).toEqual(['gamma', 'delta']);
  });
});

describe('is, isdistinct, patterns and modifiers', () => {
  it('is.unknown, is.true, isdistinct', async () => {
    expect(await names((q) => q.is('flag', null))).toEqual(['delta']);
    expect(await names((q) => q.filter('flag', 'is', 'unknown'))).toEqual(['delta']);
    expect(await names((q) => q.is('flag', true))).toEqual(['alpha']);
    expect(await names((q) => q.filter('flag', 'isdistinct', 'true'))).toEqual(['gamma', 'delta']);
  });

  it('like/ilike with * wildcards, match/imatch with POSIX regular expressions', async () => {
    expect(await names((q) => q.like('body', 'al*'))).toEqual(['alpha']);
    expect(await names((q) => q.ilike('body', '*DELTA*'))).toEqual(['delta']);
    expect(await names((q) => q.regexMatch('body', '^g'))).toEqual(['gamma']);
    expect(await names((q) => q.regexIMatch('body', '^d'))).toEqual(['delta']);
    expect(await names((q) => q.regexMatch('body', '^d'))).toEqual([]);
  });

  it('any/all modifiers take a Postgres array of operands', async () => {
    expect(await names((q) => q.likeAnyOf('body', ['al*', 'gam*']))).toEqual(['alpha', 'gamma']);
    expect(await names((q) => q.ilikeAllOf('body', ['*a*', '*E*']))).toEqual(['alpha', 'delta']);
    expect(await names((q) => q.filter('body', 'eq(any)', '{gamma,Delta}'))).toEqual(['gamma', 'delta']);
    expect(await names((q) => q.filter('id', 'gt(all)', `{${id.alpha},${id.gamma}}`))).toEqual(['delta']);
  });

  it('refuses a modifier on an operator that takes none (400 PGRST100)', async () => {
    const { status, error } = await notes().filter('span', 'sl(any)', '{[1,2)}');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });
});

describe('full-text search', () => {
  it('fts, plfts, phfts and wfts with an english configuration on a text column', async () => {
    expect(await names((q) => q.textSearch('body', 'betas', { config: 'english' }))).toEqual(['alpha']);
    expect(await names((q) => q.textSearch('body', 'alpha beta', { config: 'english', type: 'plain' }))).toEqual([
      'alpha',
    ]);
    expect(await names((q) => q.textSearch('body', 'beta alpha', { config: 'english', type: 'phrase' }))).toEqual([]);
    expect(
      await names((q) => q.textSearch('body', 'gamma or delta', { config: 'english', type: 'websearch' })),
    ).toEqual(['gamma', 'delta']);
  });

  it('searches a jsonb column through to_tsvector, as PostgREST 13 does for non-tsvector columns', async () => {
    expect(await names((q) => q.textSearch('meta', 'suite', { config: 'english' }))).toEqual(['gamma']);
  });
});
