/** The query-string grammar postgrest-js emits (docs/local-stack.md#rest), parsed as PostgREST does. */
import { describe, expect, it } from 'vitest';
import { OPERATORS, parseFilter, parseLogic, parseOrder } from './filter-parser.ts';
import { parseField } from './grammar.ts';
import { parsePrefer } from './prefer.ts';
import { parseQueryParams } from './query-params.ts';
import { parseSelect } from './select-parser.ts';

const field = (name: string) => ({ name, jsonPath: [] });

describe('select', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,guest:first_name,check_in::text,form_fields->>room')).toEqual([
      { kind: 'column', field: field('id') },
      { kind: 'column', field: field('first_name'), alias: 'guest' },
      { kind: 'column', field: field('check_in'), cast: 'text' },
      { kind: 'column', field: { name: 'form_fields', jsonPath: [{ arrow: '->>', key: 'room' }] } },
    ]);
  });

  it('reads embeds with alias, hint, !inner and nested selects', () => {
    expect(parseSelect('*,owner:hotels!hotels_owner_fk!inner(name,subscriptions(plan_id)),guests(count)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        name: 'hotels',
        alias: 'owner',
        hint: 'hotels_owner_fk',
        joinType: 'inner',
        spread: false,
        select: [
          { kind: 'column', field: field('name') },
          {
            kind: 'embed',
            name: 'subscriptions',
            spread: false,
            select: [{ kind: 'column', field: field('plan_id') }],
          },
        ],
      },
      { kind: 'embed', name: 'guests', spread: false, select: [{ kind: 'column', field: field('count') }] },
    ]);
  });

  it('defaults to * and keeps quoted names with commas', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('"a,b"')).toEqual([{ kind: 'column', field: field('a,b') }]);
  });

  it('reads aggregates with input and output casts and aliases (docs "Aggregate Functions")', () => {
    expect(parseSelect('count(),total:amount::int.sum()::text,check_in.max()')).toEqual([
      { kind: 'aggregate', fn: 'count' },
      { kind: 'aggregate', fn: 'sum', field: field('amount'), inputCast: 'int', cast: 'text', alias: 'total' },
      { kind: 'aggregate', fn: 'max', field: field('check_in') },
    ]);
    expect(() => parseSelect('amount::int;drop.sum()')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });

  it('refuses casts that could smuggle SQL, unbalanced parentheses and empty items', () => {
    for (const bad of ['id::text from pg_authid', 'id::int;drop', 'hotels(name', 'id,,name', 'id::']) {
      expect(() => parseSelect(bad), bad).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
    }
  });
});

describe('filters', () => {
  it('reads operators, negation and quantifiers', () => {
    expect(parseFilter(field('room'), 'eq.12')).toMatchObject({ op: 'eq', value: '12', negated: false });
    expect(parseFilter(field('room'), 'not.is.null')).toMatchObject({ op: 'is', value: 'null', negated: true });
    expect(parseFilter(field('name'), 'ilike(any).{*an*,*ed*}')).toMatchObject({
      op: 'ilike',
      quantifier: 'any',
      value: '{*an*,*ed*}',
    });
    expect(parseFilter(field('doc'), 'fts(english).hotel')).toMatchObject({
      op: 'fts',
      language: 'english',
      value: 'hotel',
    });
  });

  it('maps range operators as PostgREST does (nxr = does not extend to the right = &<, nxl = &>)', () => {
    expect([OPERATORS.sl, OPERATORS.sr, OPERATORS.nxr, OPERATORS.nxl, OPERATORS.adj]).toEqual([
      '<<',
      '>>',
      '&<',
      '&>',
      '-|-',
    ]);
    expect([OPERATORS.cs, OPERATORS.cd, OPERATORS.ov]).toEqual(['@>', '<@', '&&']);
  });

  it('reads in-lists with double-quoted items holding commas and parentheses', () => {
    expect(parseFilter(field('room'), 'in.(1,"a,b","(c)")').value).toEqual(['1', 'a,b', '(c)']);
    expect(parseFilter(field('room'), 'not.in.()').value).toEqual([]);
  });

  it('keeps values verbatim outside logic trees (dots, quotes and SQL are just data)', () => {
    expect(parseFilter(field('email'), "eq.o'brien@x.y").value).toBe("o'brien@x.y");
    expect(parseFilter(field('email'), 'eq."quoted"').value).toBe('"quoted"');
  });

  it('answers PGRST100 for unknown operators, bad is-values and unclosed lists', () => {
    for (const bad of ['eqx.1', 'is.maybe', 'in.(1,2', '5', 'like(sometimes).a']) {
      expect(() => parseFilter(field('x'), bad), bad).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    }
  });
});

