-- The purge's database side (docs/product.md#data-protection). The purge-passports edge function claims
-- due images here, removes them through the Storage API (rows and files stay in step; direct SQL deletes
-- on storage.objects are refused), then records the deletions here. Claims make concurrent runs safe:
-- each image is claimed by one run only, so it is deleted and receipted once.

-- Images a purge run is deleting right now. A claim older than 15 minutes belongs to a run that died
-- and may be taken again.
create table private.passport_purge_claims (
  object_name text primary key,
  claimed_at timestamptz not null default now()
);
comment on table private.passport_purge_claims is 'Passport images claimed by a running purge (one run per image).';
-- No policies: only the purge's security definer functions (the owner) and the service role use it.
alter table private.passport_purge_claims enable row level security;

-- `<hotel>/<epoch ms>_<file>` → `<hotel>/<epoch ms>_<sha-256 of file>`: keeps the folder and time, drops the
-- file name a guest's name may be part of.
create or replace function private.anonymized_object_name(p_name text) returns text
language sql immutable
set search_path = ''
as $$
  select split_part(p_name, '/', 1) || '/' || coalesce(substring(rest from '^([0-9]+_)'), '')
         || encode(sha256(convert_to(coalesce(substring(rest from '^[0-9]+_(.*)$'), rest), 'UTF8')), 'hex')
  from (select substr(p_name, strpos(p_name, '/') + 1) as rest) as parts
$$;
revoke execute on function private.anonymized_object_name(text) from public;

