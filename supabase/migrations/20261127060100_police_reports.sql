-- Police reports: every file generated for an authority (Italy's Alloggiati Web, Spain's SES.HOSPEDAJES,
-- Portugal's SIBA), which guests and stays it carried, its SHA-256, and the receipt number the portal
-- gave when it was accepted (docs/police-reports.md#history). A guest is in at most one live report per
-- authority, so nobody is reported twice; a guest in none is still to report, so nobody is forgotten.

-- One generated file. History: no one deletes it (Spain keeps records 3 years), and the guest and stay
-- ids are plain arrays, not foreign keys, so the row outlives an erased guest.
create table public.police_reports (
  id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (id) on delete cascade,
  authority text not null
    constraint police_reports_authority_known check (authority in ('alloggiati', 'ses', 'siba')),
  stay_ids uuid[] not null
    constraint police_reports_stay_ids_count check (cardinality(stay_ids) between 1 and 1000),
  guest_ids uuid[] not null
    constraint police_reports_guest_ids_count check (cardinality(guest_ids) between 1 and 1000),
  file_name text not null
    constraint police_reports_file_name_length check (char_length(file_name) between 1 and 200),
  file_sha256 text not null
    constraint police_reports_file_sha256_hex check (file_sha256 ~ '^[0-9a-f]{64}$'),
  status text not null default 'generated'
    constraint police_reports_status_known check (status in ('generated', 'accepted', 'discarded')),
  receipt_number text
    constraint police_reports_receipt_number_length check (char_length(btrim(receipt_number)) between 1 and 100),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_by_email text,
  created_at timestamptz not null default now(),
  accepted_by uuid references auth.users (id) on delete set null,
  accepted_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint police_reports_accepted_has_receipt check (status <> 'accepted' or receipt_number is not null)
);
comment on table public.police_reports is
  'Files generated for the police, with their guests, stays, SHA-256 and receipt. Staff of the hotel read, record and mark them; nobody deletes.';
comment on column public.police_reports.status is
  'generated (not yet confirmed), accepted (receipt_number from the portal), discarded (refused: its guests are to report again).';

revoke all on table public.police_reports from anon, authenticated, service_role;
grant select on table public.police_reports to authenticated;
grant insert (hotel_id, authority, stay_ids, guest_ids, file_name, file_sha256) on table public.police_reports
  to authenticated;
grant update (status, receipt_number) on table public.police_reports to authenticated;
grant all on table public.police_reports to service_role;

alter table public.police_reports enable row level security;

create trigger police_reports_set_updated_at before update on public.police_reports
  for each row execute function private.set_updated_at();

-- Checks a new report before it is kept: its stays are the hotel's, its guests are exactly the guests of
-- those stays it names, and none of them is in a live (generated or accepted) report for the same
-- authority. Reports of one hotel are recorded one at a time (advisory lock), so two desks generating
-- at once cannot both report a guest. Stamps who made it. Runs as the caller.
create or replace function private.check_police_report() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_reported int;
begin
  perform pg_advisory_xact_lock(hashtextextended('police_reports:' || new.hotel_id::text, 0));
  new.created_by_email := coalesce(new.created_by_email, auth.jwt() ->> 'email');
  if exists (select 1 from unnest(new.stay_ids) as x(id)
             where not exists (select 1 from public.stays as s where s.hotel_id = new.hotel_id and s.id = x.id))
     or exists (select 1 from unnest(new.guest_ids) as x(id)
                where not exists (select 1 from public.guests as g
                                  where g.hotel_id = new.hotel_id and g.id = x.id and g.stay_id = any (new.stay_ids))) then
    raise exception using errcode = 'PT400', hint = 'report_guests_unknown',
      message = 'A report names only stays of your hotel and guests of those stays.';
  end if;
  select count(*) into v_reported
  from public.police_reports as r
  where r.hotel_id = new.hotel_id and r.authority = new.authority and r.status <> 'discarded'
    and r.guest_ids && new.guest_ids;
  if v_reported > 0 then
    raise exception using errcode = 'PT409', hint = 'already_reported',
      message = 'Some of these guests are already in a report for this authority. Discard that report first to report them again.';
  end if;
  return new;
end
$$;
revoke execute on function private.check_police_report() from public;

create trigger police_reports_check before insert on public.police_reports
  for each row execute function private.check_police_report();

-- What may change after a report is recorded: a generated report becomes accepted (with the portal's
-- receipt number) or discarded; only the hotel's owner corrects an accepted report; a discarded report
-- is final. Stamps who accepted it and when. The service role (edge functions) is trusted.
create or replace function private.guard_police_report_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'discarded' and current_user = 'authenticated' then
    raise exception using errcode = 'PT409', hint = 'report_discarded',
      message = 'A discarded report cannot change; generate a new one.';
  end if;
  if old.status = 'accepted' and current_user = 'authenticated' and not private.is_hotel_owner(old.hotel_id) then
    raise exception using errcode = '42501', hint = 'owner_only',
      message = 'Only the hotel''s owner can change a report the portal accepted.';
  end if;
  if new.status = 'accepted' and old.status is distinct from 'accepted' then
    new.accepted_at := now();
    new.accepted_by := auth.uid();
  end if;
  return new;
end
$$;
revoke execute on function private.guard_police_report_update() from public;

create trigger police_reports_guard_update before update on public.police_reports
  for each row execute function private.guard_police_report_update();

create policy "Staff can view their hotel's police reports" on public.police_reports
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));
create policy "Staff can record police reports of their hotel" on public.police_reports
  for insert to authenticated
  with check (hotel_id = (select private.current_hotel_id()));
create policy "Staff can mark their hotel's police reports" on public.police_reports
  for update to authenticated
  using (hotel_id = (select private.current_hotel_id()))
  with check (hotel_id = (select private.current_hotel_id()));

-- The history, newest first; "is this guest in a report" (array overlap and containment); the linter's
-- covering indexes for the two user references.
create index police_reports_hotel_id_created_at_idx on public.police_reports (hotel_id, created_at desc);
create index police_reports_guest_ids_idx on public.police_reports using gin (guest_ids);
create index police_reports_created_by_idx on public.police_reports (created_by);
create index police_reports_accepted_by_idx on public.police_reports (accepted_by);
