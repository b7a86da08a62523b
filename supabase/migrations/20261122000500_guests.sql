-- Guests of a hotel (docs/product.md#guest-fields). Staff of the hotel do everything with their own guests; nobody else
-- sees them (platform admins included: they manage accounts, not guest records).

create table public.guests (
  id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (id) on delete cascade,
  first_name text constraint guests_first_name_length check (char_length(first_name) <= 100),
  last_name text constraint guests_last_name_length check (char_length(last_name) <= 100),
  passport_number text constraint guests_passport_number_length check (char_length(passport_number) <= 50),
  nationality text constraint guests_nationality_length check (char_length(nationality) <= 100),
  travel_agent_name text constraint guests_travel_agent_name_length check (char_length(travel_agent_name) <= 200),
  email text
    constraint guests_email_format check (
      email = '' or (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254)),
  phone text constraint guests_phone_length check (char_length(phone) <= 50),
  check_in date not null default current_date,
  check_out date,
  room text constraint guests_room_length check (char_length(room) <= 50),
  chauffeur_name text constraint guests_chauffeur_name_length check (char_length(chauffeur_name) <= 100),
  chauffeur_contact text constraint guests_chauffeur_contact_length check (char_length(chauffeur_contact) <= 100),
  -- The spec's `timestamp` (registration / check-in time) and `checkoutTime`.
  registered_at timestamptz not null default now(),
  checked_out_at timestamptz,
  -- Storage object names in bucket `passports`: `<hotel_id>/<epoch ms>_<filename>`.
  attachments text[] not null default '{}'
    constraint guests_at_most_five_attachments check (cardinality(attachments) <= 5)
    constraint guests_attachments_in_hotel_folder check (
      not jsonb_path_exists(to_jsonb(attachments), '$[*] ? (!(@ starts with $folder))',
                            jsonb_build_object('folder', hotel_id::text || '/'))),
  created_from text constraint guests_created_from_length check (char_length(created_from) <= 32),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  idempotency_key text constraint guests_idempotency_key_length check (char_length(idempotency_key) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint guests_check_out_not_before_check_in check (check_out >= check_in),
  constraint guests_checked_out_after_registration check (checked_out_at >= registered_at),
  constraint guests_idempotency_key_unique_per_hotel unique (hotel_id, idempotency_key)
);
comment on table public.guests is
  'Guest registrations per hotel (docs/product.md#guest-fields). Staff of the hotel: full CRUD; check-out only via check_out_guest().';

revoke all on table public.guests from anon, authenticated, service_role;
-- Server-owned columns (registered_at, checked_out_at, created_by, timestamps) are not writable by users.
grant select, delete on table public.guests to authenticated;
grant insert (hotel_id, first_name, last_name, passport_number, nationality, travel_agent_name, email, phone,
              check_in, check_out, room, chauffeur_name, chauffeur_contact, attachments, created_from,
              idempotency_key)
  on table public.guests to authenticated;
grant update (first_name, last_name, passport_number, nationality, travel_agent_name, email, phone,
              check_in, check_out, room, chauffeur_name, chauffeur_contact, attachments)
  on table public.guests to authenticated;
grant all on table public.guests to service_role;

alter table public.guests enable row level security;

create trigger guests_set_updated_at before update on public.guests
  for each row execute function private.set_updated_at();

create policy "Staff can view their hotel's guests" on public.guests
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));
create policy "Staff can register guests in their hotel" on public.guests
  for insert to authenticated
  with check (hotel_id = (select private.current_hotel_id()));
create policy "Staff can edit their hotel's guests" on public.guests
  for update to authenticated
  using (hotel_id = (select private.current_hotel_id()))
  with check (hotel_id = (select private.current_hotel_id()));
create policy "Staff can delete their hotel's guests" on public.guests
  for delete to authenticated
  using (hotel_id = (select private.current_hotel_id()));

-- The list (newest first), the inclusive check-in date filter, and substring search (docs/product.md#validation) —
-- queries always carry hotel_id too (docs/architecture.md#performance).
create index guests_hotel_id_registered_at_idx on public.guests (hotel_id, registered_at desc);
create index guests_hotel_id_check_in_idx on public.guests (hotel_id, check_in);
create index guests_first_name_trgm_idx on public.guests using gin (first_name extensions.gin_trgm_ops);
create index guests_last_name_trgm_idx on public.guests using gin (last_name extensions.gin_trgm_ops);
create index guests_email_trgm_idx on public.guests using gin (email extensions.gin_trgm_ops);
create index guests_phone_trgm_idx on public.guests using gin (phone extensions.gin_trgm_ops);

-- Realtime postgres_changes for the live guest list (clients filter hotel_id=eq.<id>; RLS decides).
alter publication supabase_realtime add table public.guests;
