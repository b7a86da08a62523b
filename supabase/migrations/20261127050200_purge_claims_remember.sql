-- A purge run that dies after the Storage API deleted its images and before it recorded them left
-- claims of images that no longer exist (docs/faults.md). Guest images came back through the due view
-- once the claims lapsed (the guests still list them), but orphans did not: nothing referenced them any
-- more, so they were gone without a receipt. Each claim now remembers what the run was told (hotel,
-- guest, rule, size), and the next run after the lapse takes over such claims and records them, so
-- every image still gets exactly one receipt.

alter table private.passport_purge_claims
  add column hotel_id uuid,
  add column guest_id uuid,
  add column rule text,
  add column size_bytes bigint;
comment on table private.passport_purge_claims is
  'Passport images claimed by a running purge (one run per image), with what that run must record for each.';

-- Claims up to `p_limit` due images for one purge run, and takes over the lapsed claims (older than 15
-- minutes) of images that are already gone, so this run records them. Serialised by a transaction
-- advisory lock so two runs never claim the same image; returns what this run must delete and record.
create or replace function private.claim_due_passport_images(p_limit integer default 500)
returns table (hotel_id uuid, guest_id uuid, object_name text, size_bytes bigint, rule text)
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.claim_due_passport_images'));
  return query
    update private.passport_purge_claims as c set claimed_at = now()
    where c.claimed_at < now() - interval '15 minutes' and c.rule is not null
      and not exists (select 1 from storage.objects as o where o.bucket_id = 'passports' and o.name = c.object_name)
    returning c.hotel_id, c.guest_id, c.object_name, c.size_bytes, c.rule;
  delete from private.passport_purge_claims as c where c.claimed_at < now() - interval '15 minutes';
  return query
    with due as (
      select d.* from private.due_passport_images as d
      where not exists (select 1 from private.passport_purge_claims as c where c.object_name = d.object_name)
      limit p_limit
    ), sized as (
      select d.hotel_id, d.guest_id, d.object_name, (o.metadata ->> 'size')::bigint as size_bytes, d.rule
      from due as d
      left join storage.objects as o on o.bucket_id = 'passports' and o.name = d.object_name
    ), claimed as (
      insert into private.passport_purge_claims (object_name, hotel_id, guest_id, rule, size_bytes)
      select s.object_name, s.hotel_id, s.guest_id, s.rule, s.size_bytes from sized as s
      on conflict do nothing
      returning passport_purge_claims.object_name
    )
    select s.hotel_id, s.guest_id, s.object_name, s.size_bytes, s.rule
    from sized as s
    join claimed using (object_name);
end
$$;
