/**
 * Set-returning RPCs through supabase-js (docs/local-stack.md#rest): filtered, ordered, ranged and
 * counted like a table; RLS applies to a SECURITY INVOKER function (another user and anon get
 * nothing of the demo user's notes) and only a SECURITY DEFINER one reads past it; `maxAffected`
 * on an RPC rolls back what the function changed when it returns too many rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPg, anonClient } from './support/clients.ts';
import { useSeed } from './support/functions.ts';
import { dropRpcFixtures, insertNotes, installRpcFixtures } from './support/rest-rpc-fixtures.ts';

const seed = useSeed();
let demoNotes: number[] = [];
let lodgeNotes: number[] = [];

beforeAll(async () => {
  await installRpcFixtures();
  const demoId = (await seed.demo.auth.getUser()).data.user!.id;
  const lodgeId = (await seed.lodge.auth.getUser()).data.user!.id;
  demoNotes = await insertNotes(demoId, [{ body: 'one' }, { body: 'two' }, { body: 'three' }]);
  lodgeNotes = await insertNotes(lodgeId, [{ body: 'lodge only' }]);
});
afterAll(dropRpcFixtures);

const tagsOf = async (ids: number[]) =>
  (
    await adminPg().query<{ tags: string[] }>('select tags from public.rpc_t_notes where id = any($1) order by id', [
      ids,
    ])
  ).rows;

describe('set-returning functions', () => {
  it('filters, orders, ranges and counts the rows like a table (206 with Content-Range)', async () => {
    const { data, count, status, error } = await seed.demo
      .rpc('rpc_t_my_notes', {}, { count: 'exact' })
      .select('id, body')
      .in('id', demoNotes)
      .order('id', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data).toEqual([
      { id: demoNotes[2], body: 'three' },
      { id: demoNotes[1], body: 'two' },
    ]);
  });

  it('answers one object with .single() and 406 PGRST116 when the rows are not exactly one', async () => {
    const one = await seed.demo.rpc('rpc_t_my_notes').select('body').eq('id', demoNotes[0]).single();
    expect(one).toMatchObject({ data: { body: 'one' }, status: 200 });
    const many = await seed.demo.rpc('rpc_t_my_notes').select('body').single();
    expect(many).toMatchObject({ status: 406, error: { code: 'PGRST116', details: 'The result contains 3 rows' } });
  });

  it('runs a SECURITY INVOKER function under the caller’s RLS: other users and anon see none of the notes', async () => {
    const lodge = await seed.lodge.rpc('rpc_t_my_notes').select('id');
    expect(lodge.data).toEqual([{ id: lodgeNotes[0] }]);
    const anon = await anonClient().rpc('rpc_t_my_notes');
    expect(anon).toMatchObject({ status: 200, data: [] });
  });

  it('reads past RLS only through a SECURITY DEFINER function, which anon may not execute', async () => {
    const all = await seed.lodge.rpc('rpc_t_all_notes').select('id').order('id');
    expect(all.data).toEqual([...demoNotes, ...lodgeNotes].map((id) => ({ id })));
    const anon = await anonClient().rpc('rpc_t_all_notes');
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
  });

  it('changes only the caller’s rows in a volatile function (RLS on the UPDATE inside it)', async () => {
    const { data } = await seed.lodge.rpc('rpc_t_retag', { tag: 'lodge' }).select('id');
    expect(data).toEqual([{ id: lodgeNotes[0] }]);
    expect((await tagsOf(demoNotes)).every((row) => row.tags.length === 0)).toBe(true);
  });
});

/** What `.maxAffected(n)` sends (supabase-js types it for PostgREST 13 clients only). */
const strictMax = (n: number) => `handling=strict,max-affected=${n}`;

describe('maxAffected on RPC (Prefer: handling=strict, max-affected)', () => {
  it('rolls back and answers 400 PGRST124 when the function returns more rows than allowed', async () => {
    const result = await seed.demo
      .rpc('rpc_t_retag', { tag: 'too-many' })
      .setHeader('Prefer', strictMax(2))
      .select('id');
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    expect((await tagsOf(demoNotes)).map((row) => row.tags)).toEqual([[], [], []]);
  });

  it('commits when the function stays within the limit', async () => {
    const { error, data } = await seed.demo
      .rpc('rpc_t_retag', { tag: 'ok' })
      .setHeader('Prefer', strictMax(3))
      .select('tags');
    expect(error).toBeNull();
    expect(data).toEqual([{ tags: ['ok'] }, { tags: ['ok'] }, { tags: ['ok'] }]);
  });
});