-- Images due now: guests' images by their hotel's rule (never under legal hold), and orphans — objects
-- in a hotel folder no guest references, older than 24 h (an upload whose registration never finished).
create or replace view private.due_passport_images with (security_barrier) as
  select g.hotel_id, g.id as guest_id, a.name as object_name,
         case h.passport_retention
           when 'dont_keep' then 'dont_keep'
           else 'delete_after_checkout:' || h.passport_retention_days end as rule
  from public.guests as g
  join public.hotels as h on h.id = g.hotel_id
  cross join lateral unnest(g.attachments) as a(name)
  where not g.legal_hold
    and (h.passport_retention = 'dont_keep'
      or (h.passport_retention = 'delete_after_checkout'
          and g.checked_out_at <= now() - make_interval(days => h.passport_retention_days)))
  union all
  select split_part(o.name, '/', 1)::uuid, null, o.name, 'orphan:24h'
  from storage.objects as o
  where o.bucket_id = 'passports'
    and o.created_at < now() - interval '24 hours'
    and split_part(o.name, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and not exists (select 1 from public.guests as g where g.attachments @> array[o.name]);
revoke all on private.due_passport_images from public;

-- The orphan test asks, per stored object, whether any guest holds it.
create index guests_attachments_idx on public.guests using gin (attachments);

-- Claims up to `p_limit` due images for one purge run. Serialised by a transaction advisory lock so two
-- runs never claim the same image; returns what this run must delete, with each object's size.
create or replace function private.claim_due_passport_images(p_limit integer default 500)
returns table (hotel_id uuid, guest_id uuid, object_name text, size_bytes bigint, rule text)
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.claim_due_passport_images'));
  delete from private.passport_purge_claims as c where c.claimed_at < now() - interval '15 minutes';
  return query
    with due as (
      select d.* from private.due_passport_images as d
      where not exists (select 1 from private.passport_purge_claims as c where c.object_name = d.object_name)
      limit p_limit
    ), claimed as (
      insert into private.passport_purge_claims (object_name) select d.object_name from due as d
      on conflict do nothing
      returning passport_purge_claims.object_name
    )
    select d.hotel_id, d.guest_id, d.object_name, (o.metadata ->> 'size')::bigint, d.rule
    from due as d
    join claimed using (object_name)
    left join storage.objects as o on o.bucket_id = 'passports' and o.name = d.object_name;
end
$$;
revoke execute on function private.claim_due_passport_images(integer) from public;
grant execute on function private.claim_due_passport_images(integer) to service_role;

-- Records images deleted through the Storage API: removes each name from its guest's attachments,
-- writes one receipt per image and releases the claims. `p_items`: `[{hotel_id, guest_id, object_name,
-- size_bytes, rule}]`; rule 'erasure' stores the object name anonymized. Returns the receipts written.
create or replace function private.record_passport_deletions(
  p_items jsonb, p_deleted_by uuid default null, p_deleted_by_label text default 'schedule'
) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with items as (
    select * from jsonb_to_recordset(p_items)
      as i(hotel_id uuid, guest_id uuid, object_name text, size_bytes bigint, rule text)
  ), detached as (
    update public.guests as g set attachments = array(
      select a from unnest(g.attachments) as a where a not in (select i.object_name from items as i where i.guest_id = g.id))
    where g.id in (select i.guest_id from items as i)
  ), released as (
    delete from private.passport_purge_claims as c where c.object_name in (select i.object_name from items as i)
  )
  insert into public.passport_deletion_receipts (hotel_id, guest_id, object_name, size_bytes, rule, deleted_by, deleted_by_label)
  select i.hotel_id, i.guest_id,
         case when i.rule = 'erasure' then private.anonymized_object_name(i.object_name) else i.object_name end,
         i.size_bytes, i.rule, p_deleted_by, coalesce(p_deleted_by_label, 'schedule')
  from items as i;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function private.record_passport_deletions(jsonb, uuid, text) from public;
grant execute on function private.record_passport_deletions(jsonb, uuid, text) to service_role;

-- Every object in a hotel's folder with its size (hotel deletion, erasure). Service role only.
create or replace function private.passport_objects_of_hotel(p_hotel_id uuid)
returns table (object_name text, size_bytes bigint)
language sql stable security definer
set search_path = ''
as $$
  select o.name, (o.metadata ->> 'size')::bigint from storage.objects as o
  where o.bucket_id = 'passports' and starts_with(o.name, p_hotel_id::text || '/')
$$;
revoke execute on function private.passport_objects_of_hotel(uuid) from public;
grant execute on function private.passport_objects_of_hotel(uuid) to service_role;

-- Erasure's last step, after the images were removed through the Storage API: one receipt per image
-- (names hashed), the guest's earlier receipts and access-log names hashed too, an 'erase' log row, then the guest row.
create or replace function private.finish_guest_erasure(p_guest_id uuid, p_by uuid, p_by_email text)
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_guest public.guests;
  v_count integer;
begin
  select * into v_guest from public.guests as g where g.id = p_guest_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Guest not found.', hint = 'guest_not_found';
  end if;
  if v_guest.legal_hold then
    raise exception using errcode = 'PT409', message = 'This guest is under legal hold.', hint = 'legal_hold';
  end if;
  -- Earlier receipts of this guest (purged images) lose their file names too.
  update public.passport_deletion_receipts as r set object_name = private.anonymized_object_name(r.object_name)
  where r.guest_id = p_guest_id and r.object_name is not null;
  v_count := private.record_passport_deletions(
    (select coalesce(jsonb_agg(jsonb_build_object('hotel_id', v_guest.hotel_id, 'guest_id', v_guest.id,
       'object_name', a.name, 'size_bytes', (o.metadata ->> 'size')::bigint, 'rule', 'erasure')), '[]')
     from unnest(v_guest.attachments) as a(name)
     left join storage.objects as o on o.bucket_id = 'passports' and o.name = a.name),
    p_by, p_by_email);
  update public.passport_access_log as l set object_name = private.anonymized_object_name(l.object_name)
  where l.guest_id = p_guest_id and l.object_name is not null;
  insert into public.passport_access_log (hotel_id, guest_id, accessed_by, accessed_by_email, context)
  values (v_guest.hotel_id, v_guest.id, p_by, p_by_email, 'erase');
  delete from public.guests as g where g.id = p_guest_id;
  return v_count;
end
$$;
revoke execute on function private.finish_guest_erasure(uuid, uuid, text) from public;
grant execute on function private.finish_guest_erasure(uuid, uuid, text) to service_role;

-- RPCs for the edge functions (service role only): /rest/v1/rpc/<name>.
create or replace function public.claim_due_passport_images(p_limit integer default 500)
returns table (hotel_id uuid, guest_id uuid, object_name text, size_bytes bigint, rule text)
language sql volatile
set search_path = ''
as $$
  select * from private.claim_due_passport_images(p_limit)
$$;
revoke execute on function public.claim_due_passport_images(integer) from public, anon, authenticated;
grant execute on function public.claim_due_passport_images(integer) to service_role;

create or replace function public.record_passport_deletions(p_items jsonb, p_deleted_by uuid default null, p_deleted_by_label text default 'schedule')
returns integer
language sql volatile
set search_path = ''
as $$
  select private.record_passport_deletions(p_items, p_deleted_by, p_deleted_by_label)
$$;
revoke execute on function public.record_passport_deletions(jsonb, uuid, text) from public, anon, authenticated;
grant execute on function public.record_passport_deletions(jsonb, uuid, text) to service_role;

create or replace function public.passport_objects_of_hotel(p_hotel_id uuid)
returns table (object_name text, size_bytes bigint)
language sql stable
set search_path = ''
as $$
  select * from private.passport_objects_of_hotel(p_hotel_id)
$$;
revoke execute on function public.passport_objects_of_hotel(uuid) from public, anon, authenticated;
grant execute on function public.passport_objects_of_hotel(uuid) to service_role;

create or replace function public.finish_guest_erasure(p_guest_id uuid, p_by uuid, p_by_email text)
returns integer
language sql volatile
set search_path = ''
as $$
  select private.finish_guest_erasure(p_guest_id, p_by, p_by_email)
$$;
revoke execute on function public.finish_guest_erasure(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.finish_guest_erasure(uuid, uuid, text) to service_role;

-- The owner's preview: guests whose images the purge deletes within `p_days` days (due_at ≤ now + days).
-- Errors: 42501 unless the caller owns the hotel and is signed in to it.
create or replace function public.upcoming_passport_purges(p_hotel_id uuid, p_days integer default 7)
returns table (guest_id uuid, guest_name text, object_count integer, due_at timestamptz)
language plpgsql stable
set search_path = ''
as $$
begin
  if not private.is_hotel_owner(p_hotel_id) then
    raise exception using errcode = '42501', message = 'Only the hotel''s owner can see upcoming purges.';
  end if;
  return query
    select g.id, nullif(concat_ws(' ', nullif(g.first_name, ''), nullif(g.last_name, '')), ''),
           cardinality(g.attachments),
           case h.passport_retention when 'dont_keep' then now()
             else g.checked_out_at + make_interval(days => h.passport_retention_days) end as due
    from public.guests as g
    join public.hotels as h on h.id = g.hotel_id
    where g.hotel_id = p_hotel_id and cardinality(g.attachments) > 0 and not g.legal_hold
      and (h.passport_retention = 'dont_keep'
        or (h.passport_retention = 'delete_after_checkout' and g.checked_out_at is not null
            and g.checked_out_at + make_interval(days => h.passport_retention_days) <= now() + make_interval(days => p_days)))
    order by due, g.id;
end
$$;
revoke execute on function public.upcoming_passport_purges(uuid, integer) from public, anon;
grant execute on function public.upcoming_passport_purges(uuid, integer) to authenticated;
