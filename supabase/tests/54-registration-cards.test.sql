-- Registration cards (docs/online-check-in.md#the-registration-card): the bucket and its Storage RLS (staff
-- of the hotel read their hotel's cards; nobody but the service role writes, replaces or deletes one), the
-- card columns and the seal, the owner's check, erasure with a traveller, and the purge under the hotel's
-- rule, each with a receipt. As in 20-storage, the statements on storage.objects are those Storage runs
-- as the caller's role.
begin;
select plan(60);
select tests.create_tenancy_fixtures();
-- A member of A who is not the owner; direct deletes as the Storage API would run them, so RLS decides.
do $$ begin
  perform tests.create_user('clerk_a@test.local', tests.hotel_id('A'));
  perform set_config('storage.allow_delete_query', 'true', true);
end $$;

create temporary table png as select decode(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex') as bytes;
grant select on png to public;

select results_eq($$select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'registration-cards'$$,
  $$values (false, 5242880::bigint, array['application/pdf'])$$, 'bucket registration-cards is private, 5 MiB, PDF only');

-- Arrivals: a (A, declared), b (B, declared), p (A, to be checked out 40 days ago), h (A, a traveller on legal hold).
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, room, guest_name) values
  ('54000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'expected', current_date, current_date + 3, '12', 'Lena Berg'),
  ('54000000-0000-4000-8000-00000000000b', tests.hotel_id('B'), 'expected', current_date, current_date + 3, null, 'Omar Haddad'),
  ('54000000-0000-4000-8000-00000000000c', tests.hotel_id('A'), 'expected', current_date - 45, current_date - 40, null, 'Past Guest'),
  ('54000000-0000-4000-8000-00000000000d', tests.hotel_id('A'), 'expected', current_date, current_date + 2, null, 'Held Party');
insert into public.checkin_declarations (stay_id, hotel_id, party, travellers, signature_png)
select s.id, s.hotel_id, 'family', '[{"first_name": "Lena", "last_name": "Berg"}, {"first_name": "Nils", "last_name": "Berg"}]', png.bytes
from public.stays as s, png where s.id::text like '54000000-%';
update public.checkin_declarations set card_object = hotel_id || '/' || stay_id || '.pdf',
  card_sha256 = repeat('ab', 32), card_stored_at = now() where stay_id::text like '54000000-%';
insert into storage.objects (bucket_id, name, owner_id, metadata)
select 'registration-cards', card_object, null, '{"mimetype": "application/pdf", "size": 4096}'
from public.checkin_declarations where stay_id::text like '54000000-%';

-- Storage RLS: who may read, write, replace or delete a card of hotel A.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select name from storage.objects where bucket_id = 'registration-cards'
      and name = 'aaaaaaaa-0000-4000-8000-000000000001/54000000-0000-4000-8000-00000000000a.pdf'$$,
   'read a registration card of hotel A (download, signed URL)',
   '{"anon": "0 rows", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows", "admin": "0 rows",
     "staff_a": "1 row", "clerk_a": "1 row"}'),
  ($$select name from storage.objects where bucket_id = 'registration-cards'
      and name = 'bbbbbbbb-0000-4000-8000-000000000001/../aaaaaaaa-0000-4000-8000-000000000001/54000000-0000-4000-8000-00000000000a.pdf'$$,
   'read hotel A''s card through a .. path', '{"staff_b": "0 rows"}'),
  ($$insert into storage.objects (bucket_id, name) values ('registration-cards',
      'aaaaaaaa-0000-4000-8000-000000000001/54000000-0000-4000-8000-00000000000e.pdf')$$,
   'upload a card into hotel A''s folder',
   '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "staff_a": "error 42501",
     "clerk_a": "error 42501"}'),
  ($$update storage.objects set metadata = '{}' where bucket_id = 'registration-cards'
      and name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$,
   'replace hotel A''s cards', '{"anon": "0 rows", "staff_b": "0 rows", "staff_a": "0 rows", "clerk_a": "0 rows"}'),
  ($$update storage.objects set name = 'bbbbbbbb-0000-4000-8000-000000000001/stolen.pdf' where bucket_id = 'registration-cards'
      and name like 'aaaaaaaa-0000-4000-8000-000000000001/%'$$,
   'move hotel A''s cards', '{"staff_b": "0 rows", "staff_a": "0 rows"}'),
  ($$delete from storage.objects where bucket_id = 'registration-cards'$$,
   'delete cards directly', '{"anon": "0 rows", "staff_b": "0 rows", "removed": "0 rows", "staff_a": "0 rows"}'),
  ($$update public.checkin_declarations set card_sha256 = repeat('00', 32)$$,
   'overwrite the recorded hash of a card', '{"staff_a": "error 42501", "staff_b": "error 42501"}')
) as matrix (statement, action, outcomes);
select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from storage.search('aaaaaaaa-0000-4000-8000-000000000001/', 'registration-cards', 100, 2)), 0,
  'staff of B cannot list hotel A''s cards');
select tests.clear_authentication();

