-- Data protection (docs/product.md#data-protection): retention settings and legal hold, who reads and
-- writes deletion receipts and the passport access log, the owner's purge preview, the purge's claim
-- and record steps, erasure, and the nightly schedule. Hotel A: staff_a (owner), clerk_a (staff).
begin;
select plan(62);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', 'aaaaaaaa-0000-4000-8000-000000000001', 'staff');

-- Ada (A) holds 1700000000000_ada.jpg; she checked out 31 days ago.
update public.guests set registered_at = now() - interval '40 days', checked_out_at = now() - interval '31 days'
  where id = 'aaaaaaaa-0000-4000-8000-00000000a101';
insert into storage.objects (bucket_id, name, owner_id, metadata, created_at) values
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 'x', '{"mimetype": "image/jpeg", "size": 2048}', now() - interval '40 days'),
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000050_stray.jpg', 'x', '{"mimetype": "image/jpeg", "size": 100}', now() - interval '25 hours'),
  ('passports', 'aaaaaaaa-0000-4000-8000-000000000001/1700000000060_fresh.jpg', 'x', '{"mimetype": "image/jpeg", "size": 100}', now() - interval '23 hours');
insert into public.passport_deletion_receipts (hotel_id, guest_id, object_name, size_bytes, rule) values
  ('aaaaaaaa-0000-4000-8000-000000000001', null, 'aaaaaaaa-0000-4000-8000-000000000001/1_old.jpg', 10, 'orphan:24h'),
  ('bbbbbbbb-0000-4000-8000-000000000001', null, 'bbbbbbbb-0000-4000-8000-000000000001/1_old.jpg', 10, 'orphan:24h');
insert into public.passport_access_log (hotel_id, guest_id, object_name, accessed_by_email, context) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-00000000a101',
   'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 'staff_a@test.local', 'dialog'),
  ('bbbbbbbb-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-00000000b101', null, 'staff_b@test.local', 'export');

-- Settings and their limits.
select col_default_is('public', 'hotels', 'passport_retention', 'delete_after_checkout', 'retention defaults to delete after check-out');
select col_default_is('public', 'hotels', 'passport_retention_days', '30', 'after 30 days');
select col_default_is('public', 'guests', 'legal_hold', 'false', 'no legal hold by default');
select throws_ok($$update public.hotels set passport_retention = 'forever'$$, '23514', null, 'an unknown retention rule is rejected');
select throws_ok($$update public.hotels set passport_retention_days = 366$$, '23514', null, 'more than 365 days is rejected');
select throws_ok($$update public.hotels set passport_retention_days = -1$$, '23514', null, 'negative days are rejected');

select tests.authenticate_as('staff_a@test.local');
select is(tests.affected_rows($$update public.hotels set passport_retention = 'keep', passport_retention_days = 0
  where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$), 1, 'the owner sets their hotel''s retention');
select tests.authenticate_as('clerk_a@test.local');
select throws_ok($$update public.hotels set passport_retention = 'delete_after_checkout', passport_retention_days = 30
  where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, '42501', 'Only the hotel''s owner can change the passport image rule.',
  'staff cannot change their hotel''s retention: it is the owner''s decision (91-owner-only-data-rules)');
select tests.authenticate_as('staff_a@test.local');
update public.hotels set passport_retention = 'delete_after_checkout', passport_retention_days = 30
  where id = 'aaaaaaaa-0000-4000-8000-000000000001';
select tests.authenticate_as('clerk_a@test.local');
select is(tests.affected_rows($$update public.guests set legal_hold = true where id = 'aaaaaaaa-0000-4000-8000-00000000a102'$$), 1,
  'staff put their hotel''s guest under legal hold');
select tests.authenticate_as('staff_b@test.local');
select is(tests.affected_rows($$update public.hotels set passport_retention = 'keep' where id = 'aaaaaaaa-0000-4000-8000-000000000001'$$), 0,
  'another hotel cannot change hotel A''s retention');
select is(tests.affected_rows($$update public.guests set legal_hold = false where id = 'aaaaaaaa-0000-4000-8000-00000000a102'$$), 0,
  'another hotel cannot lift hotel A''s legal hold');

-- Receipts and the access log: owners read their own hotel's; nobody but the service role writes.
select tests.authenticate_as('staff_a@test.local');
select is((select count(*)::int from public.passport_deletion_receipts), 1, 'the owner reads only their hotel''s receipts');
select is((select count(*)::int from public.passport_access_log), 1, 'the owner reads only their hotel''s access log');
select throws_ok($$insert into public.passport_deletion_receipts (hotel_id, rule) values ('aaaaaaaa-0000-4000-8000-000000000001', 'x')$$,
  '42501', null, 'the owner cannot write a receipt');
select throws_ok($$update public.passport_deletion_receipts set rule = 'x'$$, '42501', null, 'the owner cannot edit receipts');
select throws_ok($$delete from public.passport_deletion_receipts$$, '42501', null, 'the owner cannot delete receipts');
select throws_ok($$insert into public.passport_access_log (hotel_id, context) values ('aaaaaaaa-0000-4000-8000-000000000001', 'dialog')$$,
  '42501', null, 'the owner cannot write to the access log');
