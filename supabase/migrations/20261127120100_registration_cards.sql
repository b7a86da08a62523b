-- The registration card (docs/online-check-in.md#the-registration-card): the PDF the checkin-submit edge
-- function renders from a sealed declaration, kept as an object of the private bucket `registration-cards`
-- named `<hotel_id>/<stay_id>.pdf` (docs/decisions.md). Staff of the hotel read it (a signed URL from the
-- browser); only the service role writes or deletes it. The declaration row records the object and the
-- SHA-256 of its bytes, so the owner's check covers the PDF as well as the content. Cards leave with the
-- guest's erasure and under the hotel's passport-image retention rule, each with a deletion receipt.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('registration-cards', 'registration-cards', false, 5242880, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Which card a declaration has: the object, the SHA-256 of its bytes (lower-case hex), when it was stored,
-- and a purge run's claim on it. Set by checkin-submit after the upload; cleared whenever the declaration
-- is sealed again, so a card of earlier answers never passes for the current one.
alter table public.checkin_declarations
  add column card_object text,
  add column card_sha256 text constraint checkin_declarations_card_sha256_hex check (card_sha256 ~ '^[0-9a-f]{64}$'),
  add column card_stored_at timestamptz,
  add column card_purge_claimed_at timestamptz,
  add constraint checkin_declarations_card_object_name
    check (card_object = hotel_id::text || '/' || stay_id::text || '.pdf'),
  add constraint checkin_declarations_card_complete
    check ((card_object is null) = (card_sha256 is null) and (card_object is null) = (card_stored_at is null));
comment on column public.checkin_declarations.card_object is
  'The registration card PDF in bucket registration-cards (`<hotel_id>/<stay_id>.pdf`), null until stored.';
comment on column public.checkin_declarations.card_sha256 is 'SHA-256 of the stored PDF''s bytes (hex).';

-- Receipts now name the bucket too: passport images and registration cards share the receipt table.
alter table public.passport_deletion_receipts
  add column bucket_id text not null default 'passports'
    constraint passport_deletion_receipts_bucket_known check (bucket_id in ('passports', 'registration-cards'));
comment on column public.passport_deletion_receipts.bucket_id is 'passports (an image) or registration-cards (a card).';

-- Sealing again (the guest submits new answers) also drops the old card's record: the function stores
-- the new card after the seal. Only a change of the signed content reseals; storing the card does not.
create or replace function private.seal_checkin_declaration() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A stay of another hotel or none is left to the foreign key, which names the mistake.
  if exists (select 1 from public.stays as s
             where s.hotel_id = new.hotel_id and s.id = new.stay_id and s.status <> 'expected') then
    raise exception using errcode = 'PT409', hint = 'arrival_checked_in',
      message = 'This arrival is already checked in: the answers can no longer be changed online.';
  end if;
  new.signed_at := now();
  new.content_sha256 := private.checkin_declaration_sha256(new);
  new.card_object := null;
  new.card_sha256 := null;
  new.card_stored_at := null;
  update public.stays as s set checkin_completed_at = new.signed_at where s.id = new.stay_id;
  return new;
end
$$;
revoke execute on function private.seal_checkin_declaration() from public;

drop trigger checkin_declarations_seal on public.checkin_declarations;
create trigger checkin_declarations_seal before insert or update of stay_id, hotel_id, party, travellers, signature_png
  on public.checkin_declarations
  for each row execute function private.seal_checkin_declaration();

-- The Arrivals page live (as private.broadcast_stay_change): the card is stored after the seal that marked
-- the arrival completed, so the page hears of the card too and refetches to show its button.
create or replace function private.broadcast_card_stored() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('operation', 'CARD', 'stay_id', new.stay_id,
                       'arrival_state', (select s.arrival_state from public.stays as s where s.id = new.stay_id)),
    'CARD', 'hotel:' || new.hotel_id::text || ':arrivals', true);
  return null;
end
$$;
revoke execute on function private.broadcast_card_stored() from public;

create trigger checkin_declarations_broadcast_card after update of card_object on public.checkin_declarations
  for each row when (new.card_object is not null and new.card_object is distinct from old.card_object)
  execute function private.broadcast_card_stored();

create policy "Staff can view their hotel's registration cards" on storage.objects
  for select to authenticated
  using (bucket_id = 'registration-cards'
         and (storage.foldername(name))[1] = (select private.current_hotel_id())::text
         and private.is_plain_object_name(name));

-- The owner's check of an arrival's card: the declaration still hashes to the SHA-256 printed on the card,
-- and `p_pdf_sha256` (the hash of the PDF the owner downloaded, hex) is the one stored with it. Returns
-- null when the arrival has no card. Errors: 42501 unless the caller owns the arrival's hotel.
create or replace function public.registration_card_intact(p_stay_id uuid, p_pdf_sha256 text)
returns table (content_intact boolean, card_intact boolean)
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  v_declaration public.checkin_declarations;
begin
  select d.* into v_declaration from public.checkin_declarations as d where d.stay_id = p_stay_id;
  if not found then return; end if;
  if not private.is_hotel_owner(v_declaration.hotel_id) then
    raise exception using errcode = '42501', message = 'Only the hotel''s owner can check a registration card.';
  end if;
  return query select v_declaration.content_sha256 = private.checkin_declaration_sha256(v_declaration),
                      v_declaration.card_sha256 is not null and v_declaration.card_sha256 = lower(p_pdf_sha256);
end
$$;
comment on function public.registration_card_intact(uuid, text) is
  'The owner''s check: the declaration and the stored PDF are as they were when the guest signed.';
revoke execute on function public.registration_card_intact(uuid, text) from public, anon;
grant execute on function public.registration_card_intact(uuid, text) to authenticated;

-- Cards due under the hotel's passport-image rule, once the arrival is checked in (until then the guest
-- may still change the card): `dont_keep` at once, `delete_after_checkout` N days after the stay's last
-- check-out, `keep` never; a cancelled arrival's card is due at once unless the hotel keeps. Never while a
-- guest of the stay is under legal hold, nor while another purge run holds a claim younger than 15 minutes.
create or replace view private.due_registration_cards with (security_barrier) as
  select d.hotel_id, d.stay_id, d.card_object as object_name,
         case h.passport_retention when 'dont_keep' then 'dont_keep'
           else 'delete_after_checkout:' || h.passport_retention_days end as rule
  from public.checkin_declarations as d
  join public.stays as s on s.id = d.stay_id
  join public.hotels as h on h.id = d.hotel_id
  where h.passport_retention <> 'keep'
    and (d.card_purge_claimed_at is null or d.card_purge_claimed_at < now() - interval '15 minutes')
    and not exists (select 1 from public.guests as g where g.stay_id = d.stay_id and g.legal_hold)
    and (s.status = 'cancelled'
      or (h.passport_retention = 'dont_keep' and s.status in ('checked_in', 'checked_out'))
      or (s.status = 'checked_out'
          and (select max(g.checked_out_at) from public.guests as g where g.stay_id = d.stay_id)
              <= now() - make_interval(days => h.passport_retention_days)));
