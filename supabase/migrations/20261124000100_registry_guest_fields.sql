-- Five guest fields read from a travel document's MRZ (ICAO Doc 9303): date of birth, sex, document
-- type, issuing country and document expiry (docs/product.md#guest-fields). Limits match the field
-- registry in supabase/functions/_shared/guest-fields.ts; its test compares the char_length checks.
-- Nationality keeps accepting the old free text (up to 100 characters); new writes carry an ICAO code,
-- which the registry's zod rule checks against the full list.

alter table public.guests
  add column date_of_birth date
    constraint guests_date_of_birth_range check (date_of_birth between date '1900-01-01' and current_date),
  add column sex text
    constraint guests_sex_length check (char_length(sex) <= 1)
    constraint guests_sex_icao check (sex in ('F', 'M', 'X')),
  add column document_type text
    constraint guests_document_type_length check (char_length(document_type) <= 2)
    constraint guests_document_type_mrz check (document_type ~ '^[ACIPV][A-Z]?$'),
  add column issuing_country text
    constraint guests_issuing_country_length check (char_length(issuing_country) <= 3)
    constraint guests_issuing_country_icao check (issuing_country ~ '^[A-Z]{1,3}$'),
  add column document_expiry date
    constraint guests_document_expiry_range check (document_expiry between date '1900-01-01' and date '2100-12-31');

comment on column public.guests.date_of_birth is 'Date of birth, 1900-01-01 to today.';
comment on column public.guests.sex is 'Sex as ICAO Doc 9303 writes it: F, M or X.';
comment on column public.guests.document_type is 'MRZ document code: P, I, A, C or V and an optional second letter.';
comment on column public.guests.issuing_country is 'Issuing state, ICAO Doc 9303 Part 3 code (e.g. PRT, D, XXA).';
comment on column public.guests.document_expiry is 'Travel document expiry date.';

-- Staff write the new fields like the existing ones (server-owned columns stay unwritable).
grant insert (date_of_birth, sex, document_type, issuing_country, document_expiry) on table public.guests to authenticated;
grant update (date_of_birth, sex, document_type, issuing_country, document_expiry) on table public.guests to authenticated;

-- A hotel can show or hide the fifteen toggleable fields.
alter table public.hotels drop constraint hotels_form_fields_known_keys;
alter table public.hotels add constraint hotels_form_fields_known_keys check (
  form_fields - array['firstName', 'lastName', 'passportNumber', 'nationality', 'dateOfBirth', 'sex', 'documentType',
                      'issuingCountry', 'documentExpiry', 'travelAgentName', 'checkIn', 'checkOut', 'room',
                      'chauffeurName', 'chauffeurContact'] = '{}'::jsonb);
