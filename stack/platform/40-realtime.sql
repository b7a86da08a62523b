-- The publication Realtime's postgres_changes reads (docs/local-stack.md#realtime); created empty, as on
-- Supabase, and app migrations add their tables (`alter publication supabase_realtime add table ...`).

do $publication$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$publication$;
