-- The purge after a run that died (docs/faults.md): claims remember what their run must record; within
-- 15 minutes nobody else takes them; after that, images already deleted through the Storage API are
-- handed to the next run to record (orphans included), and images still stored are judged afresh.
begin;
select plan(7);
select tests.create_tenancy_fixtures();
update public.hotels set passport_retention = 'dont_keep' where id = tests.hotel_id('A');
insert into storage.objects (bucket_id, name, owner_id, metadata, created_at) values
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 'x', '{"size": 2048}', now()),
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000070_orphan.jpg', 'x', '{"size": 70}', now() - interval '25 hours');

select tests.authenticate_as_service_role();
create temporary table first_run on commit drop as select * from public.claim_due_passport_images();
select results_eq($$select object_name, size_bytes, rule from first_run order by object_name$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 2048::bigint, 'dont_keep'),
           ('aaaaaaaa-0000-4000-8000-000000000001/1700000000070_orphan.jpg', 70::bigint, 'orphan:24h')$$,
  'a run claims Ada''s image and the day-old orphan');
select tests.clear_authentication();
select results_eq($$select object_name, guest_id, rule, size_bytes from private.passport_purge_claims order by object_name$$,
  $$select object_name, guest_id, rule, size_bytes from first_run order by object_name$$,
  'each claim remembers what its run must record');

-- The run deletes both through the Storage API (the rows go), then dies before recording them.
set local storage.allow_delete_query = 'true';
delete from storage.objects where bucket_id = 'passports';
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.claim_due_passport_images()), 0,
  'within 15 minutes another run leaves the dead run''s claims alone');

select tests.clear_authentication();
update private.passport_purge_claims set claimed_at = now() - interval '16 minutes';
select tests.authenticate_as_service_role();
create temporary table after_lapse on commit drop as select * from public.claim_due_passport_images();
select results_eq($$select object_name, size_bytes, rule from after_lapse order by object_name$$,
  $$select object_name, size_bytes, rule from first_run order by object_name$$,
  'after the lapse the next run takes over both, the vanished orphan too, with what was claimed');
select is((select public.record_passport_deletions(jsonb_agg(to_jsonb(a))) from after_lapse as a), 2,
  'and records them');
select tests.clear_authentication();
select results_eq($$select object_name, count(*)::int from public.passport_deletion_receipts group by object_name order by object_name$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 1),
           ('aaaaaaaa-0000-4000-8000-000000000001/1700000000070_orphan.jpg', 1)$$,
  'one receipt per image');
select is((select count(*)::int from private.passport_purge_claims), 0, 'no claim is left');
select * from finish();
rollback;
