/**
 * `/rpc` call resolution as PostgREST does it (pgrst `Plan.hs` `findProc`, `Error.hs` `noRpcHint`):
 * overloads by argument names, single unnamed parameters for raw bodies, PGRST202/203 wording and
 * the fuzzy "Perhaps you meant" hint.
 */
import { describe, expect, it } from 'vitest';
import type { RoutineInfo } from './catalog-types.ts';
import { isCallable } from './catalog-routines.ts';
import { closest } from './rpc-hint.ts';
import { resolveCall, type CallInput } from './rpc-sql.ts';

describe('function calls', () => {
  const routine = (args: [string, boolean][]): RoutineInfo => ({
    schema: 'public',
    name: 'f',
    volatility: 'v',
    returnsSet: false,
    returns: 'scalar',
    args: args.map(([name, hasDefault]) => ({ name, type: 'text', typname: 'text', hasDefault })),
  });

  const post = (args: Record<string, unknown>, extra: Partial<CallInput> = {}): CallInput => ({
    args,
    kind: 'json',
    isPost: true,
    singleObject: false,
    ...extra,
  });

  it('resolves overloads by argument names; 404 PGRST202 / 300 PGRST203 otherwise', () => {
    const one = routine([
      ['a', false],
      ['b', true],
    ]);
    expect(resolveCall([one], 'public', 'f', post({ a: 1 })).routine).toBe(one);
    expect(() => resolveCall([one], 'public', 'f', post({ b: 1 }))).toThrow(
      expect.objectContaining({
        code: 'PGRST202',
        status: 404,
        message: 'Could not find the function public.f(b) in the schema cache',
        details:
          'Searched for the function public.f with parameter b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.f(a, b)',
      }),
    );
    expect(() => resolveCall([one], 'public', 'f', post({}, { kind: 'text', raw: 'x' }))).toThrow(
      expect.objectContaining({
        message: 'Could not find the function public.f in the schema cache',
        details:
          'Searched for the function public.f with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      }),
    );
    expect(() => resolveCall([routine([['a', true]]), routine([])], 'public', 'f', post({}))).toThrow(
      expect.objectContaining({ code: 'PGRST203', status: 300 }),
    );
  });

  it('passes the whole body to a single json parameter (unnamed, or with Prefer: params=single-object)', () => {
    const unnamed: RoutineInfo = {
      ...routine([]),
      args: [{ name: '', type: 'json', typname: 'json', hasDefault: false }],
    };
    expect(resolveCall([unnamed], 'public', 'f', post({ a: 1 }))).toEqual({
      routine: unnamed,
      args: { '': { a: 1 } },
    });
    const named: RoutineInfo = {
      ...routine([]),
      args: [{ name: 'payload', type: 'jsonb', typname: 'jsonb', hasDefault: false }],
    };
    expect(resolveCall([named], 'public', 'f', post({ a: 1 }, { singleObject: true })).args).toEqual({
      payload: { a: 1 },
    });
  });

  it('passes a raw text/bytea body to a single unnamed parameter of that type', () => {
    const text: RoutineInfo = {
      ...routine([]),
      args: [{ name: '', type: 'text', typname: 'text', hasDefault: false }],
    };
    expect(resolveCall([text], 'public', 'f', post({}, { kind: 'text', raw: 'hi' }))).toEqual({
      routine: text,
      args: {},
      raw: 'hi',
    });
    expect(() => resolveCall([text], 'public', 'f', post({}, { kind: 'bytea', raw: new Uint8Array([1]) }))).toThrow(
      expect.objectContaining({ code: 'PGRST202' }),
    );
  });

  it("suggests the closest function or parameter list as PostgREST's fuzzy hint does", () => {
    expect(closest('testt', ['test', 'another'])).toBe('test');
    expect(closest('other', ['test', 'another'])).toBe('another');
    expect(closest('noclosealternative', ['test', 'another'])).toBeNull();
    expect(closest('(id)', ['(name, param, val)', '(attr, id)'])).toBe('(attr, id)');
    expect(closest('(param, val)', ['(name, param, val)', '(attr, id)'])).toBe('(name, param, val)');
    expect(closest('()', ['(name_param)'])).toBeNull();
  });

  it('keeps only functions PostgREST can call: named parameters, or one unnamed body-typed parameter', () => {
    const unnamed = (typname: string): RoutineInfo => ({
      ...routine([]),
      args: [{ name: '', type: typname, typname, hasDefault: false }],
    });
    expect(isCallable(routine([['a', false]]))).toBe(true);
    expect(['json', 'jsonb', 'text', 'xml', 'bytea'].map((t) => isCallable(unnamed(t)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isCallable(unnamed('int4'))).toBe(false);
    expect(
      isCallable({ ...routine([['a', false]]), args: [...unnamed('text').args, ...routine([['a', false]]).args] }),
    ).toBe(false);
  });
});