revoke all on private.due_registration_cards from public;

-- Claims up to `p_limit` due cards for one purge run (the claim is the declaration's own stamp, so two
-- runs never take the same card). Returns what the run must remove through the Storage API and record;
-- object_name is null for a declaration whose card was never stored.
create or replace function private.claim_due_registration_cards(p_limit integer default 200)
returns table (hotel_id uuid, stay_id uuid, object_name text, size_bytes bigint, rule text)
language plpgsql security definer
set search_path = ''
as $$
begin
  return query
    with due as (
      select due.* from private.due_registration_cards as due
      join public.checkin_declarations as d on d.stay_id = due.stay_id
      limit p_limit
      for update of d skip locked
    ), claimed as (
      update public.checkin_declarations as d set card_purge_claimed_at = now()
      from due where d.stay_id = due.stay_id
      returning d.stay_id
    )
    select due.hotel_id, due.stay_id, due.object_name, (o.metadata ->> 'size')::bigint, due.rule
    from due
    join claimed using (stay_id)
    left join storage.objects as o on o.bucket_id = 'registration-cards' and o.name = due.object_name;
end
$$;
revoke execute on function private.claim_due_registration_cards(integer) from public;
grant execute on function private.claim_due_registration_cards(integer) to service_role;

-- Records cards removed from Storage: deletes their declarations (the card and what it was made of leave
-- together) and writes one receipt per card that was stored. `p_items`: `[{hotel_id, stay_id, guest_id,
-- object_name, size_bytes, rule}]`; rule 'erasure' stores the object name anonymized. Returns the
-- receipts written.
create or replace function private.record_registration_card_deletions(
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
      as i(hotel_id uuid, stay_id uuid, guest_id uuid, object_name text, size_bytes bigint, rule text)
  ), deleted as (
    delete from public.checkin_declarations as d using items as i
    where d.stay_id = i.stay_id and d.hotel_id = i.hotel_id
  )
  insert into public.passport_deletion_receipts
    (hotel_id, guest_id, bucket_id, object_name, size_bytes, rule, deleted_by, deleted_by_label)
  select i.hotel_id, i.guest_id, 'registration-cards',
         case when i.rule = 'erasure' then private.anonymized_object_name(i.object_name) else i.object_name end,
         i.size_bytes, i.rule, p_deleted_by, coalesce(p_deleted_by_label, 'schedule')
  from items as i where i.object_name is not null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke execute on function private.record_registration_card_deletions(jsonb, uuid, text) from public;
