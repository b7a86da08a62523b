-- The live guest list over private Broadcast (docs/architecture.md#realtime): each change to a guest sends
-- `{operation, guest_id}` to the private topic `hotel:<hotel_id>:guests`, and only staff of that hotel may
-- receive it (Realtime Authorization: RLS on realtime.messages, checked when a channel joins;
-- https://supabase.com/docs/guides/realtime/authorization). postgres_changes on guests is switched off:
-- Realtime cannot RLS-check DELETE events, so every subscriber of any hotel got the deleted row's id.

-- Sends the change of one guest to its hotel's topic. The payload carries no personal data, only what
-- the list needs to refetch. Security definer (owner postgres) because realtime.send is not granted to
-- API roles; search_path pinned.
create or replace function private.broadcast_guest_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_guest public.guests := coalesce(new, old);
begin
  perform realtime.send(
    jsonb_build_object('operation', tg_op, 'guest_id', v_guest.id),
    tg_op,
    'hotel:' || v_guest.hotel_id::text || ':guests',
    true
  );
  return null;
end;
$$;
revoke execute on function private.broadcast_guest_change() from public;

create trigger guests_broadcast_change after insert or update or delete on public.guests
  for each row execute function private.broadcast_guest_change();

-- Receiving on `hotel:<id>:guests` (Broadcast read): staff whose membership of that hotel still exists.
-- No insert policy: clients cannot broadcast on these topics, only the trigger does.
create policy "Staff can receive their hotel's guest list broadcasts" on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and (select realtime.topic()) = 'hotel:' || (select private.current_hotel_id())::text || ':guests'
  );

alter publication supabase_realtime drop table public.guests;
