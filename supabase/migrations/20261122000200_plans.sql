-- Subscription plans (docs/product.md#limits). Reference data the product needs in every environment, so the rows
-- live here rather than in seed.sql. A null limit means unlimited (Enterprise).

create table public.plans (
  id text primary key
    constraint plans_id_known check (id in ('starter', 'pro', 'enterprise')),
  name text not null
    constraint plans_name_length check (char_length(name) between 1 and 50),
  price_usd_month numeric(10, 2)
    constraint plans_price_not_negative check (price_usd_month >= 0),
  guest_limit int
    constraint plans_guest_limit_positive check (guest_limit > 0),
  user_limit int
    constraint plans_user_limit_positive check (user_limit > 0)
);
comment on table public.plans is
  'Subscription plans and their limits (docs/product.md#limits); null limit = unlimited. Readable by everyone (pricing page).';

revoke all on table public.plans from anon, authenticated, service_role;
grant select on table public.plans to anon, authenticated;
grant all on table public.plans to service_role;

alter table public.plans enable row level security;

create policy "Everyone can view plans" on public.plans
  for select to anon, authenticated
  using (true);

insert into public.plans (id, name, price_usd_month, guest_limit, user_limit) values
  ('starter', 'Starter', 15, 50, 2),
  ('pro', 'Pro', 29, 50, 5),
  ('enterprise', 'Enterprise', null, null, null)
on conflict (id) do update
  set name = excluded.name, price_usd_month = excluded.price_usd_month,
      guest_limit = excluded.guest_limit, user_limit = excluded.user_limit;
