-- The tenancy lookups that RLS policies call, rewritten in PL/pgSQL (docs/architecture.md#performance).
--
-- Why: a SECURITY DEFINER function written in SQL is never inlined, and PostgreSQL plans a SQL
-- function's body afresh for every statement that calls it. Every policy calls these once per
-- statement, so each read of the guest list paid that planning: about 0.075 ms, as much as the
-- owner's whole page query (0.1 ms). PL/pgSQL keeps the plan of its query for the life of the
-- connection, which the API's pooled connections make long: the same lookup costs about 0.017 ms.
--
-- What they answer does not change: the same queries, the same privileges, SECURITY DEFINER and an
-- empty search_path as before. Each still reads the membership or login at every call, so a removed
-- member loses access at once.

-- The caller's hotel: the `hotel_id` claim, but only while the membership still exists (null otherwise).
create or replace function private.current_hotel_id() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select m.hotel_id
          from public.hotel_members as m -- one row at most: user_id is the key
          where m.user_id = auth.uid()
            and m.hotel_id = nullif(auth.jwt() ->> 'hotel_id', '')::uuid);
end;
$$;

-- True for the platform admin: the `app_role` claim from the hook, and the email still listed.
create or replace function private.is_platform_admin() returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(auth.jwt() ->> 'app_role' = 'platform_admin', false)
     and exists (select 1 from public.platform_admins as a where a.email = lower(auth.jwt() ->> 'email'));
end;
$$;

-- The reporting login's hotel, from session_user (which SET ROLE and SET SESSION variables cannot change).
create or replace function private.reporting_hotel_id() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return (select l.hotel_id from private.reporting_logins as l where l.role_name = session_user);
end;
$$;
