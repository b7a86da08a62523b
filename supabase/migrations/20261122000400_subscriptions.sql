-- A hotel's plan (docs/architecture.md: subscriptions belong to hotels). Every new hotel starts on
-- Starter (brief: data model); platform admins change plans; members see their own.

create table public.subscriptions (
  hotel_id uuid primary key references public.hotels (id) on delete cascade,
  plan_id text not null default 'starter' references public.plans (id),
  status text not null default 'active'
    constraint subscriptions_status_known check (status in ('active', 'trialing', 'past_due', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscriptions is
  'Plan of each hotel. Created with the hotel (trigger); changed by platform admins or the service role.';

revoke all on table public.subscriptions from anon, authenticated, service_role;
grant select on table public.subscriptions to authenticated;
grant insert (hotel_id, plan_id, status), update (plan_id, status) on table public.subscriptions to authenticated;
grant all on table public.subscriptions to service_role;

alter table public.subscriptions enable row level security;

create trigger subscriptions_set_updated_at before update on public.subscriptions
  for each row execute function private.set_updated_at();

-- New hotels get Starter, whoever creates them (admin insert, create_hotel(), service role).
create or replace function private.start_starter_subscription() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.subscriptions (hotel_id, plan_id) values (new.id, 'starter')
  on conflict (hotel_id) do nothing;
  return new;
end
$$;
revoke execute on function private.start_starter_subscription() from public;

create trigger hotels_start_starter_subscription after insert on public.hotels
  for each row execute function private.start_starter_subscription();

create policy "Members can view their hotel's subscription" on public.subscriptions
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));
create policy "Platform admins can view every subscription" on public.subscriptions
  for select to authenticated
  using ((select private.is_platform_admin()));
create policy "Platform admins can assign plans" on public.subscriptions
  for insert to authenticated
  with check ((select private.is_platform_admin()));
create policy "Platform admins can change plans" on public.subscriptions
  for update to authenticated
  using ((select private.is_platform_admin()))
  with check ((select private.is_platform_admin()));

create index subscriptions_plan_id_idx on public.subscriptions (plan_id);
