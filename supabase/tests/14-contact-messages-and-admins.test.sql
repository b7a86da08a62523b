-- contact_messages: the demo-request form writes, only the platform admin reads.
-- platform_admins: read only by the auth service's hook; invisible to every API role.
begin;
select plan(25);
select tests.create_tenancy_fixtures();

select tests.authenticate_as_anon();
select lives_ok($$insert into public.contact_messages (email, message) values ('visitor@example.com', 'Please show me a demo')$$,
  'a visitor can send a demo request');
select lives_ok($$insert into public.contact_messages (email) values ('quiet@example.com')$$,
  'the message is optional');
select throws_ok($$select * from public.contact_messages$$, '42501', null, 'a visitor cannot read demo requests');
select throws_ok($$update public.contact_messages set message = 'spam'$$, '42501', null, 'a visitor cannot edit demo requests');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'a visitor cannot delete demo requests');
select throws_ok($$insert into public.contact_messages (email) values ('not-an-email')$$, '23514', null,
  'a demo request needs a valid email');
select throws_ok($$select * from public.platform_admins$$, '42501', null, 'a visitor cannot see who the admins are');

select tests.authenticate_as('staff_a@test.local');
select lives_ok($$insert into public.contact_messages (email, message) values ('staff_a@test.local', 'Upgrade please')$$,
  'signed-in staff can send a message too');
select is((select count(*)::int from public.contact_messages), 0, 'staff cannot read demo requests');
select is(tests.affected_rows($$delete from public.contact_messages$$), 0, 'staff cannot delete demo requests');
select throws_ok($$update public.contact_messages set message = 'x'$$, '42501', null, 'staff cannot edit demo requests');
select throws_ok($$select * from public.platform_admins$$, '42501', null, 'staff cannot see the admin list');
select throws_ok($$insert into public.platform_admins values ('staff_a@test.local')$$, '42501', null,
  'staff cannot make themselves admin');

select tests.authenticate_as_saved('removed@test.local');
select is((select count(*)::int from public.contact_messages), 0, 'a removed member cannot read demo requests');
select is(tests.affected_rows($$delete from public.contact_messages$$), 0, 'a removed member cannot delete demo requests');
select throws_ok($$update public.contact_messages set message = 'x'$$, '42501', null, 'a removed member cannot edit demo requests');

select tests.authenticate_as('admin@guestregistry.app');
select ok((select count(*) from public.contact_messages where email in ('visitor@example.com', 'quiet@example.com')) = 2,
  'the platform admin reads demo requests');
select throws_ok($$update public.contact_messages set message = 'edited'$$, '42501', null,
  'demo requests are never edited');
select is(tests.affected_rows($$delete from public.contact_messages where email = 'quiet@example.com'$$), 1,
  'the platform admin can delete a demo request');
select throws_ok($$insert into public.platform_admins values ('friend@example.com')$$, '42501', null,
  'the platform admin cannot add admins through the API');
select throws_ok($$update public.platform_admins set email = 'me@example.com'$$, '42501', null,
  'the platform admin cannot rename admins through the API');
select throws_ok($$delete from public.platform_admins$$, '42501', null, 'the platform admin cannot remove admins through the API');

select tests.clear_authentication();
-- Needs a session that may SET ROLE supabase_auth_admin (a superuser; not `postgres` on hosted images).
select case when pg_has_role('supabase_auth_admin', 'member') then
  is(tests.count_rows_as('supabase_auth_admin', $$select 1 from public.platform_admins where email = 'admin@guestregistry.app'$$),
     1, 'the auth service (access token hook) can read the admin list')
  else skip('this session cannot act as supabase_auth_admin', 1) end;
select case when pg_has_role('supabase_auth_admin', 'member') then
  throws_ok($$select tests.count_rows_as('supabase_auth_admin', 'select 1 from public.contact_messages')$$, '42501', null,
     'the auth service cannot read demo requests')
  else skip('this session cannot act as supabase_auth_admin', 1) end;
select throws_ok($$insert into public.platform_admins values ('Admin@Example.com')$$, '23514', null,
  'admin emails are stored lower-case');

select * from finish();
rollback;
