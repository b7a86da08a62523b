-- Deletion receipts have one writer. The passport-image purge and the registration-card purge each
-- recorded their deletions with their own copy of the same receipt insert (items → one receipt per
-- stored object, the object name anonymized for an erasure); they now share it and keep only what
-- differs: what each detaches before the receipts are written (docs/product.md#data-protection,
-- "Deletion receipts").

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

-- Passport images deleted through the Storage API: removes each name from its guest's attachments and
-- releases the purge's claims, then writes the receipts.
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
