/**
 * PostgREST's in-database configuration (docs/local-stack.md#rest; PostgREST docs "In-Database
 * Configuration"): `ALTER ROLE authenticator SET pgrst.*` + `NOTIFY pgrst, 'reload config'` turns on
 * aggregates (`db-aggregates-enabled`), `explain()` (`db-plan-enabled`) and `Prefer: tx`
 * (`db-tx-end`); with Supabase's defaults each is refused or ignored as PostgREST does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './support/clients.ts';
import { ANY_NUMBER, rest } from './support/rest.ts';

const ANY_OBJECT: unknown = expect.any(Object);
import {
  anonRows,
  createRestSelectFixture,
  dropRestSelectFixture,
  eventually,
  setPgrstConfig,
} from './support/rest-select.ts';

beforeAll(createRestSelectFixture);
afterAll(dropRestSelectFixture);

describe('aggregates (db-aggregates-enabled)', () => {
  it('are refused with 400 PGRST123 by default, and allowed once the config is reloaded', async () => {
    const refused = await anonClient().from('rx_orders').select('amount.sum()');
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });

    await setPgrstConfig({ db_aggregates_enabled: 'true' });
    await eventually(async () => (await anonClient().from('rx_orders').select('amount.sum()')).error);
    // only the rows RLS shows anon are aggregated (50 + 150 + 300)
    const { data } = await anonClient().from('rx_orders').select('amount.sum(), orders:count()');
    expect(data).toEqual([{ sum: 500, orders: 3 }]);
  });

  it('group by the other selected columns, with casts and aliases, inside embeds and with spreads', async () => {
    const grouped = 'client_id, total:amount.sum(), average:amount.avg()::int, amount::text.max()';
    expect(await anonRows('rx_orders', grouped, 'client_id')).toEqual([
      { client_id: 1, total: 200, average: 100, max: '50' },
      { client_id: 2, total: 300, average: 300, max: '300' },
    ]);
    expect(await anonRows('rx_clients', 'name, rx_orders!client_id(count(), amount.min())')).toEqual([
      { name: 'Ada', rx_orders: [{ count: 2, min: 50 }] },
      { name: 'Bob', rx_orders: [{ count: 1, min: 300 }] },
    ]);
    // PostgREST orders by columns, not by aggregates: the answer is sorted here
    const anon = anonClient();
    const spread = await anon.from('rx_orders').select('amount.sum(), ...rx_clients!client_id(name)');
    expect(spread.error).toBeNull();
    const rows = (spread.data as { sum: number; name: string }[]).sort((a, b) => a.sum - b.sum);
    expect(rows).toEqual([
      { sum: 200, name: 'Ada' },
      { sum: 300, name: 'Bob' },
    ]);
    const overRpc = await anon.rpc('rx_orders_over', { minimum: 100 }).select('count(), amount.max()');
    expect(overRpc.data).toEqual([{ count: 2, max: 300 }]);
    const withEmbed = await anon.from('rx_orders').select('total:amount.sum(), rx_clients!client_id(name)');
    expect(withEmbed.error).toBeNull();
    expect(withEmbed.data).toEqual(
      expect.arrayContaining([
        { total: 200, rx_clients: { name: 'Ada' } },
        { total: 300, rx_clients: { name: 'Bob' } },
      ]),
    );
  });
});

describe('explain() (db-plan-enabled)', () => {
  it('is refused with 406 by default and answers the plan once enabled', async () => {
    const refused = await anonClient().from('rx_orders').select('id').explain();
    expect(refused.status).toBe(406);
    expect(refused.error).toMatchObject({ code: 'PGRST107' });

    await setPgrstConfig({ db_plan_enabled: 'true' });
    await eventually(async () => (await anonClient().from('rx_orders').select('id').explain()).error);
    const text = await anonClient().from('rx_orders').select('id').eq('id', 10).explain();
    expect(text.data).toEqual(expect.stringContaining('Scan'));
    const json = await anonClient().from('rx_orders').select('id').explain({ format: 'json', analyze: true });
    expect(json.data).toEqual([expect.objectContaining({ Plan: ANY_OBJECT, 'Execution Time': ANY_NUMBER })]);
  });
});

describe('Prefer: tx (db-tx-end)', () => {
  const insertRolledBack = async () => {
    const { data, error } = await serviceClient()
      .from('rx_products')
      .insert({ id: 90, name: 'Trial' })
      .select('id, name')
      .rollback();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 90, name: 'Trial' }]);
    const stored = await serviceClient().from('rx_products').select('id').eq('id', 90);
    await serviceClient().from('rx_products').delete().eq('id', 90);
    return stored.data;
  };

  it('is ignored by default: the write commits', async () => {
    expect(await insertRolledBack()).toEqual([{ id: 90 }]);
    const raw = await rest('/rx_categories?select=id&limit=1', { headers: { prefer: 'tx=rollback' } });
    expect(raw.headers.get('preference-applied')).toBeNull();
  });

  it('rolls back when db-tx-end allows overriding, and says so in Preference-Applied', async () => {
    await setPgrstConfig({ db_tx_end: 'commit-allow-override' });
    await eventually(async () => {
      const probe = await serviceClient().from('rx_products').select('id').limit(1).rollback();
      return probe.error ?? (probe.status === 200 ? null : probe.status);
    });
    expect(await insertRolledBack()).toEqual([]);
    const raw = await rest('/rx_categories?select=id&limit=1', { headers: { prefer: 'count=exact, tx=rollback' } });
    expect(raw.headers.get('preference-applied')).toBe('count=exact, tx=rollback');
  });
});

describe('exposed schemas (db-schemas)', () => {
  it("replace config.toml's list once set, and come back when reset", async () => {
    const reporting = () => anonClient().schema('reporting').from('rx_none').select('*');
    expect((await reporting()).error?.code).not.toBe('PGRST106');
    await setPgrstConfig({ db_schemas: 'public' });
    await eventually(async () => ((await reporting()).error?.code === 'PGRST106' ? null : 'still exposed'));
    expect((await reporting()).error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: reporting' });
    await setPgrstConfig({ db_schemas: null });
    await eventually(async () => ((await reporting()).error?.code === 'PGRST106' ? 'still hidden' : null));
  });
});
