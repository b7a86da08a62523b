-- Access that ends (docs/architecture.md#access-that-ends): taking someone's access away signs them out
-- everywhere. Supabase Auth keeps a session per signed-in device in auth.sessions, and a refresh token
-- only works while its session exists (refresh tokens go with their session, on delete cascade); access
-- tokens then die within `jwt_expiry` (15 minutes). So:
--   * removing a member (or moving them to another hotel) ends their sessions, whatever door the
--     removal came through (the admin's functions, a hotel's deletion, SQL);
--   * `sign_out_everywhere` lets the admin functions end a user's sessions after a password reset.
-- Deleting a user already ends their sessions in Auth (auth.sessions cascades from auth.users).

-- Ends every session of the user, as Auth's global sign-out does (https://supabase.com/docs/guides/auth/sessions:
-- "sessions affected by the logout are removed from the database entirely"). Returns how many ended.
create or replace function private.end_user_sessions(p_user_id uuid) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from auth.sessions as s where s.user_id = p_user_id;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function private.end_user_sessions(uuid) from public, anon, authenticated;
grant execute on function private.end_user_sessions(uuid) to service_role;

-- A member removed from their hotel, or moved to another one, is signed out everywhere: their refresh
-- tokens stop working at once, and their next token would carry another hotel anyway.
create or replace function private.end_sessions_of_removed_member() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or new.user_id is distinct from old.user_id or new.hotel_id is distinct from old.hotel_id then
    perform private.end_user_sessions(old.user_id);
  end if;
  return null;
end;
$$;
revoke execute on function private.end_sessions_of_removed_member() from public, anon, authenticated;
create trigger hotel_members_end_sessions_on_removal after delete or update of user_id, hotel_id on public.hotel_members
  for each row execute function private.end_sessions_of_removed_member();

-- The admin functions' global sign-out by email (after an admin password reset): auth-js's
-- `auth.admin.signOut` needs the user's own access token, which the admin does not hold.
-- Returns the sessions ended (0 for an unknown address).
create or replace function private.sign_out_everywhere(p_email text) returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  return coalesce((select sum(private.end_user_sessions(u.id)) from auth.users as u
                   where u.email = lower(btrim(p_email))), 0);
end;
$$;
revoke execute on function private.sign_out_everywhere(text) from public, anon, authenticated;
grant execute on function private.sign_out_everywhere(text) to service_role;

-- The API of it (/rest/v1/rpc/sign_out_everywhere), for the service role only.
create or replace function public.sign_out_everywhere(p_email text) returns integer
language sql volatile
set search_path = ''
as $$
  select private.sign_out_everywhere(p_email)
$$;
revoke execute on function public.sign_out_everywhere(text) from public, anon, authenticated;
grant execute on function public.sign_out_everywhere(text) to service_role;
