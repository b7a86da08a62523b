-- What the guests of an expected arrival declared online, their signature, and the desk's check-in
-- (docs/online-check-in.md). Written only by the checkin-submit edge function (service role) after it
-- checked the link's token; read by staff of the hotel; the travellers become guests at check-in.

-- One declaration per arrival, replaced each time the guest submits again (until check-in). `travellers`
-- holds one object per traveller, keyed by guests column (the registry's fields the hotel shows, as the
-- edge function validated them with the registration schema); the signature is a PNG. content_sha256 is
-- the SHA-256 of the declaration's canonical text followed by the PNG's bytes, set by the database, so
-- private.checkin_declaration_intact() detects any later change of either.
create table public.checkin_declarations (
  stay_id uuid primary key,
  hotel_id uuid not null,
  party text not null default 'family' constraint checkin_declarations_party_known check (party in ('family', 'group')),
  travellers jsonb not null
    constraint checkin_declarations_travellers_shape check (
      jsonb_typeof(travellers) = 'array' and jsonb_array_length(travellers) between 1 and 20
      and not jsonb_path_exists(travellers, '$[*] ? (@.type() != "object")')),
  signature_png bytea not null
    constraint checkin_declarations_signature_is_png check (
      octet_length(signature_png) between 67 and 300000
      and substring(signature_png from 1 for 8) = '\x89504e470d0a1a0a'::bytea),
  signed_at timestamptz not null default now(),
  content_sha256 text not null default ''
    constraint checkin_declarations_content_sha256_hex check (content_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint checkin_declarations_stay_fkey foreign key (hotel_id, stay_id)
    references public.stays (hotel_id, id) on delete cascade
);
comment on table public.checkin_declarations is
  'Travellers declared and signed online for an expected arrival (hash-sealed). Staff of the hotel read; only the checkin-submit function writes.';

revoke all on table public.checkin_declarations from anon, authenticated, service_role;
grant select on table public.checkin_declarations to authenticated;
grant all on table public.checkin_declarations to service_role;

alter table public.checkin_declarations enable row level security;

create trigger checkin_declarations_set_updated_at before update on public.checkin_declarations
  for each row execute function private.set_updated_at();

-- The hash of a declaration: SHA-256 over the UTF-8 text of {stay, party, signedAt, travellers} (jsonb's
-- canonical text: sorted keys, one spacing) followed by the signature PNG's bytes, as lower-case hex.
create or replace function private.checkin_declaration_sha256(p_row public.checkin_declarations) returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(
    convert_to(jsonb_build_object('stay', p_row.stay_id, 'party', p_row.party,
                                  'signedAt', to_char(p_row.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                                  'travellers', p_row.travellers)::text, 'UTF8')
    || p_row.signature_png), 'hex')
$$;
revoke execute on function private.checkin_declaration_sha256(public.checkin_declarations) from public;

-- Seals a declaration as it is written: the arrival must not be checked in yet, signed_at is now, the hash
-- is recomputed, and the arrival counts as completed. Security definer for the stay's stamp.
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
  update public.stays as s set checkin_completed_at = new.signed_at where s.id = new.stay_id;
  return new;
end
$$;
revoke execute on function private.seal_checkin_declaration() from public;

create trigger checkin_declarations_seal before insert or update on public.checkin_declarations
  for each row execute function private.seal_checkin_declaration();

create policy "Staff can view their hotel's check-in declarations" on public.checkin_declarations
  for select to authenticated
  using (hotel_id = (select private.current_hotel_id()));

create index checkin_declarations_hotel_id_stay_id_idx on public.checkin_declarations (hotel_id, stay_id);

-- Whether a declaration is as it was signed: its stored hash equals the hash of its content now.
-- Runs as the caller, so staff see only their hotel's declarations (RLS); null when there is none.
create or replace function public.checkin_declaration_intact(p_stay_id uuid) returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select d.content_sha256 = private.checkin_declaration_sha256(d)
  from public.checkin_declarations as d where d.stay_id = p_stay_id
$$;
comment on function public.checkin_declaration_intact(uuid) is
  'True when the arrival''s declaration still matches the SHA-256 stored when it was signed.';
revoke execute on function public.checkin_declaration_intact(uuid) from public, anon;
grant execute on function public.checkin_declaration_intact(uuid) to authenticated;
grant execute on function private.checkin_declaration_sha256(public.checkin_declarations) to authenticated;

-- Checks an expected arrival in: each declared traveller becomes a guest of the stay (registered_at is
-- now; check-in, check-out and room are the stay's; the first traveller leads, the others are family or
-- group members as declared), the stay is checked in and its links revoked, all in one transaction.
-- Runs as the caller: RLS and the column grants decide (staff of the hotel), and the plan's guest limit
-- applies as for any registration. Returns the number of guests registered.
create or replace function public.check_in_arrival(p_stay_id uuid) returns integer
language plpgsql security invoker
set search_path = ''
as $$
declare
  v_stay public.stays;
  v_declaration public.checkin_declarations;
  v_traveller jsonb;
  v_position bigint;
  v_count integer;
  v_columns text;
begin
  select s.* into v_stay from public.stays as s where s.id = p_stay_id for update;
  if not found then
    raise exception using errcode = 'PT404', hint = 'arrival_not_found', message = 'No such arrival in your hotel.';
  end if;
  if v_stay.status <> 'expected' then
    raise exception using errcode = 'PT409', hint = 'arrival_not_expected', message = 'This arrival is already checked in.';
  end if;
  select d.* into v_declaration from public.checkin_declarations as d where d.stay_id = p_stay_id;
  if not found then
    raise exception using errcode = 'PT409', hint = 'arrival_not_completed',
      message = 'The guests have not completed online check-in yet. Register them at the desk instead.';
  end if;
  v_count := jsonb_array_length(v_declaration.travellers);
  for v_traveller, v_position in
    select t.value, t.ordinality from jsonb_array_elements(v_declaration.travellers) with ordinality as t
  loop
    -- The declared fields, by column; the stay's own columns come from the stay, never from the guest.
    select string_agg(format('%I', k), ', ') into v_columns
    from jsonb_object_keys(v_traveller) as k
    where k not in ('hotel_id', 'stay_id', 'stay_role', 'check_in', 'check_out', 'room', 'created_from');
    execute format(
      'insert into public.guests (hotel_id, stay_id, stay_role, check_in, check_out, room, created_from%s)
       select $1, $2, $3, $4, $5, $6, ''online_checkin''%s from jsonb_populate_record(null::public.guests, $7) as r',
      coalesce(', ' || v_columns, ''),
      coalesce(', ' || (select string_agg(format('r.%I', k), ', ') from jsonb_object_keys(v_traveller) as k
                        where k not in ('hotel_id', 'stay_id', 'stay_role', 'check_in', 'check_out', 'room',
                                        'created_from')), ''))
    using v_stay.hotel_id, v_stay.id,
      case when v_count = 1 then 'single'
           when v_position = 1 then 'head_of_' || v_declaration.party
           else v_declaration.party || '_member' end,
      v_stay.arrival_date,
      v_stay.departure_date, v_stay.room, v_traveller;
  end loop;
  update public.stays as s set status = 'checked_in' where s.id = p_stay_id;
  update public.checkin_links as l set revoked_at = now() where l.stay_id = p_stay_id and l.revoked_at is null;
  return v_count;
end
$$;
comment on function public.check_in_arrival(uuid) is
  'Checks an expected arrival in: its declared travellers become registered guests of the stay. Staff of the hotel.';
revoke execute on function public.check_in_arrival(uuid) from public, anon;
grant execute on function public.check_in_arrival(uuid) to authenticated;

-- The Arrivals page live: each change of a stay sends `{operation, stay_id, arrival_state}` to the
-- private topic `hotel:<hotel_id>:arrivals`, which only staff of that hotel may receive (as the guest
-- list's topic, docs/architecture.md#realtime). No personal data in the payload.
create or replace function private.broadcast_stay_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_stay public.stays := coalesce(new, old);
begin
  perform realtime.send(
    jsonb_build_object('operation', tg_op, 'stay_id', v_stay.id, 'arrival_state', v_stay.arrival_state),
    tg_op, 'hotel:' || v_stay.hotel_id::text || ':arrivals', true);
  return null;
end
$$;
revoke execute on function private.broadcast_stay_change() from public;

create trigger stays_broadcast_change after insert or update or delete on public.stays
  for each row execute function private.broadcast_stay_change();

create policy "Staff can receive their hotel's arrivals broadcasts" on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and (select realtime.topic()) = 'hotel:' || (select private.current_hotel_id())::text || ':arrivals'
  );
