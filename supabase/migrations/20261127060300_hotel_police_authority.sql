-- The hotel's police authority (docs/police-reports.md#the-hotels-authority): which authority the hotel
-- reports its guests to (none, Italy's Alloggiati Web, Spain's SES.HOSPEDAJES, Portugal's SIBA) and what
-- identifies the establishment to it: the Alloggiati Web user of the structure (never its password), the
-- SES establishment code, SIBA's hotel unit. A data rule: only the hotel's owner changes them
-- (private.data_rule_columns, docs/product.md#data-rules), and the activity log records each change.

-- Whether `p_unit` is SIBA's hotel unit as Hotel Setup stores it: exactly the eight keys, each in the
-- format the element list gives (the hotel's own name and address complete it); null passes (no SIBA).
-- Immutable, for the check.
create function private.siba_establishment_valid(p_unit jsonb)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select p_unit is null or (jsonb_typeof(p_unit) = 'object'
    and (select array_agg(key order by key) from jsonb_object_keys(p_unit) as key)
        = array['abbreviation', 'contactEmail', 'contactName', 'establishment', 'locality', 'nipc', 'phone', 'postalCode']
    and coalesce(p_unit ->> 'nipc' ~ '^[0-9]{9}$', false)
    and coalesce(p_unit ->> 'establishment' ~ '^[0-9]{1,4}$', false)
    and coalesce(char_length(p_unit ->> 'abbreviation') between 1 and 40, false)
    and coalesce(char_length(p_unit ->> 'locality') between 1 and 50, false)
    and coalesce(p_unit ->> 'postalCode' ~ '^[0-9]{4}-[0-9]{3}$', false)
    and coalesce(p_unit ->> 'phone' ~ '^[0-9 +()-]{6,20}$', false)
    and coalesce(char_length(p_unit ->> 'contactName') between 1 and 100, false)
    and coalesce(p_unit ->> 'contactEmail' ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
                 and char_length(p_unit ->> 'contactEmail') <= 254, false))
$$;
comment on function private.siba_establishment_valid(jsonb) is
  'SIBA''s hotel unit as Hotel Setup stores it: NIPC, establishment, abbreviation, locality, postal code, phone, contact (docs/police-reports.md#the-hotels-authority).';
revoke execute on function private.siba_establishment_valid(jsonb) from public;
grant execute on function private.siba_establishment_valid(jsonb) to authenticated, service_role;

alter table public.hotels
  add column police_authority text
    constraint hotels_police_authority_known check (police_authority in ('alloggiati', 'ses', 'siba')),
  add column alloggiati_account text
    constraint hotels_alloggiati_account_format check (alloggiati_account ~ '^[A-Za-z0-9._-]{1,50}$'),
  add column ses_establishment_code text
    constraint hotels_ses_establishment_code_format check (ses_establishment_code ~ '^[A-Za-z0-9]{1,10}$'),
  add column siba_establishment jsonb
    constraint hotels_siba_establishment_valid check (private.siba_establishment_valid(siba_establishment)),
  add constraint hotels_police_codes_given check (
    case police_authority
      when 'alloggiati' then alloggiati_account is not null
      when 'ses' then ses_establishment_code is not null
      when 'siba' then siba_establishment is not null
      else true
    end);

comment on column public.hotels.police_authority is
  'Where the hotel reports its guests: alloggiati (Italy), ses (Spain), siba (Portugal); null = none.';
comment on column public.hotels.alloggiati_account is
  'The Alloggiati Web user of the structure (the portal''s utente). Its password is not stored.';
comment on column public.hotels.ses_establishment_code is 'SES.HOSPEDAJES codigoEstablecimiento, up to 10 characters.';
comment on column public.hotels.siba_establishment is
  'SIBA hotel unit: nipc, establishment, abbreviation, locality, postalCode, phone, contactName, contactEmail.';

grant update (police_authority, alloggiati_account, ses_establishment_code, siba_establishment)
  on table public.hotels to authenticated;

insert into private.data_rule_columns (table_name, column_name, owner_action) values
  ('public.hotels', 'police_authority', 'change the police authority'),
  ('public.hotels', 'alloggiati_account', 'change the police authority'),
  ('public.hotels', 'ses_establishment_code', 'change the police authority'),
  ('public.hotels', 'siba_establishment', 'change the police authority');