-- Storing the card does not reseal; new answers reseal and drop the old card's record.
select is((select count(*)::int from public.checkin_declarations where stay_id::text like '54000000-%'
  and content_sha256 = private.checkin_declaration_sha256(checkin_declarations)), 4,
  'recording the card leaves the seal as it was');
update public.checkin_declarations set travellers = '[{"first_name": "Lena", "last_name": "Berg-Ek"}]'
where stay_id = '54000000-0000-4000-8000-00000000000d';
select results_eq($$select card_object, card_sha256, card_stored_at from public.checkin_declarations
  where stay_id = '54000000-0000-4000-8000-00000000000d'$$, $$values (null::text, null::text, null::timestamptz)$$,
  'new answers drop the record of the earlier card (the function stores the new one)');
select throws_ok($$update public.checkin_declarations set card_object = 'bbbbbbbb-0000-4000-8000-000000000001/x.pdf',
  card_sha256 = repeat('ab', 32), card_stored_at = now() where stay_id = '54000000-0000-4000-8000-00000000000d'$$,
  '23514', null, 'a card is named after its own hotel and stay');
update public.checkin_declarations set card_object = hotel_id || '/' || stay_id || '.pdf',
  card_sha256 = repeat('ab', 32), card_stored_at = now() where stay_id = '54000000-0000-4000-8000-00000000000d';

-- The owner's check.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select * from public.registration_card_intact('54000000-0000-4000-8000-00000000000a', repeat('AB', 32))$$,
  $$values (true, true)$$, 'the owner sees an untouched card as intact (hex in either case)');
select results_eq($$select * from public.registration_card_intact('54000000-0000-4000-8000-00000000000a', repeat('ab', 31) || 'ac')$$,
  $$values (true, false)$$, 'a PDF whose bytes changed is detected');
select tests.clear_authentication();
select tests.tamper_declaration('54000000-0000-4000-8000-00000000000a', '{1,first_name}', '"Nils!"');
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select * from public.registration_card_intact('54000000-0000-4000-8000-00000000000a', repeat('ab', 32))$$,
  $$values (false, true)$$, 'content changed behind the seal is detected');
select tests.clear_authentication();
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select * from public.registration_card_intact('54000000-0000-4000-8000-00000000000a', repeat('ab', 32))$$,
   'check a card of hotel A',
   '{"anon": "error 42501", "clerk_a": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows"}'),
  ($$select public.registration_card_of_guest(tests.guest_id('ada'))$$, 'look up a guest''s card for erasure',
   '{"anon": "error 42501", "staff_a": "error 42501", "service_role": "1 row"}'),
  ($$select * from public.claim_due_registration_cards(10)$$, 'claim due cards',
   '{"anon": "error 42501", "staff_a": "error 42501", "admin": "error 42501"}'),
  ($$select public.record_registration_card_deletions('[]')$$, 'record card deletions',
   '{"anon": "error 42501", "staff_a": "error 42501", "service_role": "1 row"}')
) as matrix (statement, action, outcomes);

-- Check-in: the travellers of c (checked out 40 days ago) and of d (one on legal hold) become guests.
update public.stays set status = 'checked_out' where id = '54000000-0000-4000-8000-00000000000c';
update public.stays set status = 'checked_in' where id = '54000000-0000-4000-8000-00000000000d';
insert into public.guests (id, hotel_id, stay_id, stay_role, first_name, last_name, check_in, check_out, registered_at,
                           checked_out_at, legal_hold) values
  ('54000000-0000-4000-8000-0000000000c1', tests.hotel_id('A'), '54000000-0000-4000-8000-00000000000c', 'single', 'Past',
   'Guest', current_date - 45, current_date - 40, now() - interval '45 days', now() - interval '40 days', false),
  ('54000000-0000-4000-8000-0000000000d1', tests.hotel_id('A'), '54000000-0000-4000-8000-00000000000d', 'head_of_family',
   'Lena', 'Berg-Ek', current_date, current_date + 2, now(), null, false),
  ('54000000-0000-4000-8000-0000000000d2', tests.hotel_id('A'), '54000000-0000-4000-8000-00000000000d', 'family_member',
   'Held', 'Berg', current_date, current_date + 2, now(), null, true);
update public.stays set status = 'checked_out' where id = '54000000-0000-4000-8000-00000000000c';

-- Erasure: a traveller whose fellow traveller is on legal hold keeps the card (refused); otherwise the
-- card goes with any traveller, with a receipt that names no one.
select tests.authenticate_as_service_role();
select throws_ok($$select public.registration_card_of_guest('54000000-0000-4000-8000-0000000000d1')$$, 'PT409',
  'Another guest of this stay is under legal hold, and the registration card names this guest too. Lift the hold before erasing.',
  'a card naming a traveller on legal hold is not erased with another traveller');
select is(public.registration_card_of_guest(tests.guest_id('ada')), null, 'a guest registered at the desk has no card');
select is(public.record_registration_card_deletions(
  jsonb_build_array(public.registration_card_of_guest('54000000-0000-4000-8000-0000000000c1')),
  tests.uid('staff_a'), 'staff_a@test.local'), 1, 'erasing a traveller writes one receipt for the card');
