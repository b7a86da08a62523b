-- Keep the data, not the picture (docs/product.md#data-protection): each hotel's passport-image retention
-- rule, legal holds on guests, deletion receipts that outlive the images (and the hotel), and a log of
-- every look at a passport image. Staff no longer read the `passports` bucket directly: images are shown
-- through the passport-url edge function, which signs short-lived URLs and logs each one.

alter table public.hotels
  add column passport_retention text not null default 'delete_after_checkout'
    constraint hotels_passport_retention_known check (passport_retention in ('dont_keep', 'delete_after_checkout', 'keep')),
  add column passport_retention_days integer not null default 30
    constraint hotels_passport_retention_days_range check (passport_retention_days between 0 and 365);
comment on column public.hotels.passport_retention is
  'dont_keep: images are deleted at the next purge; delete_after_checkout: N days after check-out; keep: never.';
comment on column public.hotels.passport_retention_days is 'N of delete_after_checkout, in days (0–365).';

alter table public.guests add column legal_hold boolean not null default false;
comment on column public.guests.legal_hold is 'True suspends every deletion of this guest''s images (purge and erasure).';

-- One row per deleted passport image. No foreign keys: receipts outlive the guest and the hotel, and
-- carry no personal data (erased guests' file names are hashed).
create table public.passport_deletion_receipts (
  id bigint generated always as identity primary key,
  hotel_id uuid not null,
  guest_id uuid,
  object_name text,
  size_bytes bigint,
  rule text not null constraint passport_deletion_receipts_rule_length check (char_length(rule) <= 64),
  deleted_at timestamptz not null default now(),
  deleted_by uuid,
  deleted_by_label text not null default 'schedule'
);
comment on table public.passport_deletion_receipts is
  'Proof that a passport image was deleted, by which rule and by whom (deleted_by null = the schedule). Owners read; only the service role writes.';

-- Who looked at which passport image, when and where. Written only by the edge functions (service role).
create table public.passport_access_log (
  id bigint generated always as identity primary key,
  hotel_id uuid not null references public.hotels (id) on delete cascade,
  guest_id uuid,
  object_name text,
  accessed_by uuid,
  accessed_by_email text,
  context text not null
    constraint passport_access_log_context_known check (context in ('thumbnail', 'dialog', 'print', 'export', 'erase')),
  accessed_at timestamptz not null default now()
);
comment on table public.passport_access_log is
  'Every signed URL issued for a passport image, and every export and erasure. Owners read; only the service role writes.';

revoke all on table public.passport_deletion_receipts, public.passport_access_log from anon, authenticated, service_role;
grant select on table public.passport_deletion_receipts, public.passport_access_log to authenticated;
grant all on table public.passport_deletion_receipts, public.passport_access_log to service_role;
grant insert (passport_retention, passport_retention_days), update (passport_retention, passport_retention_days)
  on table public.hotels to authenticated;
grant update (legal_hold) on table public.guests to authenticated;

alter table public.passport_deletion_receipts enable row level security;
alter table public.passport_access_log enable row level security;

-- True when the caller is the owner of `p_hotel_id` and signed in to it (membership still live).
create or replace function private.is_hotel_owner(p_hotel_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.hotel_members as m
    where m.user_id = auth.uid() and m.hotel_id = p_hotel_id and m.role = 'owner'
      and p_hotel_id = private.current_hotel_id())
$$;
revoke execute on function private.is_hotel_owner(uuid) from public;
grant execute on function private.is_hotel_owner(uuid) to authenticated, service_role;

create policy "Owners can view their hotel's deletion receipts" on public.passport_deletion_receipts
  for select to authenticated
  using ((select private.is_hotel_owner(hotel_id)));
create policy "Owners can view their hotel's passport access log" on public.passport_access_log
  for select to authenticated
  using ((select private.is_hotel_owner(hotel_id)));

create index passport_deletion_receipts_hotel_id_deleted_at_idx on public.passport_deletion_receipts (hotel_id, deleted_at desc);
create index passport_deletion_receipts_guest_id_idx on public.passport_deletion_receipts (guest_id);
create index passport_access_log_hotel_id_accessed_at_idx on public.passport_access_log (hotel_id, accessed_at desc);
create index passport_access_log_guest_id_idx on public.passport_access_log (guest_id);
-- The purge looks for guests checked out long enough ago, per hotel.
create index guests_hotel_id_checked_out_at_idx on public.guests (hotel_id, checked_out_at)
  where checked_out_at is not null and cardinality(attachments) > 0;

-- Staff upload only (INSERT is all a plain or tus upload needs); reading, replacing and deleting go
-- through the edge functions with the service role, so every look is logged and every deletion has a
-- receipt. A direct createSignedUrl or download by staff is refused.
drop policy "Staff can view their hotel's passport images" on storage.objects;
drop policy "Staff can replace their hotel's passport images" on storage.objects;
drop policy "Staff can delete their hotel's passport images" on storage.objects;
