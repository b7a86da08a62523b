-- Passport images (docs/product.md#screens-and-routes registration form): private bucket `passports`, images only, 10 MiB.
-- Object names are `<hotel_id>/<epoch ms>_<filename>`; staff reach only their hotel's folder.
-- The bucket is also declared in config.toml ([storage.buckets.passports]) for `supabase start`.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('passports', 'passports', false, 10485760, array['image/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Storage enforces the bucket's size and MIME limits in its service before writing; this trigger
-- repeats them for rows whose metadata states size and type, so no path around the service
-- (a direct insert, a buggy stand-in) can record a non-image or an oversize object.
create or replace function private.enforce_bucket_limits() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_bucket record;
  v_mimetype text := new.metadata ->> 'mimetype';
  v_size bigint := (new.metadata ->> 'size')::bigint;
begin
  select b.file_size_limit, b.allowed_mime_types into v_bucket from storage.buckets as b where b.id = new.bucket_id;
  if v_size is not null and v_bucket.file_size_limit is not null and v_size > v_bucket.file_size_limit then
    raise exception using errcode = '23514', message = 'The object exceeded the maximum allowed size',
      hint = 'entity_too_large';
  end if;
  if v_mimetype is not null and cardinality(v_bucket.allowed_mime_types) > 0 and not exists (
    select 1 from unnest(v_bucket.allowed_mime_types) as allowed(type)
    where lower(v_mimetype) = lower(allowed.type)
       or (allowed.type like '%/*' and lower(split_part(v_mimetype, '/', 1)) = lower(split_part(allowed.type, '/', 1))
           and v_mimetype like '%/%')
  ) then
    raise exception using errcode = '23514', message = format('mime type %s is not supported', v_mimetype),
      hint = 'invalid_mime_type';
  end if;
  return new;
end
$$;
revoke execute on function private.enforce_bucket_limits() from public;

-- Hosted projects may not let `postgres` add triggers to Storage's tables; the service's own checks
-- still apply there, so a refusal is reported and skipped rather than failing the migration.
do $trigger$
begin
  drop trigger if exists objects_enforce_bucket_limits on storage.objects;
  create trigger objects_enforce_bucket_limits before insert or update of metadata on storage.objects
    for each row execute function private.enforce_bucket_limits();
exception when insufficient_privilege then
  raise notice 'storage.objects trigger not created (%): Storage enforces bucket limits itself', sqlerrm;
end
$trigger$;

create policy "Staff can view their hotel's passport images" on storage.objects
  for select to authenticated
  using (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text);
create policy "Staff can upload passport images to their hotel's folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text);
create policy "Staff can replace their hotel's passport images" on storage.objects
  for update to authenticated
  using (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text)
  with check (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text);
create policy "Staff can delete their hotel's passport images" on storage.objects
  for delete to authenticated
  using (bucket_id = 'passports' and (storage.foldername(name))[1] = (select private.current_hotel_id())::text);
