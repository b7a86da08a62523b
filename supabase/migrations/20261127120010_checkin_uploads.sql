-- Passport images a guest uploads through their check-in link (docs/online-check-in.md#passport-images).
-- The checkin-upload-urls edge function (service role, after checking the token) records each image it
-- hands a signed upload URL for, so the database can hold the rules a guest cannot get around: images
-- only where the hotel keeps them, at most 5 per traveller, names in the hotel's folder; and so
-- checkin-submit attaches to a traveller only an image issued for that arrival and traveller.

-- One image issued to a traveller of an arrival (`traveller` is the form's position, from 0). Kept until
-- the arrival is deleted; at check-in the attached names move to the guests' `attachments`.
create table public.checkin_uploads (
  object_name text primary key
    constraint checkin_uploads_object_name_plain check (private.is_plain_object_name(object_name)),
  hotel_id uuid not null,
  stay_id uuid not null,
  traveller smallint not null constraint checkin_uploads_traveller_range check (traveller between 0 and 19),
  created_at timestamptz not null default now(),
  constraint checkin_uploads_in_hotel_folder check (starts_with(object_name, hotel_id::text || '/')),
  constraint checkin_uploads_stay_fkey foreign key (hotel_id, stay_id)
    references public.stays (hotel_id, id) on delete cascade
);
comment on table public.checkin_uploads is
  'Passport images issued to travellers of an arrival through online check-in (at most 5 each). Service role only.';

revoke all on table public.checkin_uploads from anon, authenticated, service_role;
grant select, insert, delete on table public.checkin_uploads to service_role;

alter table public.checkin_uploads enable row level security;

-- Before an image is issued: the arrival must still be expected, its hotel must keep passport images,
-- and the traveller may have at most 5. Locks the stay so two calls at once cannot both pass the count.
create or replace function private.limit_checkin_uploads() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select s.status into v_status from public.stays as s
  where s.hotel_id = new.hotel_id and s.id = new.stay_id for update;
  if v_status <> 'expected' then
    raise exception using errcode = 'PT409', hint = 'arrival_checked_in',
      message = 'This arrival is already checked in: the answers can no longer be changed online.';
  end if;
  if exists (select 1 from public.hotels as h where h.id = new.hotel_id and h.passport_retention = 'dont_keep') then
    raise exception using errcode = 'PT403', hint = 'passport_images_not_kept',
      message = 'This hotel does not keep passport images: there is no need to upload one.';
  end if;
  if (select count(*) from public.checkin_uploads as u
      where u.stay_id = new.stay_id and u.traveller = new.traveller) >= 5 then
    raise exception using errcode = 'PT400', hint = 'checkin_upload_limit',
      message = format('travellers.%s: At most 5 passport images per traveller.', new.traveller);
  end if;
  return new;
end
$$;
revoke execute on function private.limit_checkin_uploads() from public;

create trigger checkin_uploads_limit before insert on public.checkin_uploads
  for each row execute function private.limit_checkin_uploads();

create index checkin_uploads_hotel_id_stay_id_idx on public.checkin_uploads (hotel_id, stay_id);
create index checkin_uploads_stay_id_traveller_idx on public.checkin_uploads (stay_id, traveller);