select throws_ok($$delete from public.passport_access_log$$, '42501', null, 'the owner cannot delete access-log rows');
select tests.authenticate_as('clerk_a@test.local');
select is((select count(*)::int from public.passport_deletion_receipts), 0, 'staff do not read receipts');
select is((select count(*)::int from public.passport_access_log), 0, 'staff do not read the access log');
select throws_ok($$update public.passport_access_log set accessed_by_email = 'x'$$, '42501', null, 'staff cannot edit the access log');
select throws_ok($$delete from public.passport_access_log$$, '42501', null, 'staff cannot delete access-log rows');
select throws_ok($$insert into public.passport_access_log (hotel_id, context) values ('aaaaaaaa-0000-4000-8000-000000000001', 'print')$$,
  '42501', null, 'staff cannot write to the access log (only passport-url does)');
select throws_ok($$insert into public.passport_deletion_receipts (hotel_id, rule) values ('aaaaaaaa-0000-4000-8000-000000000001', 'x')$$,
  '42501', null, 'staff cannot write a receipt');
select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from public.passport_deletion_receipts where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'another hotel''s owner does not see hotel A''s receipts');
select is((select count(*)::int from public.passport_access_log where hotel_id = 'aaaaaaaa-0000-4000-8000-000000000001'), 0,
  'another hotel''s owner does not see hotel A''s access log');
select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from public.passport_access_log) + (select count(*)::int from public.passport_deletion_receipts), 0,
  'a removed member sees no receipts and no log');
select throws_ok($$delete from public.passport_deletion_receipts$$, '42501', null, 'a removed member cannot delete receipts');
select tests.authenticate_as('admin@guestregistry.app');
select is((select count(*)::int from public.passport_access_log) + (select count(*)::int from public.passport_deletion_receipts), 0,
  'the platform admin sees no receipts and no log');
select throws_ok($$insert into public.passport_deletion_receipts (hotel_id, rule) values ('aaaaaaaa-0000-4000-8000-000000000001', 'x')$$,
  '42501', null, 'the platform admin cannot write a receipt');
select throws_ok($$update public.passport_access_log set context = 'print'$$, '42501', null, 'the platform admin cannot edit the access log');
select throws_ok($$delete from public.passport_deletion_receipts$$, '42501', null, 'the platform admin cannot delete receipts');
select tests.authenticate_as_anon();
select throws_ok($$select count(*) from public.passport_deletion_receipts$$, '42501', null, 'anon cannot read receipts');
select throws_ok($$select count(*) from public.passport_access_log$$, '42501', null, 'anon cannot read the access log');
select throws_ok($$insert into public.passport_access_log (hotel_id, context) values ('aaaaaaaa-0000-4000-8000-000000000001', 'print')$$,
  '42501', null, 'anon cannot write to the access log');
select throws_ok($$delete from public.passport_deletion_receipts$$, '42501', null, 'anon cannot delete receipts');

-- The owner's preview of upcoming purges.
select tests.clear_authentication();
update public.guests set registered_at = now() - interval '40 days', checked_out_at = now() - interval '25 days',
  attachments = '{aaaaaaaa-0000-4000-8000-000000000001/1700000000070_alan.jpg}'
  where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select guest_id, guest_name, object_count from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001')$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid, 'Ada Lovelace', 1)$$,
  'the owner sees guests due within 7 days (Ada, overdue), not one under legal hold (Alan)');