grant execute on function private.record_registration_card_deletions(jsonb, uuid, text) to service_role;

-- The card of a guest's stay, for erasure (docs/online-check-in.md#lifecycle): one card names every
-- traveller of the arrival, so erasing any one of them erases the card and its declaration; the other
-- travellers stay registered. Refused (PT409) while another guest of the stay is under legal hold.
-- Returns `{hotel_id, stay_id, guest_id, object_name, size_bytes, rule: 'erasure'}` or null (no card).
create or replace function private.registration_card_of_guest(p_guest_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_guest public.guests;
  v_card jsonb;
begin
  select g.* into v_guest from public.guests as g where g.id = p_guest_id;
  if not found then return null; end if;
  select jsonb_build_object('hotel_id', d.hotel_id, 'stay_id', d.stay_id, 'guest_id', v_guest.id,
           'object_name', d.card_object, 'size_bytes', (o.metadata ->> 'size')::bigint, 'rule', 'erasure')
  into v_card
  from public.checkin_declarations as d
  left join storage.objects as o on o.bucket_id = 'registration-cards' and o.name = d.card_object
  where d.hotel_id = v_guest.hotel_id and d.stay_id = v_guest.stay_id;
  if v_card is not null and exists (select 1 from public.guests as g
                                    where g.stay_id = v_guest.stay_id and g.id <> v_guest.id and g.legal_hold) then
    raise exception using errcode = 'PT409', hint = 'legal_hold',
      message = 'Another guest of this stay is under legal hold, and the registration card names this guest too. Lift the hold before erasing.';
  end if;
  return v_card;
end
$$;
revoke execute on function private.registration_card_of_guest(uuid) from public;
grant execute on function private.registration_card_of_guest(uuid) to service_role;

-- RPCs for the edge functions (service role only): /rest/v1/rpc/<name>.
create or replace function public.claim_due_registration_cards(p_limit integer default 200)
returns table (hotel_id uuid, stay_id uuid, object_name text, size_bytes bigint, rule text)
language sql volatile
set search_path = ''
as $$
  select * from private.claim_due_registration_cards(p_limit)
$$;
revoke execute on function public.claim_due_registration_cards(integer) from public, anon, authenticated;
grant execute on function public.claim_due_registration_cards(integer) to service_role;

create or replace function public.record_registration_card_deletions(
  p_items jsonb, p_deleted_by uuid default null, p_deleted_by_label text default 'schedule'
) returns integer
language sql volatile
set search_path = ''
as $$
  select private.record_registration_card_deletions(p_items, p_deleted_by, p_deleted_by_label)
$$;
revoke execute on function public.record_registration_card_deletions(jsonb, uuid, text) from public, anon, authenticated;
grant execute on function public.record_registration_card_deletions(jsonb, uuid, text) to service_role;

create or replace function public.registration_card_of_guest(p_guest_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select private.registration_card_of_guest(p_guest_id)
$$;
revoke execute on function public.registration_card_of_guest(uuid) from public, anon, authenticated;
grant execute on function public.registration_card_of_guest(uuid) to service_role;
