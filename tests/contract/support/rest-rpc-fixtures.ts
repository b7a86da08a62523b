/**
 * Test-only tables and functions for the RPC, Prefer, media-type and operator contract tests
 * (tests/contract/rest-rpc*.test.ts, rest-prefer*.test.ts, rest-media*.test.ts), created through the
 * superuser pool in beforeAll and dropped in afterAll: they never live in a migration.
 * `rpc_t_notes` has RLS on: a signed-in user sees and changes only the notes they own.
 */
import { adminPg, stackInfo } from './clients.ts';

const CREATE = `
drop table if exists public.rpc_t_notes cascade;
-- notes owned by the signed-in user; columns cover ranges, arrays, booleans, text search (text and jsonb) and defaults
create table public.rpc_t_notes (
  id serial primary key,
  owner uuid not null default auth.uid(),
  body text not null,
  note text default 'none',
  tags text[] not null default '{}',
  span int4range,
  flag boolean,
  meta jsonb,
  created_at timestamptz not null default now()
);
grant select, insert, update, delete on public.rpc_t_notes to authenticated;
grant usage on sequence public.rpc_t_notes_id_seq to authenticated;
alter table public.rpc_t_notes enable row level security;
create policy "Owners use their own notes to authenticated" on public.rpc_t_notes for all to authenticated
  using (owner = (select auth.uid())) with check (owner = (select auth.uid()));

-- overloads told apart by argument names
create function public.rpc_t_pick(a int) returns text language sql immutable as $$ select 'a' $$;
create function public.rpc_t_pick(a int, c int default 0) returns text language sql immutable as $$ select 'a+c' $$;
create function public.rpc_t_pick(b text) returns text language sql immutable as $$ select 'b:' || b $$;
-- unnamed parameters: PostgREST keeps only a single one of a body type (here the text overload)
create function public.rpc_t_poly() returns text language sql immutable as $$ select 'none' $$;
create function public.rpc_t_poly(boolean) returns text language sql immutable as $$ select 'bool' $$;
create function public.rpc_t_poly(text) returns text language sql immutable as $$ select 'text:' || $1 $$;
-- single unnamed parameters that take the raw body
create function public.rpc_t_shout(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.rpc_t_size(bytea) returns int language sql immutable as $$ select length($1) $$;
create function public.rpc_t_echo(json) returns json language sql immutable as $$ select $1 $$;
create function public.rpc_t_root(xml) returns text language sql immutable
  as $$ select (xpath('name(/*)', $1))[1]::text $$;
-- variadic, defaults, a named single json parameter
create function public.rpc_t_sum(variadic nums int[]) returns int language sql immutable
  as $$ select sum(n)::int from unnest(nums) as n $$;
create function public.rpc_t_greet(name text, greeting text default 'Hello') returns text language sql immutable
  as $$ select greeting || ' ' || name $$;
create function public.rpc_t_keys(payload jsonb) returns text[] language sql immutable
  as $$ select array(select jsonb_object_keys(payload) order by 1) $$;
-- set-returning: as the caller (RLS applies) and as the owner (security definer, RLS bypassed)
create function public.rpc_t_my_notes() returns setof public.rpc_t_notes language sql stable
  as $$ select * from public.rpc_t_notes $$;
create function public.rpc_t_all_notes() returns setof public.rpc_t_notes language sql stable
  security definer set search_path = '' as $$ select * from public.rpc_t_notes $$;
create function public.rpc_t_retag(tag text) returns setof public.rpc_t_notes language sql
  as $$ update public.rpc_t_notes set tags = array[tag] returning * $$;
revoke execute on function public.rpc_t_all_notes() from public, anon;
grant execute on function public.rpc_t_all_notes() to authenticated;
`;

const DROP = `
drop table if exists public.rpc_t_notes cascade;
drop function if exists public.rpc_t_poly(), public.rpc_t_poly(boolean), public.rpc_t_poly(text),
  public.rpc_t_pick(int), public.rpc_t_pick(int, int), public.rpc_t_pick(text),
  public.rpc_t_shout(text), public.rpc_t_size(bytea), public.rpc_t_echo(json), public.rpc_t_root(xml),
  public.rpc_t_sum(int[]), public.rpc_t_greet(text, text), public.rpc_t_keys(jsonb);
`;

/** Creates the fixtures (dropping leftovers of an interrupted run first) and waits until REST sees them. */
export async function installRpcFixtures(): Promise<void> {
  await adminPg().query(DROP);
  await adminPg().query(CREATE);
  await untilRestSeesFixtures();
}

/**
 * Polls `rpc_t_poly()` until the REST schema cache knows it (at most 5 s). A cache that missed a
 * function reloads at most once a second (docs/local-stack.md#rest), and the files using these
 * fixtures run back to back in one worker: the previous file's drop may still be what the cache holds.
 */
async function untilRestSeesFixtures(): Promise<void> {
  const { apiUrl, serviceRoleKey } = stackInfo();
  const deadline = Date.now() + 5000;
  for (;;) {
    const answer = await fetch(`${apiUrl}/rest/v1/rpc/rpc_t_poly`, {
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    });
    await answer.body?.cancel();
    if (answer.status !== 404 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Drops the fixtures (afterAll). */
export async function dropRpcFixtures(): Promise<void> {
  await adminPg().query(DROP);
}

/** Inserts notes as the superuser for `owner` (a user id); returns their ids in order. */
export async function insertNotes(owner: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const { rows: inserted } = await adminPg().query<{ id: number }>(
    `insert into public.rpc_t_notes (owner, body, note, tags, span, flag, meta)
     select $1, r.body, r.note, coalesce(r.tags, '{}'), r.span, r.flag, r.meta
     from jsonb_to_recordset($2::jsonb) as r(body text, note text, tags text[], span int4range, flag boolean, meta jsonb)
     returning id`,
    [owner, JSON.stringify(rows)],
  );
  return inserted.map((r) => r.id);
}
