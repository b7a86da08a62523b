-- Stays still to report to the police (docs/police-reports.md#the-page): the Police reports page's list.
-- A stay is to report once it has arrived (checked in or out) while any of its guests is in no live
-- (generated or accepted) report for the hotel's current authority; a hotel without an authority has
-- none. A discarded report's guests come back. Security invoker: the RLS policies of stays, guests,
-- hotels and police_reports decide what the caller sees, so staff only ever list their own hotel's.

-- One row per stay to report: its dates, room and contract reference, when it was checked in (the
-- 24-hour clock runs from there), its lead's name and how many of its guests are still to report.
create view public.stays_to_report with (security_invoker = true) as
  select s.id, s.hotel_id, h.police_authority as authority, s.arrival_date, s.departure_date, s.room,
         s.contract_reference, s.checked_in_at,
         nullif(concat_ws(' ', max(g.first_name) filter (where g.stay_role in ('single', 'head_of_family', 'head_of_group')),
                         max(g.last_name) filter (where g.stay_role in ('single', 'head_of_family', 'head_of_group'))), '')
           as lead_name,
         count(g.id)::int as guests_to_report
  from public.stays as s
  join public.hotels as h on h.id = s.hotel_id and h.police_authority is not null
  join public.guests as g on g.hotel_id = s.hotel_id and g.stay_id = s.id
  where s.status in ('checked_in', 'checked_out')
    and not exists (select 1 from public.police_reports as r
                    where r.hotel_id = s.hotel_id and r.authority = h.police_authority and r.status <> 'discarded'
                      and r.guest_ids @> array[g.id])
  group by s.id, h.police_authority;
comment on view public.stays_to_report is
  'Arrived stays with guests in no live report for the hotel''s police authority (security invoker: RLS of stays, guests, hotels and police_reports applies).';

revoke all on table public.stays_to_report from anon, authenticated, service_role;
grant select on table public.stays_to_report to authenticated;
grant select on table public.stays_to_report to service_role;
