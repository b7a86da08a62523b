/**
 * What an embed looks like in the answer (docs/local-stack.md#rest; PostgREST docs "Computed Fields",
 * "Computed Relationships", "Spread embedded resource"): computed fields selected, filtered and
 * ordered like columns, computed relationships, spreads (arrays for to-many, as PostgREST 13),
 * empty embeds used only to filter, and the 42712 answer for two embeds under one name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';
import { anonRows, createRestSelectFixture, dropRestSelectFixture } from './support/rest-select.ts';

beforeAll(createRestSelectFixture);
afterAll(dropRestSelectFixture);

describe('computed fields and relationships', () => {
  it('selects, filters and orders by a computed field; * leaves it out', async () => {
    const anon = anonClient();
    const { data, error } = await anon.from('rx_clients').select('id, label:rx_label').order('rx_label', {
      ascending: false,
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 2, label: 'Bob / open' },
      { id: 1, label: 'Ada / open' },
    ]);
    const filtered = await anon.from('rx_clients').select('id').eq('rx_label', 'Ada / open');
    expect(filtered.data).toEqual([{ id: 1 }]);
    const star = await anon.from('rx_clients').select('*').eq('id', 1);
    expect(star.data).toEqual([{ id: 1, name: 'Ada', tenant: 'open' }]);
  });

  it('embeds a set-returning function as an array and a ROWS 1 one as an object, under RLS', async () => {
    // order 14 (hidden tenant, amount 120) belongs to client 1 but never shows
    expect(await anonRows('rx_clients', 'id, rx_big_orders(id, amount), rx_first_order(id)')).toEqual([
      { id: 1, rx_big_orders: [{ id: 11, amount: 150 }], rx_first_order: { id: 10 } },
      { id: 2, rx_big_orders: [{ id: 12, amount: 300 }], rx_first_order: { id: 12 } },
    ]);
  });
});

describe('spreads and empty embeds', () => {
  it('lifts a to-one spread into the row and a to-many spread as arrays of values', async () => {
    const anon = anonClient();
    const toOne = await anon.from('rx_orders').select('id, ...rx_clients!client_id(client:name)').eq('id', 12);
    expect(toOne.data).toEqual([{ id: 12, client: 'Bob' }]);
    const toMany = 'name, ...rx_orders!client_id(order_ids:id, amounts:amount)';
    expect(await anonRows('rx_clients', toMany)).toEqual([
      { name: 'Ada', order_ids: [10, 11], amounts: [50, 150] },
      { name: 'Bob', order_ids: [12], amounts: [300] },
    ]);
  });

  it('filters through an empty !inner embed without putting it in the answer', async () => {
    const { data, error } = await anonClient()
      .from('rx_orders')
      .select('id, rx_clients!client_id!inner()')
      .eq('rx_clients.name', 'Bob');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 12 }]);
  });

  it('refuses two embeds under the same name with 42712, as PostgREST does', async () => {
    const { data, error, status } = await anonClient()
      .from('rx_orders')
      .select('rx_clients!client_id(name), rx_clients!billing_id(name)');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: 'table name "rx_orders_rx_clients_1" specified more than once',
    });
    const aliased = await anonClient()
      .from('rx_orders')
      .select('id, owner:rx_clients!client_id(name), payer:rx_clients!billing_id(name)')
      .eq('id', 10);
    expect(aliased.data).toEqual([{ id: 10, owner: { name: 'Ada' }, payer: { name: 'Bob' } }]);
  });
});
