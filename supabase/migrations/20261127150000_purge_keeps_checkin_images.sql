-- The passport purge and online check-in (docs/product.md#data-protection, docs/online-check-in.md#passport-images).
--
-- 1. Images a guest sends through online check-in are held by the arrival's declaration until check-in,
--    when they move to the guests' `attachments`. The purge's orphan rule took every object in a hotel's
--    folder that no guest holds, so a declaration's images were deleted a day after upload, before the
--    guest had arrived. An object a declaration names is now no orphan. An image issued but never sent
--    with the declaration (removed before sending, or never sent) still is one after 24 hours, and its
--    issue record goes with it, so the traveller may have another in its place.
-- 2. Deletion receipts have one writer. The passport-image purge and the registration-card purge each
--    had their own copy of the same receipt insert; they now share it and keep only what differs: what
--    each detaches before the receipts are written.

-- Images due now (unchanged but for the declaration test): guests' images by their hotel's rule (never
-- under legal hold), and orphans, objects in a hotel's folder older than 24 hours that no guest and no
-- check-in declaration holds. A declaration only holds images issued to its arrival, so the test goes
-- through the issue record (its primary key is the object name) to that one declaration.
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
    and not exists (select 1 from public.guests as g where g.attachments @> array[o.name])
    and not exists (
      select 1 from public.checkin_uploads as u
      join public.checkin_declarations as d on d.stay_id = u.stay_id and d.hotel_id = u.hotel_id
      cross join lateral jsonb_array_elements(d.travellers) as t(traveller)
      where u.object_name = o.name and t.traveller -> 'attachments' ? o.name);

-- Writes one receipt per item that names a stored object. `p_items`: `[{hotel_id, guest_id,
-- object_name, size_bytes, rule}]` (items without object_name, e.g. a declaration whose card was never
-- stored, get none); rule 'erasure' stores the object name anonymized. Returns the receipts written.
create function private.write_deletion_receipts(
  p_items jsonb, p_bucket_id text, p_deleted_by uuid, p_deleted_by_label text
) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.passport_deletion_receipts
    (hotel_id, guest_id, bucket_id, object_name, size_bytes, rule, deleted_by, deleted_by_label)
  select i.hotel_id, i.guest_id, p_bucket_id,
         case when i.rule = 'erasure' then private.anonymized_object_name(i.object_name) else i.object_name end,
         i.size_bytes, i.rule, p_deleted_by, coalesce(p_deleted_by_label, 'schedule')
  from jsonb_to_recordset(p_items) as i(hotel_id uuid, guest_id uuid, object_name text, size_bytes bigint, rule text)
  where i.object_name is not null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function private.write_deletion_receipts(jsonb, text, uuid, text) from public;
grant execute on function private.write_deletion_receipts(jsonb, text, uuid, text) to service_role;

-- Passport images deleted through the Storage API: removes each name from its guest's attachments,
-- releases the purge's claims and deletes the image's online check-in issue record, if any (for an image
-- never sent, the traveller may then have another, docs/online-check-in.md#passport-images; for an erased
-- guest, the record's file name goes too), then writes the receipts.
create or replace function private.record_passport_deletions(
  p_items jsonb, p_deleted_by uuid default null, p_deleted_by_label text default 'schedule'
) returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  with items as (
    select * from jsonb_to_recordset(p_items) as i(guest_id uuid, object_name text)
  ), detached as (
    update public.guests as g set attachments = array(
      select a from unnest(g.attachments) as a where a not in (select i.object_name from items as i where i.guest_id = g.id))
    where g.id in (select i.guest_id from items as i)
  ), unissued as (
    delete from public.checkin_uploads as u where u.object_name in (select i.object_name from items as i)
  )
  delete from private.passport_purge_claims as c where c.object_name in (select i.object_name from items as i);
  return private.write_deletion_receipts(p_items, 'passports', p_deleted_by, p_deleted_by_label);
end
$$;

-- Registration cards removed from Storage: deletes their declarations (the card and what it was made of
-- leave together), then writes a receipt for each card that was stored.
create or replace function private.record_registration_card_deletions(
  p_items jsonb, p_deleted_by uuid default null, p_deleted_by_label text default 'schedule'
) returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.checkin_declarations as d
  using jsonb_to_recordset(p_items) as i(hotel_id uuid, stay_id uuid)
  where d.stay_id = i.stay_id and d.hotel_id = i.hotel_id;
  return private.write_deletion_receipts(p_items, 'registration-cards', p_deleted_by, p_deleted_by_label);
end
$$;