describe('logic trees', () => {
  it('nests and/or with negation and unquotes values', () => {
    const tree = parseLogic('or', false, '(first_name.ilike.*an*,and(room.eq."1,2",not.or(a.is.null,b.gt.3)))');
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        { kind: 'filter', field: field('first_name'), negated: false, op: 'ilike', value: '*an*' },
        {
          kind: 'logic',
          op: 'and',
          negated: false,
          children: [
            { kind: 'filter', field: field('room'), negated: false, op: 'eq', value: '1,2' },
            {
              kind: 'logic',
              op: 'or',
              negated: true,
              children: [
                { kind: 'filter', field: field('a'), negated: false, op: 'is', value: 'null' },
                { kind: 'filter', field: field('b'), negated: false, op: 'gt', value: '3' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('refuses trees without parentheses or with a bare word', () => {
    expect(() => parseLogic('or', false, 'a.eq.1')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
    expect(() => parseLogic('or', false, '(a)')).toThrow(expect.objectContaining({ code: 'PGRST100' }));
  });
});

describe('order, fields, prefer', () => {
  it('reads direction and nulls placement for several columns', () => {
    expect(parseOrder('registered_at.desc.nullslast,last_name')).toEqual([
      { field: field('registered_at'), direction: 'desc', nulls: 'last' },
      { field: field('last_name') },
    ]);
  });

  it('reads JSON paths with integer indexes', () => {
    expect(parseField('data->items->0->>name')).toEqual({
      name: 'data',
      jsonPath: [
        { arrow: '->', key: 'items' },
        { arrow: '->', key: '0' },
        { arrow: '->>', key: 'name' },
      ],
    });
  });

  it('parses the comma-joined Prefer header postgrest-js sends', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation, count=exact, missing=default')).toEqual({
      resolution: 'merge-duplicates',
      return: 'representation',
      count: 'exact',
      missing: 'default',
    });
    expect(parsePrefer('return=bogus, handling=lenient, max-affected=5')).toEqual({
      handling: 'lenient',
      maxAffected: 5,
    });
    expect(parsePrefer('handling=strict,max-affected=5,tx=rollback,timezone=UTC')).toEqual({
      handling: 'strict',
      maxAffected: 5,
      tx: 'rollback',
    });
  });

  it('refuses unknown preferences under handling=strict with 400 PGRST122 naming them', () => {
    expect(() => parsePrefer('handling=strict, foo, return=bogus')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: foo, return=bogus',
      }),
    );
  });
});

describe('query parameters', () => {
  it('routes keys to embed paths, repeats filters, takes columns and on_conflict', () => {
    const params = parseQueryParams(
      new URLSearchParams(
        'select=*,hotels(name)&hotel_id=eq.1&room=gt.1&room=lt.9&hotels.name=like.Sea*&hotels.order=name.desc&hotels.limit=1&not.or=(a.eq.1)&columns="a","b"&on_conflict=id&limit=10&offset=20',
      ),
    );
    expect(params.paths.get('')).toMatchObject({ limit: 10, offset: 20 });
    expect(params.paths.get('')!.conditions).toHaveLength(4);
    expect(params.paths.get('')!.conditions[3]).toMatchObject({ kind: 'logic', op: 'or', negated: true });
    expect(params.paths.get('hotels')).toMatchObject({
      limit: 1,
      order: [{ field: field('name'), direction: 'desc' }],
    });
    expect(params.columns).toEqual(['a', 'b']);
    expect(params.onConflict).toEqual(['id']);
  });

  it('takes function arguments out of the filters for GET rpc', () => {
    const params = parseQueryParams(
      new URLSearchParams('p_guest_id=abc&plan_name=eq.Pro'),
      (key) => key === 'p_guest_id',
    );
    expect(params.rpcArgs).toEqual({ p_guest_id: 'abc' });
    expect(params.paths.get('')!.conditions).toHaveLength(1);
  });

  it('refuses a negative or non-numeric limit', () => {
    expect(() => parseQueryParams(new URLSearchParams('limit=-1'))).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
    expect(() => parseQueryParams(new URLSearchParams('offset=ten'))).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
  });
});
