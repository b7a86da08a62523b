-- Object names that cannot name another hotel's folder (docs/architecture.md#storage). Storage's own
-- key check allows `.` and `..` segments, and `storage.foldername('B/../A/f')` is `{B,..,A}`, so a
-- policy on the first folder alone lets staff of B write `B/../A/f` — which a file-backed store (the
-- local stack) resolves to A's file. Names with a `.`, `..` or empty segment, or over 1,024 characters
-- (S3's key limit), are refused by the policies and by the guests' attachments constraint.

-- True when `p_name` is a plain object key: 1–1,024 characters, no `.`, `..` or empty segment (so no
-- leading, trailing or doubled `/`). Immutable: usable in check constraints and policies.
create or replace function private.is_plain_object_name(p_name text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select char_length(p_name) between 1 and 1024
     and not exists (select 1 from pg_catalog.unnest(pg_catalog.string_to_array(p_name, '/')) as s(segment)
                     where s.segment in ('', '.', '..'))
$$;
comment on function private.is_plain_object_name(text) is
  'Object key without ., .. or empty segments and at most 1,024 characters (docs/architecture.md#storage).';
revoke execute on function private.is_plain_object_name(text) from public;
grant execute on function private.is_plain_object_name(text) to authenticated, service_role;

drop policy "Staff can view their hotel's passport images" on storage.objects;
drop policy "Staff can upload passport images to their hotel's folder" on storage.objects;
drop policy "Staff can replace their hotel's passport images" on storage.objects;
drop policy "Staff can delete their hotel's passport images" on storage.objects;

create policy "Staff can view their hotel's passport images" on storage.objects
  for select to authenticated
  using (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text
         and private.is_plain_object_name(name));
create policy "Staff can upload passport images to their hotel's folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text
              and private.is_plain_object_name(name));
create policy "Staff can replace their hotel's passport images" on storage.objects
  for update to authenticated
  using (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text
         and private.is_plain_object_name(name))
  with check (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text
              and private.is_plain_object_name(name));
create policy "Staff can delete their hotel's passport images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text
         and private.is_plain_object_name(name));

-- A guest's attachments: objects in the hotel's folder with plain names (same rule as
-- private.is_plain_object_name, in jsonpath so the constraint needs no function;
-- `(.{205}){5}` is "1,025 characters or more": regex repetition counts stop at 255).
alter table public.guests drop constraint guests_attachments_in_hotel_folder;
alter table public.guests add constraint guests_attachments_in_hotel_folder check (
  not jsonb_path_exists(to_jsonb(attachments),
    '$[*] ? (!(@ starts with $folder) || @ like_regex "(^|/)\\.{0,2}(/|$)" || @ like_regex "^(.{205}){5}")',
    jsonb_build_object('folder', hotel_id::text || '/'))) not valid;
alter table public.guests validate constraint guests_attachments_in_hotel_folder;
