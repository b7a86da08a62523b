/**
 * Resource embedding as PostgREST resolves it (docs/local-stack.md#rest; PostgREST docs "Resource
 * Embedding"): by target, constraint name or column, hints, the ambiguity (PGRST201) and missing
 * relationship (PGRST200) errors, self-references, many-to-many through a junction table, views over
 * tables, and row level security that an embed never gets around.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './support/clients.ts';
import { anonRows, createRestSelectFixture, dropRestSelectFixture } from './support/rest-select.ts';

beforeAll(createRestSelectFixture);
afterAll(dropRestSelectFixture);

describe('choosing the relationship of an embed', () => {
  it('follows a foreign key named by its constraint, by its column, or hinted either way', async () => {
    const anon = anonClient();
    const byHint = await anon.from('rx_orders').select('id, rx_clients!rx_orders_client_fkey(name)').eq('id', 12);
    expect(byHint.data).toEqual([{ id: 12, rx_clients: { name: 'Bob' } }]);
    const byColumnHint = await anon.from('rx_orders').select('id, payer:rx_clients!billing_id(name)').eq('id', 12);
    expect(byColumnHint.data).toEqual([{ id: 12, payer: { name: 'Ada' } }]);
    const byConstraint = await anon.from('rx_orders').select('id, rx_orders_client_fkey(name)').eq('id', 12);
    expect(byConstraint.data).toEqual([{ id: 12, rx_orders_client_fkey: { name: 'Bob' } }]);
    const byColumn = await anon.from('rx_orders').select('id, client:client_id(name)').eq('id', 10);
    expect(byColumn.data).toEqual([{ id: 10, client: { name: 'Ada' } }]);
  });

  it('refuses an ambiguous embed with 300 PGRST201 and lists the candidates', async () => {
    const { error, status } = await anonClient().from('rx_orders').select('id, rx_clients(name)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'rx_orders' and 'rx_clients'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'rx_orders with rx_clients',
          relationship: 'rx_orders_client_fkey using rx_orders(client_id) and rx_clients(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'rx_orders with rx_clients',
          relationship: 'rx_orders_billing_fkey using rx_orders(billing_id) and rx_clients(id)',
        },
      ],
      hint: "Try changing 'rx_clients' to one of the following: 'rx_clients!rx_orders_client_fkey', 'rx_clients!rx_orders_billing_fkey'. Find the desired relationship in the 'details' key.",
    });
  });

  it('answers 400 PGRST200 when no relationship exists, or the hint matches none', async () => {
    const none = await anonClient().from('rx_orders').select('id, rx_products(name)');
    expect(none.status).toBe(400);
    expect(none.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'rx_orders' and 'rx_products' in the schema cache",
    });
    const badHint = await anonClient().from('rx_orders').select('id, rx_clients!nope(name)');
    expect(badHint.error).toMatchObject({ code: 'PGRST200' });
  });

  it('resolves a self-referencing key: the column names the parent, the hinted table the children', async () => {
    const family = 'name, parent:parent_id(name), children:rx_categories!parent_id(name)';
    expect(await anonRows('rx_categories', family)).toEqual([
      { name: 'Rooms', parent: null, children: [{ name: 'Suites' }, { name: 'Singles' }] },
      { name: 'Suites', parent: { name: 'Rooms' }, children: [] },
      { name: 'Singles', parent: { name: 'Rooms' }, children: [] },
    ]);
    // an embed named like a selected column takes its place in the row
    const replaced = await anonClient().from('rx_categories').select('*, parent_id(name), id, id').eq('id', 2);
    expect(replaced.data).toEqual([{ id: 2, name: 'Suites', parent_id: { name: 'Rooms' } }]);
  });

  it('embeds many-to-many through the junction table, also when the junction is named as the hint', async () => {
    expect(await anonRows('rx_products', 'name, rx_categories(name)')).toEqual([
      { name: 'Sea view', rx_categories: [{ name: 'Rooms' }, { name: 'Suites' }] },
      { name: 'Attic', rx_categories: [{ name: 'Singles' }] },
    ]);
    const hinted = await anonClient()
      .from('rx_categories')
      .select('name, rx_products!rx_product_categories(name)')
      .eq('id', 1);
    expect(hinted.data).toEqual([{ name: 'Rooms', rx_products: [{ name: 'Sea view' }] }]);
  });

  it('keeps the foreign keys of a table for a view over it, in both directions', async () => {
    const anon = anonClient();
    const fromView = await anon.from('rx_order_list').select('order_id, rx_clients(name)').eq('order_id', 12);
    expect(fromView.data).toEqual([{ order_id: 12, rx_clients: { name: 'Bob' } }]);
    const toView = await anon.from('rx_clients').select('name, rx_order_list(order_id)').eq('id', 2);
    expect(toView.data).toEqual([{ name: 'Bob', rx_order_list: [{ order_id: 12 }] }]);
  });
});

describe('row level security under embeds', () => {
  it('never shows rows RLS hides, whether embedded directly, through a view or through a junction', async () => {
    expect(await anonRows('rx_clients', 'id, rx_orders!client_id(id), rx_order_list(order_id)')).toEqual([
      { id: 1, rx_orders: [{ id: 10 }, { id: 11 }], rx_order_list: [{ order_id: 10 }, { order_id: 11 }] },
      { id: 2, rx_orders: [{ id: 12 }], rx_order_list: [{ order_id: 12 }] },
    ]);
    // order 10 is billed to an open client, order 14 (hidden) to the hidden one: neither shows Cyd
    const anon = anonClient();
    const billed = await anon.from('rx_orders').select('id, payer:rx_clients!billing_id!inner(name)');
    expect(billed.data).toEqual([
      { id: 10, payer: { name: 'Bob' } },
      { id: 12, payer: { name: 'Ada' } },
    ]);
    const hidden = await anon
      .from('rx_orders')
      .select('id, rx_clients!client_id!inner(name)')
      .eq('rx_clients.name', 'Cyd');
    expect(hidden.data).toEqual([]);
  });
});
