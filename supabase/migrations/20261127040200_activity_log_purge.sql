-- The activity log's yearly purge and the edge functions' part in the log (docs/product.md#activity-log).
--
-- Entries are kept one year. The nightly purge-passports run (the same pg_cron schedule) also calls
-- purge_activity_log, which deletes older entries and leaves one receipt entry per hotel saying how
-- many went. Erasure and the image purge write guests with the service role: their RPC wrappers now
-- tell the log on whose behalf (the person erasing; the schedule), and mark an erasure as such.

-- Deletes entries older than one year; per hotel, one 'purged' entry {rows, older_than}. Returns the
-- number of entries deleted. Service role only (purge-passports).
create or replace function private.purge_activity_log() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_cutoff timestamptz := now() - interval '1 year';
  v_count integer;
begin
  with purged as (
    delete from public.activity_log as l where l.occurred_at < v_cutoff returning l.hotel_id
  ), receipts as (
    insert into public.activity_log (hotel_id, entity, action, new_values, door)
    select p.hotel_id, 'activity_log', 'purged', jsonb_build_object('rows', count(*), 'older_than', v_cutoff), 'schedule'
    from purged as p
    group by p.hotel_id
    returning (new_values ->> 'rows')::integer as n
  )
  select coalesce(sum(r.n), 0)::integer into v_count from receipts as r;
  return v_count;
end;
$$;
revoke execute on function private.purge_activity_log() from public;
grant execute on function private.purge_activity_log() to service_role;

create or replace function public.purge_activity_log() returns integer
language sql volatile
set search_path = ''
as $$
  select private.purge_activity_log()
$$;
revoke execute on function public.purge_activity_log() from public, anon, authenticated;
grant execute on function public.purge_activity_log() to service_role;

-- The RPC wrappers below set `activity_log.context` for the call only: a function's own SET clause
-- restores the setting when it returns, also for set_config(..., true) inside it.

-- guest-data's erasure: logged as 'erased' by the person who asked (the edge function passes them).
create or replace function public.finish_guest_erasure(p_guest_id uuid, p_by uuid, p_by_email text)
returns integer
language sql volatile
set search_path = ''
set activity_log.context = ''
as $$
  select private.set_activity_context(p_by, p_by_email, null, true);
  select private.finish_guest_erasure(p_guest_id, p_by, p_by_email);
$$;

-- The image purge (no person: the schedule) and hotel deletion (the admin) detach images from guests:
-- logged as edits of `attachments` by whoever the caller names.
create or replace function public.record_passport_deletions(p_items jsonb, p_deleted_by uuid default null, p_deleted_by_label text default 'schedule')
returns integer
language sql volatile
set search_path = ''
set activity_log.context = ''
as $$
  select private.set_activity_context(p_deleted_by, case when p_deleted_by is not null then p_deleted_by_label end,
                                       case when p_deleted_by is null then 'schedule' end, false);
  select private.record_passport_deletions(p_items, p_deleted_by, p_deleted_by_label);
$$;
