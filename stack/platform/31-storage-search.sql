-- storage.search(): what `POST /storage/v1/object/list` runs (docs/local-stack.md#storage). One level of
-- the "folder" tree under `prefix`: sub-folders first (id null), then objects. SECURITY INVOKER, so
-- the caller's SELECT policies on storage.objects decide what is listed.

set role supabase_storage_admin;

create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
as $func$
declare
  v_order_by text := case lower(sortcolumn)
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name' end;
  v_sort_order text := case lower(sortorder) when 'desc' then 'desc' else 'asc' end;
begin
  return query execute
    'with folders as (
       select path_tokens[$1] as folder
       from storage.objects
       where objects.name ilike $2 || $3 || ''%''
         and bucket_id = $4
         and array_length(objects.path_tokens, 1) <> $1
       group by folder
       order by folder ' || v_sort_order || '
     )
     (select folder as "name", null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from folders)
     union all
     (select path_tokens[$1] as "name", id, updated_at, created_at, last_accessed_at, metadata
      from storage.objects
      where objects.name ilike $2 || $3 || ''%''
        and bucket_id = $4
        and array_length(objects.path_tokens, 1) = $1
      order by ' || v_order_by || ' ' || v_sort_order || ')
     limit $5
     offset $6'
  using levels, prefix, search, bucketname, limits, offsets;
end
$func$;

reset role;

grant execute on function storage.search(text, text, int, int, int, text, text, text)
  to anon, authenticated, service_role, postgres;
