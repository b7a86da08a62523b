/**
 * SQL rendering safety and PostgREST's response rules: request values only ever appear as bind
 * parameters; statuses, Content-Range, media negotiation and error mapping as in pgrst v14.
 */
import { describe, expect, it } from 'vitest';
import type { Relation } from './catalog-types.ts';
import { statusForSqlState, toPgrstError } from './errors.ts';
import { parseApiSchemas } from './exposed-schemas.ts';
import { parseQueryParams } from './query-params.ts';
import { buildReadPlan } from './read-plan.ts';
import { renderRead, renderWhere } from './read-sql.ts';
import { bodySql, negotiateMedia, rangeResult } from './respond.ts';
import { buildRelationships } from './relationships.ts';
import { SqlParams } from './sql.ts';
import type { SchemaCache } from './catalog.ts';

const column = (name: string) => ({ name, type: 'text', typname: 'text', category: 'S', default: null });
const guests: Relation = {
  schema: 'public',
  name: 'guests',
  pk: ['id'],
  isTable: true,
  columns: new Map(['id', 'hotel_id', 'first_name', 'data'].map((n) => [n, column(n)])),
};
const hotels: Relation = {
  schema: 'public',
  name: 'hotels',
  pk: ['id'],
  isTable: true,
  columns: new Map(['id', 'name'].map((n) => [n, column(n)])),
};
const fk = {
  name: 'guests_hotel_id_fkey',
  schema: 'public',
  table: 'guests',
  refSchema: 'public',
  refTable: 'hotels',
  columns: ['hotel_id'],
  refColumns: ['id'],
  isUnique: false,
};
const relations = new Map([guests, hotels].map((r) => [`public.${r.name}`, r]));
const cache = {
  relation: (_: string, name: string) => Promise.resolve({ guests, hotels }[name as 'guests']),
  relationships: () => Promise.resolve(buildRelationships(relations, [fk], new Map(), [])),
} as unknown as SchemaCache;

async function render(query: string, aggregatesEnabled = false) {
  const plan = await buildReadPlan(cache, guests, parseQueryParams(new URLSearchParams(query)), { aggregatesEnabled });
  const sql = new SqlParams();
  return {
    text: renderRead(plan, sql, { source: '"public"."guests"', maxRows: 1000 }),
    values: sql.values,
    where: renderWhere(plan, new SqlParams()),
  };
}

describe('rendering', () => {
  it('binds every filter value, JSON key and limit; never splices them into SQL', async () => {
    const evil = "x'); drop table guests; --";
    const { text, values } = await render(
      `select=id,data->>${encodeURIComponent("k'ey")}&first_name=eq.${encodeURIComponent(evil)}&or=(id.in.(1,2),first_name.ilike.*${encodeURIComponent("o'b")}*)&limit=5`,
    );
    expect(text).not.toContain('drop table');
    expect(text).not.toContain("o'b");
    expect(values).toEqual(expect.arrayContaining([evil, ['1', '2'], "%o'b%", "k'ey", 5]));
  });

  it('groups by the other selected columns when aggregating, and refuses aggregates unless enabled', async () => {
    const { text } = await render('select=hotel_id,total:id::int.sum()::text,count()', true);
    expect(text).toContain('pg_catalog.sum("pgrst_t0"."id"::int)::text as "total", pg_catalog.count(*) as "count"');
    expect(text).toContain('group by "pgrst_t0"."hotel_id"');
    await expect(render('select=count()')).rejects.toMatchObject({ code: 'PGRST123', status: 400 });
  });

  it('embeds a to-one relationship as an object through a lateral join on the foreign key', async () => {
    const { text } = await render('select=id,hotels!inner(name)&hotels.name=eq.Sea');
    expect(text).toContain('left join lateral (select row_to_json(pgrst_row) as body');
    expect(text).toContain('"pgrst_t1"."id" = "pgrst_t0"."hotel_id"');
    expect(text).toContain('"pgrst_t1_j".body is not null');
  });

  it('orders by a column of a to-one embed (order=hotels(name)) through its typed lateral columns', async () => {
    const { text } = await render('select=id,hotels(name)&order=hotels(name).desc.nullslast');
    expect(text).toContain('row_to_json(pgrst_row) as body, pgrst_row.*');
    expect(text).toContain('order by "pgrst_t1_j"."name" desc nulls last');
    await expect(render('select=id&order=hotels(name)')).rejects.toMatchObject({ code: 'PGRST108' });
  });

  it('rejects unknown columns (42703), unknown embeds (PGRST200) and filters on paths not embedded (PGRST108)', async () => {
    await expect(render('select=nope')).rejects.toMatchObject({
      code: '42703',
      message: 'column guests.nope does not exist',
    });
    await expect(render('order=nope.desc')).rejects.toMatchObject({ code: '42703' });
    await expect(render('select=*,rooms(*)')).rejects.toMatchObject({ code: 'PGRST200', status: 400 });
    await expect(render('hotels.name=eq.x')).rejects.toMatchObject({ code: 'PGRST108' });
  });

  it('gives no WHERE for an unfiltered request (so PATCH/DELETE can refuse it like pg-safeupdate)', async () => {
    expect((await render('select=id')).where).toBe('');
    expect((await render('id=eq.1')).where).toBe('"pgrst_t0"."id" = $1');
  });
});

