/**
 * `/rest/v1/rpc` as supabase-js calls it (docs/local-stack.md#rest): overloads chosen by argument
 * names, PGRST202/203 with PostgREST's wording and hint, raw text/xml/bytea/json bodies for a
 * single unnamed parameter, GET arguments, variadic and default parameters, params=single-object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';
import { useSeed } from './support/functions.ts';
import { accessToken, rest } from './support/rest.ts';
import { dropRpcFixtures, installRpcFixtures } from './support/rest-rpc-fixtures.ts';

const seed = useSeed();
beforeAll(installRpcFixtures);
afterAll(dropRpcFixtures);

/** A raw POST to `/rpc/<fn>` as the demo user. */
async function post(fn: string, body: BodyInit, headers: Record<string, string>) {
  return rest(`/rpc/${fn}`, { method: 'POST', token: await accessToken(seed.demo), headers, body });
}

describe('overload resolution', () => {
  it('picks the overload whose parameter names match the arguments', async () => {
    expect(await seed.demo.rpc('rpc_t_pick', { a: 1, c: 2 })).toMatchObject({ data: 'a+c', status: 200 });
    expect(await seed.demo.rpc('rpc_t_pick', { b: 'x' })).toMatchObject({ data: 'b:x', status: 200 });
  });

  it('ignores overloads with unnamed parameters PostgREST cannot call; the key "" names a single unnamed one', async () => {
    expect((await seed.demo.rpc('rpc_t_poly')).data).toBe('none');
    expect((await seed.demo.rpc('rpc_t_poly', { '': 'x' })).data).toBe('text:x');
  });

  it('answers 300 PGRST203 when several overloads match the names', async () => {
    const { status, error } = await seed.demo.rpc('rpc_t_pick', { a: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect(error?.message).toMatch(/^Could not choose the best candidate function between: public\.rpc_t_pick\(/);
  });

  it('answers 404 PGRST202 naming the arguments, with a "Perhaps you meant" hint when one is close', async () => {
    const wrongArgs = await seed.demo.rpc('rpc_t_pick', { aa: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_t_pick(aa) in the schema cache',
      details:
        'Searched for the function public.rpc_t_pick with parameter aa or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rpc_t_pick(a)',
    });
    const wrongName = await seed.demo.rpc('rpc_t_pik', { b: 'x' });
    expect(wrongName.error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.rpc_t_pick',
    });
    const none = await seed.demo.rpc('rpc_t_greet');
    expect(none.error).toMatchObject({
      message: 'Could not find the function public.rpc_t_greet without parameters in the schema cache',
      hint: null,
    });
  });

  it('leaves the json/jsonb alternative out of the details of a GET call', async () => {
    const { error } = await seed.demo.rpc('rpc_t_greet', { nom: 'Ann' }, { get: true });
    expect(error).toMatchObject({
      code: 'PGRST202',
      details:
        'Searched for the function public.rpc_t_greet with parameter nom, but no matches were found in the schema cache.',
    });
  });
});

describe('arguments', () => {
  it('takes GET arguments from the query string and fills defaults', async () => {
    expect((await seed.demo.rpc('rpc_t_greet', { name: 'Ann' }, { get: true })).data).toBe('Hello Ann');
    expect((await seed.demo.rpc('rpc_t_greet', { name: 'Bo', greeting: 'Hi' })).data).toBe('Hi Bo');
  });

  it('passes a JSON array, or a repeated GET parameter, to a variadic parameter', async () => {
    expect(await seed.demo.rpc('rpc_t_sum', { nums: [1, 2, 3] })).toMatchObject({ data: 6, error: null });
    const get = await rest('/rpc/rpc_t_sum?nums=4&nums=5', { token: await accessToken(seed.demo) });
    expect(await get.json()).toBe(9);
  });

  it('passes the whole JSON body to a single unnamed json parameter', async () => {
    expect((await seed.demo.rpc('rpc_t_echo', { x: 1, y: [true] })).data).toEqual({ x: 1, y: [true] });
  });

  it('passes the whole body to a named json parameter with Prefer: params=single-object', async () => {
    const res = await post('rpc_t_keys', JSON.stringify({ zeta: 1, alpha: 2 }), {
      'content-type': 'application/json',
      prefer: 'params=single-object',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(['alpha', 'zeta']);
  });

  it('passes a raw text/plain, text/xml or octet-stream body to a single unnamed parameter of that type', async () => {
    const text = await post('rpc_t_shout', 'hello, world', { 'content-type': 'text/plain' });
    expect(await text.json()).toBe('HELLO, WORLD');
    const xml = await post('rpc_t_root', '<guest><name>Ann</name></guest>', { 'content-type': 'text/xml' });
    expect(await xml.json()).toBe('guest');
    const bytes = await post('rpc_t_size', new Uint8Array([0, 1, 2, 255]), {
      'content-type': 'application/octet-stream',
    });
    expect(await bytes.json()).toBe(4);
  });

  it('answers 404 PGRST202 for a raw body no single-parameter function takes', async () => {
    const res = await post('rpc_t_size', 'not bytes', { 'content-type': 'text/plain' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_t_size in the schema cache',
      details:
        'Searched for the function public.rpc_t_size with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('lets Postgres refuse an argument of the wrong type (22P02, 400)', async () => {
    const { status, error } = await anonClient().rpc('rpc_t_sum', { nums: ['x'] });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