select tests.clear_authentication();
select is((select count(*)::int from public.checkin_declarations where stay_id = '54000000-0000-4000-8000-00000000000c'), 0,
  'the card''s declaration is erased with the traveller');
select results_eq($$select bucket_id, guest_id, rule, size_bytes, deleted_by_label, object_name like '%54000000-0000-4000-8000-00000000000c%'
  from public.passport_deletion_receipts where bucket_id = 'registration-cards'$$,
  $$values ('registration-cards'::text, '54000000-0000-4000-8000-0000000000c1'::uuid, 'erasure'::text, 4096::bigint,
            'staff_a@test.local'::text, false)$$,
  'the receipt names the bucket, the guest, the rule and the size, and hashes the file name');

-- The purge: c's card is gone already; set up a card due under delete_after_checkout (e, 40 days) and check
-- what is claimed.
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, guest_name) values
  ('54000000-0000-4000-8000-00000000000e', tests.hotel_id('A'), 'expected', current_date - 45, current_date - 40, 'Old Party'),
  ('54000000-0000-4000-8000-00000000000f', tests.hotel_id('B'), 'expected', current_date - 45, current_date - 40, 'Old B Party');
insert into public.checkin_declarations (stay_id, hotel_id, travellers, signature_png)
select s.id, s.hotel_id, '[{"first_name": "Old"}]', png.bytes from public.stays as s, png
where s.id in ('54000000-0000-4000-8000-00000000000e', '54000000-0000-4000-8000-00000000000f');
update public.checkin_declarations set card_object = hotel_id || '/' || stay_id || '.pdf', card_sha256 = repeat('cd', 32),
  card_stored_at = now() where stay_id in ('54000000-0000-4000-8000-00000000000e', '54000000-0000-4000-8000-00000000000f');
insert into public.guests (hotel_id, stay_id, first_name, last_name, check_in, check_out, registered_at, checked_out_at)
select s.hotel_id, s.id, 'Old', 'Party', current_date - 45, current_date - 40, now() - interval '45 days',
       now() - interval '40 days'
from public.stays as s where s.id in ('54000000-0000-4000-8000-00000000000e', '54000000-0000-4000-8000-00000000000f');
update public.stays set status = 'checked_out'
where id in ('54000000-0000-4000-8000-00000000000e', '54000000-0000-4000-8000-00000000000f');
update public.hotels set passport_retention = 'keep' where id = tests.hotel_id('B');

select tests.authenticate_as_service_role();
create temporary table claimed as select * from public.claim_due_registration_cards(10);
select tests.clear_authentication();
select results_eq($$select stay_id, object_name, rule from claimed$$,
  $$values ('54000000-0000-4000-8000-00000000000e'::uuid,
            'aaaaaaaa-0000-4000-8000-000000000001/54000000-0000-4000-8000-00000000000e.pdf'::text,
            'delete_after_checkout:30'::text)$$,
  'only the card checked out longer than the rule is due (not before check-in, not under legal hold, not where the hotel keeps)');
select tests.authenticate_as_service_role();
select is((select count(*)::int from public.claim_due_registration_cards(10)), 0, 'a claimed card is not claimed twice');
select is(public.record_registration_card_deletions((select jsonb_agg(to_jsonb(c)) from claimed as c)), 1,
  'the purge writes one receipt per card');
select tests.clear_authentication();
select results_eq($$select guest_id, rule, deleted_by_label, object_name from public.passport_deletion_receipts
  where bucket_id = 'registration-cards' and rule <> 'erasure'$$,
  $$values (null::uuid, 'delete_after_checkout:30'::text, 'schedule'::text,
            'aaaaaaaa-0000-4000-8000-000000000001/54000000-0000-4000-8000-00000000000e.pdf'::text)$$,
  'the purge''s receipt is the schedule''s, by rule');
select is((select count(*)::int from public.checkin_declarations where stay_id = '54000000-0000-4000-8000-00000000000e'), 0,
  'the purged card''s declaration is deleted');
update public.checkin_declarations set card_purge_claimed_at = now() - interval '16 minutes'
where stay_id = '54000000-0000-4000-8000-00000000000d';
update public.guests set legal_hold = false where id = '54000000-0000-4000-8000-0000000000d2';
update public.hotels set passport_retention = 'dont_keep' where id = tests.hotel_id('A');
select tests.authenticate_as_service_role();
select results_eq($$select stay_id from public.claim_due_registration_cards(10) order by stay_id$$,
  $$values ('54000000-0000-4000-8000-00000000000d'::uuid)$$,
  'under dont_keep a checked-in card is due at once, and a lapsed claim (15 minutes) is taken again; an arrival not checked in never is');
select tests.clear_authentication();

select tests.authenticate_as('staff_a@test.local');
select is((select count(*)::int from public.passport_deletion_receipts where bucket_id = 'registration-cards'), 2,
  'the owner reads the cards'' receipts');
select tests.clear_authentication();
select tests.authenticate_as('staff_b@test.local');
select is((select count(*)::int from public.passport_deletion_receipts where bucket_id = 'registration-cards'), 0,
  'another hotel''s owner reads none of them');
select tests.clear_authentication();

select * from finish();
rollback;
