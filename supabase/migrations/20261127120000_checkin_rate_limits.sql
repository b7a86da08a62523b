-- Rate limits of the online check-in door (docs/online-check-in.md#rate-limits). The guest's edge
-- functions (checkin-open, checkin-submit, checkin-upload-urls) have no session: the link's token is the
-- only credential, so an outsider could try tokens as fast as the functions answer. Every call looks its
-- token up through public.checkin_link_for(), which counts it per client address (all calls, and the
-- calls whose token opened nothing) and per link, over the last hour in one-minute buckets, and refuses
-- past the limits with SQLSTATE PT429 (hint checkin_rate_limited → HTTP 429), as the demo form's limit
-- does (private.limit_contact_messages). Enforced here, not in the function, so every door shares it.

-- The client address rule of private.client_address() for a given set of request headers, so an edge
-- function can hand in the headers its caller sent (its own PostgREST request carries the function's).
-- Hosted: `cf-connecting-ip`, which Cloudflare sets and overwrites; the local stack's gateway appends
-- the TCP peer to `x-forwarded-for` and sets `x-real-ip` (docs/local-stack.md#gateway).
create or replace function private.client_address_of(p_headers jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(p_headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(p_headers ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(p_headers ->> 'x-real-ip'), ''))
$$;
comment on function private.client_address_of(jsonb) is
  'Client address from request headers (cf-connecting-ip, first x-forwarded-for entry, x-real-ip) or null.';
revoke execute on function private.client_address_of(jsonb) from public;

-- The same rule for the current API request: one definition of it.
create or replace function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select private.client_address_of(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb)
$$;

-- Calls of the check-in door per key and minute. `kind` is `address` (every call from a client address),
-- `miss` (calls from an address whose token opened no link) or `link` (calls with a link's token, keyed
-- by the link's id). Never granted: only public.checkin_link_for() writes it.
create table private.checkin_rate (
  kind text not null constraint checkin_rate_kind_known check (kind in ('address', 'miss', 'link')),
  key text not null,
  minute timestamptz not null,
  requests integer not null default 0,
  primary key (kind, key, minute)
);
comment on table private.checkin_rate is
  'Online check-in calls per client address, per address with an unknown token, and per link, per minute (rate limits).';
revoke all on table private.checkin_rate from public, anon, authenticated, service_role;
alter table private.checkin_rate enable row level security;

-- The limits, per rolling hour: an address may make 20 calls whose token opens nothing (a guest who
-- mistypes a link a few times is far below; an outsider guessing 256-bit tokens is stopped at the 21st)
-- and 300 calls in all (a family on one network opening, uploading and submitting); one link takes
-- 200 calls from any number of addresses.
create or replace function private.checkin_rate_limits() returns jsonb
language sql immutable
set search_path = ''
as $$ select '{"miss": 20, "address": 300, "link": 200}'::jsonb $$;
revoke execute on function private.checkin_rate_limits() from public;

-- Adds one call to a counter and answers the calls of the last hour (this one included).
create or replace function private.count_checkin_call(p_kind text, p_key text) returns integer
language sql
set search_path = ''
as $$
  insert into private.checkin_rate as r (kind, key, minute, requests)
    values (p_kind, p_key, pg_catalog.date_trunc('minute', pg_catalog.now()), 1)
    on conflict (kind, key, minute) do update set requests = r.requests + 1;
  select coalesce(sum(r.requests), 0)::integer from private.checkin_rate as r
  where r.kind = p_kind and r.key = p_key and r.minute > pg_catalog.now() - interval '1 hour';
$$;
revoke execute on function private.count_checkin_call(text, text) from public;

-- The check-in link a token's SHA-256 names, for the guest's edge functions (service role only), after
-- counting the call. p_token_sha256 null means the token was malformed: it counts as a miss. Returns
-- no row for an unknown token. Raises PT429 (hint checkin_rate_limited) when the caller's address has
-- had 20 misses or 300 calls in the last hour, or the link 200 calls; a refused call is not counted
-- (the raise rolls its counts back), so a limited address is free again an hour after its last misses.
-- Whether the link is expired, revoked or its arrival checked in is the caller's to word.
create or replace function private.checkin_link_for(p_token_sha256 bytea, p_headers jsonb)
returns table (id uuid, hotel_id uuid, stay_id uuid, expires_at timestamptz, revoked_at timestamptz)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_address text := coalesce(private.client_address_of(p_headers), 'unknown');
  v_limits jsonb := private.checkin_rate_limits();
  v_link public.checkin_links;
  v_misses integer;
begin
  delete from private.checkin_rate as r where r.minute <= pg_catalog.now() - interval '1 hour';
  select coalesce(sum(r.requests), 0) into v_misses from private.checkin_rate as r
  where r.kind = 'miss' and r.key = v_address and r.minute > pg_catalog.now() - interval '1 hour';
  if v_misses >= (v_limits ->> 'miss')::integer
     or private.count_checkin_call('address', v_address) > (v_limits ->> 'address')::integer then
    raise exception using errcode = 'PT429', hint = 'checkin_rate_limited',
      message = 'Too many tries from your network. Please wait an hour and try again, or ask the hotel for help.';
  end if;
  select l.* into v_link from public.checkin_links as l where l.token_sha256 = p_token_sha256;
  if v_link.id is null then
    perform private.count_checkin_call('miss', v_address);
    return;
  end if;
  if private.count_checkin_call('link', v_link.id::text) > (v_limits ->> 'link')::integer then
    raise exception using errcode = 'PT429', hint = 'checkin_rate_limited',
      message = 'This check-in link was used too often in the last hour. Please wait an hour and try again.';
  end if;
  return query select v_link.id, v_link.hotel_id, v_link.stay_id, v_link.expires_at, v_link.revoked_at;
end
$$;
comment on function private.checkin_link_for(bytea, jsonb) is
  'The check-in link of a token hash after counting the call against the rate limits (PT429). Service role only.';
revoke execute on function private.checkin_link_for(bytea, jsonb) from public;
grant execute on function private.checkin_link_for(bytea, jsonb) to service_role;

-- The door PostgREST exposes (`rpc('checkin_link_for')`), as the service role only: the exposed schema
-- holds no security definer function (docs/architecture.md#database), so it hands over to the private one.
create or replace function public.checkin_link_for(p_token_sha256 bytea, p_headers jsonb)
returns table (id uuid, hotel_id uuid, stay_id uuid, expires_at timestamptz, revoked_at timestamptz)
language sql volatile
set search_path = ''
as $$
  select * from private.checkin_link_for(p_token_sha256, p_headers)
$$;
comment on function public.checkin_link_for(bytea, jsonb) is
  'The check-in link of a token hash after counting the call against the rate limits (PT429). Service role only.';
revoke execute on function public.checkin_link_for(bytea, jsonb) from public, anon, authenticated;
grant execute on function public.checkin_link_for(bytea, jsonb) to service_role;

create index checkin_rate_minute_idx on private.checkin_rate (minute);
