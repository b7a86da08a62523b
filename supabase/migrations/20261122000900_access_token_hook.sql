-- Custom Access Token Hook (docs/local-stack.md#auth; Supabase docs auth/auth-hooks/custom-access-token-hook):
-- GoTrue calls it on every token issuance as supabase_auth_admin. It adds
--   hotel_id: the user's hotel (uuid string) or JSON null, from hotel_members;
--   app_role: 'platform_admin' when the token's email is in platform_admins, else 'hotel_staff'.
-- Tenancy never comes from user_metadata (users can edit it). Security invoker, as Supabase advises:
-- supabase_auth_admin is granted exactly the reads it needs (see the tenancy migration).
create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  v_hotel_id uuid;
  v_is_admin boolean;
begin
  select m.hotel_id into v_hotel_id
  from public.hotel_members as m
  where m.user_id = (event ->> 'user_id')::uuid;

  select exists (
    select 1 from public.platform_admins as a where a.email = lower(v_claims ->> 'email')
  ) into v_is_admin;

  v_claims := v_claims
    || jsonb_build_object('hotel_id', v_hotel_id)
    || jsonb_build_object('app_role', case when v_is_admin then 'platform_admin' else 'hotel_staff' end);
  return jsonb_set(event, '{claims}', v_claims);
end
$$;
comment on function public.custom_access_token_hook(jsonb) is
  'Auth hook: adds hotel_id and app_role claims. Executable by supabase_auth_admin only.';

grant usage on schema public to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
