/**
 * Fixture of the REST select contract tests (rest-embedding*, rest-aggregates): `rx_*` tables in the
 * exposed `public` schema, made through the superuser connection (never the app's migrations), with
 * row level security so that anon sees tenant `open` only. Also toggles PostgREST's in-database
 * configuration (`ALTER ROLE authenticator SET pgrst.*` + `NOTIFY pgrst, 'reload config'`).
 */
import { expect } from 'vitest';
import { adminPg, anonClient } from './clients.ts';

const SCHEMA_SQL = `
drop table if exists public.rx_product_categories, public.rx_products, public.rx_categories,
  public.rx_orders, public.rx_clients cascade;
create table public.rx_clients (id int primary key, name text not null, tenant text not null);
create table public.rx_orders (
  id int primary key,
  client_id int not null constraint rx_orders_client_fkey references public.rx_clients,
  billing_id int constraint rx_orders_billing_fkey references public.rx_clients,
  amount numeric not null, tenant text not null);
create table public.rx_categories (id int primary key, name text not null,
  parent_id int constraint rx_categories_parent_fkey references public.rx_categories);
create table public.rx_products (id int primary key, name text not null);
create table public.rx_product_categories (
  product_id int references public.rx_products, category_id int references public.rx_categories,
  primary key (product_id, category_id));
create view public.rx_order_list with (security_invoker = true) as
  select id as order_id, client_id, amount from public.rx_orders;
create function public.rx_label(public.rx_clients) returns text language sql stable
  as $$ select $1.name || ' / ' || $1.tenant $$;
create function public.rx_big_orders(public.rx_clients) returns setof public.rx_orders language sql stable
  as $$ select * from public.rx_orders where client_id = $1.id and amount >= 100 $$;
create function public.rx_first_order(public.rx_clients) returns setof public.rx_orders language sql stable rows 1
  as $$ select * from public.rx_orders where client_id = $1.id order by id limit 1 $$;
create function public.rx_orders_over(minimum numeric) returns setof public.rx_orders language sql stable
  as $$ select * from public.rx_orders where amount >= minimum $$;
alter table public.rx_clients enable row level security;
alter table public.rx_orders enable row level security;
create policy "Anyone reads open clients to anon" on public.rx_clients for select to anon using (tenant = 'open');
create policy "Anyone reads open orders to anon" on public.rx_orders for select to anon using (tenant = 'open');
grant select on public.rx_clients, public.rx_orders, public.rx_categories, public.rx_products,
  public.rx_product_categories, public.rx_order_list to anon;
grant select, insert, delete on public.rx_products to service_role;
insert into public.rx_clients values (1, 'Ada', 'open'), (2, 'Bob', 'open'), (3, 'Cyd', 'hidden');
insert into public.rx_orders values (10, 1, 2, 50, 'open'), (11, 1, null, 150, 'open'), (12, 2, 1, 300, 'open'),
  (13, 3, null, 999, 'hidden'), (14, 1, 3, 120, 'hidden');
insert into public.rx_categories values (1, 'Rooms', null), (2, 'Suites', 1), (3, 'Singles', 1);
insert into public.rx_products values (1, 'Sea view'), (2, 'Attic');
insert into public.rx_product_categories values (1, 1), (1, 2), (2, 3);
notify pgrst, 'reload schema';`;

/** Creates the fixture and waits until the REST schema cache knows its computed relationship. */
export async function createRestSelectFixture(): Promise<void> {
  await adminPg().query(SCHEMA_SQL);
  await eventually(async () => (await anonClient().from('rx_clients').select('id, rx_first_order(id)')).error);
}

/** Drops the fixture and restores Supabase's defaults of the in-database configuration. */
export async function dropRestSelectFixture(): Promise<void> {
  await adminPg().query(`drop table if exists public.rx_product_categories, public.rx_products,
    public.rx_categories, public.rx_orders, public.rx_clients cascade; notify pgrst, 'reload schema'`);
  await setPgrstConfig({ db_aggregates_enabled: null, db_plan_enabled: null, db_tx_end: null, db_schemas: null });
}

/**
 * Sets (or resets, with null) `pgrst.*` settings of the authenticator role and notifies a config
 * reload, as a Supabase project's migration would.
 */
export async function setPgrstConfig(settings: Record<string, string | null>): Promise<void> {
  const statements = Object.entries(settings).map(([name, value]) =>
    value === null
      ? `alter role authenticator reset pgrst.${name}`
      : `alter role authenticator set pgrst.${name} = '${value.replace(/'/g, "''")}'`,
  );
  await adminPg().query(`${statements.join(';\n')}; notify pgrst, 'reload config'`);
}

/**
 * Anon's rows of the fixture table `table` with `columns` (PostgREST select syntax), ordered by
 * `orderBy` ascending; fails the test when the answer is an error.
 */
export async function anonRows(table: string, columns: string, orderBy = 'id'): Promise<unknown[]> {
  const { data, error } = await anonClient().from(table).select(columns).order(orderBy);
  expect(error).toBeNull();
  return data ?? [];
}

/** Retries `probe` (which returns an error or null) until it returns null, up to 5 s. */
export async function eventually(probe: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 5000;
  let last: unknown;
  while (Date.now() < deadline) {
    last = await probe();
    if (!last) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(last).toBeNull();
}
