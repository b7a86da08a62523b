/**
 * `Prefer` on writes through supabase-js (docs/local-stack.md#rest): `missing=default` on bulk
 * inserts and upserts with `columns=` (keys an object lacks take the column DEFAULT, not NULL),
 * and `handling=strict, max-affected=N` on updates and deletes (400 PGRST124, nothing changed),
 * both under RLS: another user's rows never count and never change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPg } from './support/clients.ts';
import { useSeed } from './support/functions.ts';
import { accessToken, rest } from './support/rest.ts';
import { dropRpcFixtures, insertNotes, installRpcFixtures } from './support/rest-rpc-fixtures.ts';

const seed = useSeed();
let lodgeNote = 0;

beforeAll(async () => {
  await installRpcFixtures();
  const lodgeId = (await seed.lodge.auth.getUser()).data.user!.id;
  [lodgeNote] = await insertNotes(lodgeId, [{ body: 'batch', note: 'lodge' }]);
});
afterAll(dropRpcFixtures);

const notesWithBody = async (body: string) =>
  (
    await adminPg().query<{ note: string | null; tags: string[] }>(
      'select note, tags from public.rpc_t_notes where body = $1 order by id',
      [body],
    )
  ).rows;

/** What `.maxAffected(n)` sends (supabase-js types it for PostgREST 13 clients only). */
const strictMax = (n: number) => `handling=strict,max-affected=${n}`;

describe('Prefer: missing=default', () => {
  it('gives keys missing from some objects of a bulk insert their DEFAULT (defaultToNull: false)', async () => {
    const { error, status } = await seed.demo
      .from('rpc_t_notes')
      .insert([{ body: 'bulk-default', note: 'given', tags: ['a'] }, { body: 'bulk-default' }], {
        defaultToNull: false,
      });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await notesWithBody('bulk-default')).toEqual([
      { note: 'given', tags: ['a'] },
      { note: 'none', tags: [] },
    ]);
  });

  it('gives them NULL without the preference (a NOT NULL column then refuses the row with 23502)', async () => {
    const nullNote = await seed.demo
      .from('rpc_t_notes')
      .insert([{ body: 'bulk-null', note: 'x' }, { body: 'bulk-null' }]);
    expect(nullNote.error).toBeNull();
    expect((await notesWithBody('bulk-null')).map((row) => row.note)).toEqual(['x', null]);
    const notNull = await seed.demo
      .from('rpc_t_notes')
      .insert([{ body: 'bulk-tags', tags: ['t'] }, { body: 'bulk-tags' }]);
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
  });

  it('reports the preference as applied and honours it on upserts too', async () => {
    const res = await rest('/rpc_t_notes?columns=body,note', {
      method: 'POST',
      token: await accessToken(seed.demo),
      headers: { 'content-type': 'application/json', prefer: 'missing=default, resolution=merge-duplicates' },
      body: JSON.stringify([{ body: 'upsert-default' }]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toContain('missing=default');
    expect(await notesWithBody('upsert-default')).toEqual([{ note: 'none', tags: [] }]);
  });
});

describe('Prefer: handling=strict, max-affected', () => {
  beforeAll(async () => {
    const rows = ['one', 'two', 'three'].map((n) => ({ body: 'batch', note: n }));
    expect((await seed.demo.from('rpc_t_notes').insert(rows)).error).toBeNull();
  });

  it('refuses an update touching more rows than allowed with 400 PGRST124 and changes nothing', async () => {
    const { status, error } = await seed.demo
      .from('rpc_t_notes')
      .update({ tags: ['changed'] })
      .eq('body', 'batch')
      .setHeader('Prefer', strictMax(2));
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    expect((await notesWithBody('batch')).every((row) => row.tags.length === 0)).toBe(true);
  });

  it('counts only the caller’s rows (RLS) and lets a write within the limit through', async () => {
    const { error, data } = await seed.demo
      .from('rpc_t_notes')
      .update({ tags: ['within'] })
      .eq('body', 'batch')
      .setHeader('Prefer', `${strictMax(3)},return=representation`)
      .select('note');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    const lodge = await adminPg().query<{ tags: string[] }>('select tags from public.rpc_t_notes where id = $1', [
      lodgeNote,
    ]);
    expect(lodge.rows[0].tags).toEqual([]);
  });

  it('refuses a delete over the limit and keeps the rows; without handling=strict the limit is ignored', async () => {
    const refused = await seed.demo.from('rpc_t_notes').delete().eq('body', 'batch').setHeader('Prefer', strictMax(1));
    expect(refused).toMatchObject({ status: 400, error: { code: 'PGRST124' } });
    expect(await notesWithBody('batch')).toHaveLength(4);
    const lenient = await seed.demo
      .from('rpc_t_notes')
      .delete()
      .eq('body', 'batch')
      .setHeader('Prefer', 'max-affected=1');
    expect(lenient).toMatchObject({ status: 204, error: null });
    expect(await notesWithBody('batch')).toHaveLength(1);
  });

  it('answers 400 PGRST122 for unknown preferences under handling=strict; lenient ignores them', async () => {
    const token = await accessToken(seed.demo);
    const strict = await rest('/rpc_t_notes?select=id', { token, headers: { prefer: 'handling=strict, foo, bar' } });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo, bar',
      hint: null,
    });
    const lenient = await rest('/rpc_t_notes?select=id', { token, headers: { prefer: 'handling=lenient, foo' } });
    expect(lenient.status).toBe(200);
  });
});