select is((select due_at from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001')),
  now() - interval '1 day', 'due 30 days after check-out');
select tests.clear_authentication();
update public.guests set legal_hold = false where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
select tests.authenticate_as('staff_a@test.local');
select is((select count(*)::int from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001', 7)), 2,
  'Alan (due in 5 days) appears within 7 days once the hold is lifted');
select is((select count(*)::int from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001', 1)), 1,
  'but not within 1 day');
select tests.authenticate_as('clerk_a@test.local');
select throws_ok($$select * from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'staff cannot see upcoming purges');
select tests.authenticate_as('staff_b@test.local');
select throws_ok($$select * from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'another hotel''s owner cannot see hotel A''s upcoming purges');
select tests.authenticate_as_anon();
select throws_ok($$select * from public.upcoming_passport_purges('aaaaaaaa-0000-4000-8000-000000000001')$$, '42501', null,
  'anon cannot call the preview');

-- The purge's claim and record steps (service role only).
select tests.authenticate_as('staff_a@test.local');
select throws_ok($$select * from public.claim_due_passport_images()$$, '42501', null, 'users cannot claim images for deletion');
select throws_ok($$select public.record_passport_deletions('[]')$$, '42501', null, 'users cannot record deletions');
select tests.clear_authentication();
update public.guests set legal_hold = true where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
update public.guests set checked_out_at = now() - interval '31 days' where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
select tests.authenticate_with('{"role": "service_role"}');
create temporary table claimed on commit drop as select * from public.claim_due_passport_images();
select results_eq($$select guest_id, object_name, size_bytes, rule from claimed order by object_name$$,
  $$values ('aaaaaaaa-0000-4000-8000-00000000a101'::uuid, 'aaaaaaaa-0000-4000-8000-000000000001/1700000000000_ada.jpg', 2048::bigint, 'delete_after_checkout:30'),
           (null::uuid, 'aaaaaaaa-0000-4000-8000-000000000001/1700000000050_stray.jpg', 100::bigint, 'orphan:24h')$$,
  'due: Ada 31 days after check-out and the 25-hour-old orphan; not Alan (legal hold) nor the 23-hour-old upload');
select is((select count(*)::int from public.claim_due_passport_images()), 0, 'a second run at once claims nothing');
select is(public.record_passport_deletions((select jsonb_agg(to_jsonb(c)) from claimed as c)), 2, 'one receipt per deleted image');
select is((select attachments from public.guests where id = 'aaaaaaaa-0000-4000-8000-00000000a101'), '{}'::text[],
  'the image leaves the guest''s attachments');
select is((select deleted_by_label from public.passport_deletion_receipts where object_name like '%_ada.jpg'), 'schedule',
  'the receipt names the schedule');
select tests.clear_authentication();
-- What the Storage API does between the claim and the record.
select set_config('storage.allow_delete_query', 'true', true);
delete from storage.objects where name in (select object_name from claimed);
update public.hotels set passport_retention = 'keep' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.guests set legal_hold = false where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
select tests.authenticate_with('{"role": "service_role"}');
select is((select count(*)::int from public.claim_due_passport_images()), 0, 'rule keep: nothing is due');
select tests.clear_authentication();
update public.hotels set passport_retention = 'dont_keep' where id = 'aaaaaaaa-0000-4000-8000-000000000001';
update public.guests set checked_out_at = null where id = 'aaaaaaaa-0000-4000-8000-00000000a102';
select tests.authenticate_with('{"role": "service_role"}');
select results_eq($$select object_name, rule from public.claim_due_passport_images()$$,
  $$values ('aaaaaaaa-0000-4000-8000-000000000001/1700000000070_alan.jpg', 'dont_keep')$$,
  'rule dont_keep: a guest still staying is due');

-- Erasure: receipts and log keep no file name; refused under legal hold.
select tests.clear_authentication();
update public.guests set legal_hold = true where id = 'bbbbbbbb-0000-4000-8000-00000000b101';
select tests.authenticate_with('{"role": "service_role"}');
select throws_ok($$select public.finish_guest_erasure('bbbbbbbb-0000-4000-8000-00000000b101', null, 'x@test.local')$$, 'PT409',
  'This guest is under legal hold.', 'erasure is refused under legal hold');
select is(public.finish_guest_erasure('aaaaaaaa-0000-4000-8000-00000000a102', null, 'staff_a@test.local'), 1, 'erasure writes one receipt per image');
select ok((select object_name !~ 'alan' and object_name ~ '^aaaaaaaa-0000-4000-8000-000000000001/1700000000070_[0-9a-f]{64}$'
  from public.passport_deletion_receipts where rule = 'erasure'), 'the erasure receipt hashes the file name');
select is((select count(*)::int from public.guests where id = 'aaaaaaaa-0000-4000-8000-00000000a102'), 0, 'the guest row is gone');
select is((select context from public.passport_access_log where guest_id = 'aaaaaaaa-0000-4000-8000-00000000a102'), 'erase',
  'the erasure is logged');
select is(public.finish_guest_erasure('aaaaaaaa-0000-4000-8000-00000000a101', null, 'staff_a@test.local'), 0,
  'erasing a guest whose images were already purged writes no receipt');
select is((select count(*)::int from public.passport_deletion_receipts where guest_id = 'aaaaaaaa-0000-4000-8000-00000000a101'
  and object_name ~ '^aaaaaaaa-0000-4000-8000-000000000001/1700000000000_[0-9a-f]{64}$'), 1,
  'and the earlier purge receipt loses the file name');

-- Receipts outlive their hotel; the schedule and the storage policies.
select tests.clear_authentication();
delete from public.hotels where id = 'bbbbbbbb-0000-4000-8000-000000000001';
select is((select count(*)::int from public.passport_deletion_receipts where hotel_id = 'bbbbbbbb-0000-4000-8000-000000000001'), 1,
  'receipts survive the deletion of their hotel');
select results_eq($$select schedule, command ~ 'vault\.decrypted_secrets' and command ~ '/functions/v1/purge-passports'
  from cron.job where jobname = 'purge-passports'$$, $$values ('17 3 * * *', true)$$,
  'the purge is scheduled nightly at 03:17 UTC with URL and key from Vault');
select is((select count(*)::int from pg_policies where schemaname = 'storage' and tablename = 'objects'
  and cmd in ('SELECT', 'UPDATE', 'DELETE') and 'authenticated' = any (roles) and qual not like '%registration-cards%'), 0,
  'staff have no read, replace or delete policy on passport images (only a read of their registration cards, 54-registration-cards)');

select * from finish();
rollback;
