-- One code per country (docs/product.md#guest-fields): the registry lists Germany only as ICAO's D and
-- Kosovo only as ICAO's RKS, and stores what it is given in those codes (DEU → D, XKK → RKS). Guests
-- saved before held either code, so one country counted twice in reports and a returning guest
-- scanned as D did not match their earlier stay stored as DEU. Their codes are rewritten once here.
-- The columns' checks are unchanged: the database still accepts every value the registry accepts.
update public.guests
set nationality = case nationality when 'DEU' then 'D' when 'XKK' then 'RKS' else nationality end,
    issuing_country = case issuing_country when 'DEU' then 'D' when 'XKK' then 'RKS' else issuing_country end
where nationality in ('DEU', 'XKK') or issuing_country in ('DEU', 'XKK');
