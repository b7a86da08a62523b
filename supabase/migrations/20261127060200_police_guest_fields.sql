-- The guest fields the police reports ask for beyond the registry's first ones
-- (docs/police-reports.md#guest-fields): a second surname (Spain's apellido2), the country and place of
-- birth, the residence (address, city or municipality, postcode, country), where the document was issued
-- and the support number of a Spanish ID or residence card. All optional, and hidden until a hotel shows
-- them (the field registry's `hiddenByDefault`), so the forms of hotels set up before stay as they were.
--
-- A place depends on its country: for Italy it is the 9-digit Alloggiati comune code, for Spain the
-- 5-digit INE municipality code (the codes the authorities' files take), elsewhere the name in words.
-- The `guests_<column>_code` checks say so here, the registration schema in the form and add-guest.

alter table public.guests
  add column second_last_name text
    constraint guests_second_last_name_length check (char_length(second_last_name) <= 100),
  add column birth_country text
    constraint guests_birth_country_length check (char_length(birth_country) <= 3)
    constraint guests_birth_country_icao check (birth_country ~ '^[A-Z]{1,3}$'),
  add column birth_place text
    constraint guests_birth_place_length check (char_length(birth_place) <= 100),
  add column residence_address text
    constraint guests_residence_address_length check (char_length(residence_address) <= 100),
  add column residence_city text
    constraint guests_residence_city_length check (char_length(residence_city) <= 100),
  add column residence_postcode text
    constraint guests_residence_postcode_length check (char_length(residence_postcode) <= 20)
    constraint guests_residence_postcode_format check (residence_postcode ~ '^[A-Z0-9 -]+$'),
  add column residence_country text
    constraint guests_residence_country_length check (char_length(residence_country) <= 3)
    constraint guests_residence_country_icao check (residence_country ~ '^[A-Z]{1,3}$'),
  add column document_issue_place text
    constraint guests_document_issue_place_length check (char_length(document_issue_place) <= 100),
  add column document_support text
    constraint guests_document_support_length check (char_length(document_support) <= 9)
    constraint guests_document_support_format check (document_support ~ '^[A-Z0-9]+$');

-- Whether `p_place` is written as the authorities of `p_country` take it: a 9-digit comune code for
-- Italy, a 5-digit INE code for Spain, anything else elsewhere. Immutable, used by the checks below.
create function private.place_fits_country(p_place text, p_country text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select case p_country
    when 'ITA' then p_place ~ '^[0-9]{9}$'
    when 'ESP' then p_place ~ '^[0-9]{5}$'
    else true
  end
$$;
comment on function private.place_fits_country(text, text) is
  'A place for Italy is a 9-digit Alloggiati comune code, for Spain a 5-digit INE municipality code (docs/police-reports.md#guest-fields).';
revoke execute on function private.place_fits_country(text, text) from public;
grant execute on function private.place_fits_country(text, text) to authenticated, service_role;

alter table public.guests
  add constraint guests_birth_place_code check (private.place_fits_country(birth_place, birth_country)),
  add constraint guests_residence_city_code check (private.place_fits_country(residence_city, residence_country)),
  add constraint guests_document_issue_place_code
    check (private.place_fits_country(document_issue_place, issuing_country));

comment on column public.guests.second_last_name is 'Second surname (Spain''s apellido2), up to 100 characters.';
comment on column public.guests.birth_country is 'Country of birth, ICAO Doc 9303 code.';
comment on column public.guests.birth_place is
  'Place of birth: Alloggiati comune code (Italy), INE municipality code (Spain), else the town in words.';
comment on column public.guests.residence_address is 'Street and number of the guest''s residence.';
comment on column public.guests.residence_city is
  'City of residence: Alloggiati comune code (Italy), INE municipality code (Spain), else the city in words.';
comment on column public.guests.residence_postcode is 'Postcode of the residence, upper case.';
comment on column public.guests.residence_country is 'Country of residence, ICAO Doc 9303 code.';
comment on column public.guests.document_issue_place is
  'Where the document was issued: Alloggiati comune code (issued in Italy), INE code (Spain), else in words.';
comment on column public.guests.document_support is
  'Support number of a Spanish ID or residence card (SES soporteDocumento), up to 9 letters and digits.';

grant insert (second_last_name, birth_country, birth_place, residence_address, residence_city, residence_postcode,
              residence_country, document_issue_place, document_support),
      update (second_last_name, birth_country, birth_place, residence_address, residence_city, residence_postcode,
              residence_country, document_issue_place, document_support)
  on table public.guests to authenticated;

select private.add_guest_form_field_key('secondLastName');
select private.add_guest_form_field_key('birthCountry');
select private.add_guest_form_field_key('birthPlace');
select private.add_guest_form_field_key('residenceAddress');
select private.add_guest_form_field_key('residenceCity');
select private.add_guest_form_field_key('residencePostcode');
select private.add_guest_form_field_key('residenceCountry');
select private.add_guest_form_field_key('documentIssuePlace');
select private.add_guest_form_field_key('documentSupport');
