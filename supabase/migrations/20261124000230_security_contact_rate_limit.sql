-- Demo requests per client address (docs/architecture.md#tenancy, docs/product.md#limits): the landing
-- page's form inserts with the anon key, so without a limit one client could post thousands a minute.
-- A BEFORE INSERT trigger counts inserts per client address and minute and refuses the 6th
-- (SQLSTATE PT429 → HTTP 429 through PostgREST). It works on hosted Supabase as locally: the address
-- comes from PostgREST's `request.headers`, where hosted projects carry `cf-connecting-ip` and
-- `x-forwarded-for` and the local stack's gateway sets `x-forwarded-for` and `x-real-ip`.

-- The calling client's address from PostgREST's request headers: `cf-connecting-ip`, else the first
-- `x-forwarded-for` entry, else `x-real-ip`; null outside an API request (SQL sessions, migrations).
create or replace function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''))
  from (select nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb as h) as r
$$;
comment on function private.client_address() is
  'Client address of the current API request (cf-connecting-ip, x-forwarded-for, x-real-ip) or null.';
revoke execute on function private.client_address() from public;
grant execute on function private.client_address() to authenticated, service_role;

-- Demo requests per client address and minute. Never granted: only the trigger function writes it.
create table private.contact_message_rate (
  client_address text not null,
  minute timestamptz not null,
  requests integer not null default 0,
  primary key (client_address, minute)
);
comment on table private.contact_message_rate is
  'Demo-form inserts per client address per minute (rate limit of public.contact_messages).';
revoke all on table private.contact_message_rate from public, anon, authenticated, service_role;
alter table private.contact_message_rate enable row level security;

-- Refuses a visitor's 6th demo request within one minute from the same address (PT429). Requests
-- without a client address (service role or SQL) are not counted. Old counters are dropped on the way.
create or replace function private.limit_contact_messages() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_address text := private.client_address();
  v_requests integer;
begin
  if v_address is null or (select auth.role()) = 'service_role' then
    return new;
  end if;
  delete from private.contact_message_rate where minute < pg_catalog.now() - interval '10 minutes';
  insert into private.contact_message_rate as r (client_address, minute, requests)
    values (v_address, pg_catalog.date_trunc('minute', pg_catalog.now()), 1)
    on conflict (client_address, minute) do update set requests = r.requests + 1
    returning r.requests into v_requests;
  if v_requests > 5 then
    raise exception using errcode = 'PT429', hint = 'contact_rate_limited',
      message = 'Too many demo requests from your network. Please try again in a minute.';
  end if;
  return new;
end
$$;
revoke execute on function private.limit_contact_messages() from public;

create trigger contact_messages_rate_limit before insert on public.contact_messages
  for each row execute function private.limit_contact_messages();

create index contact_message_rate_minute_idx on private.contact_message_rate (minute);
