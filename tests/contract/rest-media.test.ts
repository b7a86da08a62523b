/**
 * Response media types through supabase-js (docs/local-stack.md#rest): `stripNulls()` (the
 * `nulls=stripped` array and object vendor types), `.single()`'s object type with 406 PGRST116,
 * `.csv()` quoted as PostgREST quotes it (each row is Postgres's record text: fields with commas,
 * quotes, spaces, parentheses or backslashes quoted, quotes and backslashes doubled, NULL empty,
 * booleans t/f), on tables and RPCs alike, and 406 PGRST107 for a type nothing serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSeed } from './support/functions.ts';
import { accessToken, rest } from './support/rest.ts';
import { dropRpcFixtures, insertNotes, installRpcFixtures } from './support/rest-rpc-fixtures.ts';

const seed = useSeed();
let ids: number[] = [];

beforeAll(async () => {
  await installRpcFixtures();
  const demoId = (await seed.demo.auth.getUser()).data.user!.id;
  ids = await insertNotes(demoId, [
    { body: 'Smith, "Jo"', note: null, tags: ['a', 'b c'], flag: true },
    { body: 'two words', note: '', tags: [], flag: false },
    { body: 'back\\slash (x)', note: 'plain', tags: [], flag: null },
  ]);
});
afterAll(dropRpcFixtures);

const notes = () => seed.demo.from('rpc_t_notes');

describe('nulls=stripped', () => {
  it('removes null-valued keys from each object of an array (stripNulls)', async () => {
    const { data, error } = await notes()
      .select('body, note, flag')
      .in('id', [ids[0], ids[2]])
      .order('id')
      .stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([
      { body: 'Smith, "Jo"', flag: true },
      { body: 'back\\slash (x)', note: 'plain' },
    ]);
  });

  it('removes them from a single object, and names the vendor type in Content-Type', async () => {
    const { data } = await notes().select('body, note, flag').eq('id', ids[0]).single().stripNulls();
    expect(data).toEqual({ body: 'Smith, "Jo"', flag: true });
    const token = await accessToken(seed.demo);
    const array = await rest(`/rpc_t_notes?select=note&id=eq.${ids[0]}`, {
      token,
      headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(array.headers.get('content-type')).toBe('application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8');
    expect(await array.json()).toEqual([{}]);
    const object = await rest(`/rpc_t_notes?select=note&id=eq.${ids[0]}`, {
      token,
      headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(object.headers.get('content-type')).toBe('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8');
    expect(await object.json()).toEqual({});
  });

  it('strips nulls from RPC rows too', async () => {
    const { data } = await seed.demo.rpc('rpc_t_my_notes').select('body, note').eq('id', ids[0]).stripNulls();
    expect(data).toEqual([{ body: 'Smith, "Jo"' }]);
  });
});

describe('application/vnd.pgrst.object+json', () => {
  it('answers 406 PGRST116 for zero or several rows', async () => {
    const none = await notes().select('id').eq('id', -1).single();
    expect(none).toMatchObject({
      status: 406,
      error: {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
      },
    });
    const many = await notes().select('id').in('id', ids).single();
    expect(many).toMatchObject({ status: 406, error: { code: 'PGRST116', details: 'The result contains 3 rows' } });
    const maybe = await notes().select('id').eq('id', -1).maybeSingle();
    expect(maybe).toMatchObject({ status: 200, data: null, error: null });
  });
});

describe('text/csv', () => {
  it("writes a header line and each row as Postgres's record text", async () => {
    const { data, error } = await notes().select('body, note, tags, flag').in('id', ids).order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe(
      [
        'body,note,tags,flag',
        '"Smith, ""Jo""",,"{a,""b c""}",t',
        '"two words","",{},f',
        '"back\\\\slash (x)",plain,{},',
      ].join('\n'),
    );
  });

  it('answers a lone newline for no rows, and CSV for RPC rows', async () => {
    expect((await notes().select('body').eq('id', -1).csv()).data).toBe('\n');
    const rpc = await seed.demo.rpc('rpc_t_my_notes').select('body, flag').eq('id', ids[1]).csv();
    expect(rpc.data).toBe('body,flag\n"two words",f');
  });
});

describe('unsupported media types', () => {
  it('answers 406 PGRST107 naming the types asked for', async () => {
    const res = await rest('/rpc_t_notes?select=id', {
      token: await accessToken(seed.demo),
      headers: { accept: 'text/html, image/png;q=0.5' },
    });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: text/html, image/png',
      details: null,
      hint: null,
    });
  });
});