describe('responses', () => {
  it('answers 206 with Content-Range for a partial counted page, 416 past the end', () => {
    expect(rangeResult(0, 10, 30)).toEqual({ status: 206, contentRange: '0-9/30' });
    expect(rangeResult(20, 10, 30)).toEqual({ status: 206, contentRange: '20-29/30' });
    expect(rangeResult(0, 3, 3)).toEqual({ status: 200, contentRange: '0-2/3' });
    expect(rangeResult(0, 0, 0)).toEqual({ status: 200, contentRange: '*/0' });
    expect(rangeResult(0, 5, undefined)).toEqual({ status: 200, contentRange: '0-4/*' });
    expect(rangeResult(40, 0, 30).status).toBe(416);
  });

  it('negotiates JSON, single object, nulls=stripped and CSV; 406 PGRST107 otherwise', () => {
    expect(negotiateMedia(undefined)).toBe('json');
    expect(negotiateMedia('application/vnd.pgrst.object+json')).toBe('object');
    expect(negotiateMedia('application/vnd.pgrst.object;nulls=stripped')).toBe('object-stripped');
    expect(negotiateMedia('application/vnd.pgrst.array+json; nulls=stripped')).toBe('json-stripped');
    expect(negotiateMedia('application/vnd.pgrst.array+json')).toBe('json');
    expect(negotiateMedia('text/csv')).toBe('csv');
    expect(() => negotiateMedia('image/png;q=0.9, text/html')).toThrow(
      expect.objectContaining({
        code: 'PGRST107',
        status: 406,
        message: 'None of these media types are available: image/png, text/html',
      }),
    );
  });

  it("aggregates bodies in SQL: json_strip_nulls for stripped types, CSV from Postgres's record text", () => {
    expect(bodySql('json-stripped', 't')).toBe(`(json_strip_nulls(coalesce(json_agg(t), '[]')))::text`);
    expect(bodySql('object-stripped', 't')).toBe('(json_strip_nulls(json_agg(t) -> 0))::text');
    expect(bodySql('object', 't')).toBe('(json_agg(t) -> 0)::text');
    expect(bodySql('csv', 't')).toContain('substring(t::text, 2, length(t::text) - 2)');
  });
});

describe('errors', () => {
  it('maps SQLSTATEs to HTTP as PostgREST does', () => {
    expect(statusForSqlState('42501', 'permission denied', false)).toBe(401);
    expect(statusForSqlState('42501', 'permission denied', true)).toBe(403);
    expect(statusForSqlState('23505', '', true)).toBe(409);
    expect(statusForSqlState('23503', '', true)).toBe(409);
    expect(statusForSqlState('PT429', '', true)).toBe(429);
    expect(statusForSqlState('P0001', '', true)).toBe(400);
    expect(statusForSqlState('23514', '', true)).toBe(400);
    expect(statusForSqlState('25006', '', true)).toBe(405);
    expect(statusForSqlState('40001', '', true)).toBe(500);
    expect(statusForSqlState('21000', 'DELETE requires a WHERE clause', true)).toBe(400);
  });

  it("keeps Postgres's message, detail and hint and adds WWW-Authenticate to 401s", () => {
    const error = toPgrstError(
      { code: 'PT429', message: 'Monthly guest limit reached for your plan.', hint: 'guest_limit_reached' },
      true,
    );
    expect(error.toJSON()).toEqual({
      code: 'PT429',
      details: null,
      hint: 'guest_limit_reached',
      message: 'Monthly guest limit reached for your plan.',
    });
    expect(toPgrstError({ code: '42501', message: 'x' }, false).headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
  });
});

describe('config', () => {
  it('reads [api] schemas from config.toml, dropping graphql_public', () => {
    expect(
      parseApiSchemas(
        '[db]\nport = 1\n[api]\nenabled = true\nschemas = ["public", "graphql_public", "reporting"]\n[auth]\n',
      ),
    ).toEqual(['public', 'reporting']);
    expect(parseApiSchemas('[auth]\nschemas = ["x"]\n')).toBeUndefined();
  });
});
