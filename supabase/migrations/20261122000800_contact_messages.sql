-- Demo requests from the marketing site (docs/product.md#screens-and-routes Landing). Anyone may send one; nobody but the
-- platform admin may read them (they hold visitors' emails).

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint contact_messages_email_format check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  message text
    constraint contact_messages_message_length check (char_length(message) <= 5000),
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Demo-request form entries: insert-only for visitors, read by platform admins.';

revoke all on table public.contact_messages from anon, authenticated, service_role;
grant insert (email, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;

alter table public.contact_messages enable row level security;

create policy "Visitors can send contact messages" on public.contact_messages
  for insert to anon, authenticated
  with check (true);
create policy "Platform admins can read contact messages" on public.contact_messages
  for select to authenticated
  using ((select private.is_platform_admin()));
create policy "Platform admins can delete contact messages" on public.contact_messages
  for delete to authenticated
  using ((select private.is_platform_admin()));

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
