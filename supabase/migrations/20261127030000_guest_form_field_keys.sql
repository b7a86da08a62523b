-- The keys of hotels.form_fields in one place (docs/product.md#guest-fields): the guest fields a hotel
-- can show or hide, which are the field registry's toggleable fields
-- (supabase/functions/_shared/guest-fields.ts; guest-fields.vitest.ts compares the two lists). The
-- known-keys check calls private.guest_form_field_keys(), so a migration that adds a toggleable field
-- adds its key with one line:
--   select private.add_guest_form_field_key('placeOfBirth');

-- The keys hotels may store in form_fields. Immutable (a literal list), so the check costs nothing and a
-- dump restores without reading any table; private.add_guest_form_field_key() redefines it. Staff and
-- the service role write hotels, and a check's functions run with the writer's EXECUTE privilege.
create function private.guest_form_field_keys()
returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array['firstName', 'lastName', 'passportNumber', 'nationality', 'dateOfBirth', 'sex', 'documentType',
               'issuingCountry', 'documentExpiry', 'travelAgentName', 'checkIn', 'checkOut', 'room',
               'chauffeurName', 'chauffeurContact']::text[]
$$;
comment on function private.guest_form_field_keys() is
  'The keys of hotels.form_fields: the toggleable guest fields (docs/product.md#guest-fields).';
revoke execute on function private.guest_form_field_keys() from public;
grant execute on function private.guest_form_field_keys() to authenticated, service_role;

-- Adds `p_key` (a camelCase field key) to private.guest_form_field_keys() by redefining it with the
-- longer literal list; its grants and comment stay (CREATE OR REPLACE keeps them). A key already listed
-- is left alone, so a migration can be re-run. Keys are only ever added: a key some hotel stores must
-- stay allowed, so removing one first needs a data migration. Called by migrations only, as the owner.
create function private.add_guest_form_field_key(p_key text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_keys text[] := private.guest_form_field_keys();
begin
  if p_key is null or p_key !~ '^[a-z][A-Za-z0-9]*$' then
    raise exception 'a guest form field key is a camelCase name such as placeOfBirth, not %', coalesce(p_key, 'null')
      using errcode = '22023';
  end if;
  if p_key = any (v_keys) then
    return;
  end if;
  execute format(
    $ddl$create or replace function private.guest_form_field_keys() returns text[]
      language sql immutable parallel safe set search_path = '' as %L$ddl$,
    format('select array[%s]::text[]',
           (select string_agg(pg_catalog.quote_literal(key), ', ' order by position) from
              unnest(v_keys || p_key) with ordinality as keys (key, position))));
end
$$;
comment on function private.add_guest_form_field_key(text) is
  'Lets hotels show or hide one more guest field: adds its key to private.guest_form_field_keys().';
revoke execute on function private.add_guest_form_field_key(text) from public;

-- The check names no key itself any more.
alter table public.hotels drop constraint hotels_form_fields_known_keys;
alter table public.hotels add constraint hotels_form_fields_known_keys
  check (form_fields - private.guest_form_field_keys() = '{}'::jsonb);
