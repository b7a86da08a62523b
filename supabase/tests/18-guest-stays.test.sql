-- Guests in their stays (docs/architecture.md#stays): a guest registered alone is a stay of one made
-- from their check-in, check-out and room; a companion joins an existing stay of the same hotel as a
-- family or group member, which makes a single lead its head; a stay has one lead; the lead's dates and
-- room are the stay's; a stay is checked out once all its guests are, and goes when its last guest does.
begin;
select plan(32);
select tests.create_tenancy_fixtures();

select is((select count(*)::int from public.guests as g
           where not exists (select 1 from public.stays as s where s.hotel_id = g.hotel_id and s.id = g.stay_id)),
  0, 'every guest (the seed''s and the fixtures'') has a stay in their own hotel');
select is((select count(*)::int from public.guests as g where g.stay_role = 'single'
           and (select count(*) from public.guests as o where o.stay_id = g.stay_id) <> 1),
  0, 'a single guest is alone in their stay');

-- Today's registration, unchanged: no stay named, so a new stay of one.
select tests.authenticate_as('staff_a@test.local');
insert into public.guests (hotel_id, first_name, last_name, check_in, check_out, room, created_from)
values (tests.hotel_id('A'), 'Grete', 'Lind', current_date, current_date + 3, '21', 'webapp');
select results_eq(
  $$select s.status, s.arrival_date, s.departure_date, s.room, s.checked_in_at = g.registered_at, g.stay_role
    from public.guests as g join public.stays as s on s.id = g.stay_id where g.first_name = 'Grete'$$,
  $$values ('checked_in', current_date, current_date + 3, '21', true, 'single')$$,
  'a guest registered alone opens a stay of one: checked in now, with their dates and room, as a single guest');

-- A companion joins Ada's stay.
select lives_ok($$insert into public.guests (hotel_id, first_name, last_name, stay_id, stay_role, relationship)
  values (tests.hotel_id('A'), 'Byron', 'Lovelace', tests.stay_of('ada'), 'family_member', 'HJ')$$,
  'staff register a family member into an existing stay of their hotel');
select is((select stay_role from public.guests where id = tests.guest_id('ada')), 'head_of_family',
  'the single guest who led the stay becomes its head of family');
select is((select count(*)::int from public.guests where stay_id = tests.stay_of('ada')), 2, 'the stay now has two guests');
select results_eq($$select relationship from public.guests where first_name = 'Byron'$$, $$values ('HJ')$$,
  'the minor''s relationship (SES TIPO_PARENTESCO) is kept');
select lives_ok($$insert into public.guests (hotel_id, first_name, stay_id, stay_role)
  values (tests.hotel_id('A'), 'Marie', tests.stay_of('alan'), 'group_member')$$,
  'a group member joins another stay');
select is((select stay_role from public.guests where id = tests.guest_id('alan')), 'head_of_group',
  'its single lead becomes the head of the group');
select tests.clear_authentication();

-- The forbidden and the impossible.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$insert into public.guests (hotel_id, first_name, stay_id, stay_role)
    values (tests.hotel_id('A'), 'Mallory', tests.stay_of('grace'), 'family_member')$$,
    'join the stay of hotel B as a family member (not found: RLS hides it)', '{"staff_a": "error PT400"}'),
  ($$insert into public.guests (hotel_id, first_name, stay_id) values (tests.hotel_id('A'), 'Mallory', tests.stay_of('grace'))$$,
    'open a stay with the id of hotel B''s stay', '{"staff_a": "error 23505", "service_role": "error 23505"}'),
  ($$insert into public.guests (hotel_id, first_name, stay_id, stay_role)
    values (tests.hotel_id('A'), 'Mallory', tests.stay_of('grace'), 'family_member')$$,
    'put a guest of hotel A into the stay of hotel B (the stay must be of the guest''s hotel)',
    '{"service_role": "error 23503"}'),
  ($$insert into public.guests (hotel_id, first_name, stay_id, stay_role)
    values (tests.hotel_id('A'), 'Mallory', gen_random_uuid(), 'group_member')$$,
    'join a stay that does not exist', '{"staff_a": "error PT400"}'),
  ($$insert into public.guests (hotel_id, first_name, stay_id) values (tests.hotel_id('A'), 'Second', tests.stay_of('ada'))$$,
    'add a second lead to a stay', '{"staff_a": "error 23505"}'),
  ($$update public.guests set stay_id = tests.stay_of('grace') where first_name = 'Marie'$$,
    'move a guest into the stay of hotel B', '{"staff_a": "error 23503"}'),
  ($$insert into public.guests (hotel_id, first_name, stay_id, stay_role)
    values (tests.hotel_id('A'), 'Eve', tests.stay_of('ada'), 'family_member')$$,
    'add a family member to a stay of hotel A', '{"anon": "error 42501", "staff_b": "error PT400", "removed": "error PT400"}'),
  ($$update public.guests set stay_role = 'family_member', relationship = 'HJ' where first_name = 'Byron'$$,
    'set a companion''s role and relationship', '{"anon": "error 42501", "staff_b": "0 rows", "staff_a": "1 row"}')
) as matrix (statement, action, outcomes);

select tests.authenticate_as('staff_a@test.local');
select throws_ok($$update public.guests set stay_role = 'cousin' where first_name = 'Byron'$$, '23514', null,
  'a role is one of the five Alloggiati types');
select throws_ok($$update public.guests set relationship = 'XX' where first_name = 'Byron'$$, '23514', null,
  'a relationship is a SES TIPO_PARENTESCO code');

-- The lead's dates and room are the stay's; members' are their own.
update public.guests set check_out = current_date + 5, room = '3' where id = tests.guest_id('ada');
select results_eq($$select departure_date, room from public.stays where id = tests.stay_of('ada')$$,
  $$values (current_date + 5, '3')$$, 'editing the lead''s check-out and room edits the stay''s');
update public.guests set room = '4' where first_name = 'Byron';
select is((select room from public.stays where id = tests.stay_of('ada')), '3', 'a member''s room does not move the stay');

-- Checked out once everyone is.
select lives_ok($$select public.check_out_guest(tests.guest_id('ada'))$$, 'the head checks out');
select is((select status from public.stays where id = tests.stay_of('ada')), 'checked_in',
  'the stay is still checked in while a member is');
select lives_ok($$select public.check_out_guest(id) from public.guests where first_name = 'Byron'$$, 'the member checks out');
select is((select status from public.stays where id = tests.stay_of('ada')), 'checked_out',
  'the stay is checked out once all its guests are');

-- A stay goes with its last guest; an expected arrival stays without guests.
select tests.clear_authentication();
create temporary table grete_stay on commit drop as select stay_id from public.guests where first_name = 'Grete';
select tests.authenticate_as('staff_a@test.local');
delete from public.guests where first_name = 'Grete';
select tests.clear_authentication();
select is((select count(*)::int from public.stays where id = (select stay_id from grete_stay)), 0,
  'deleting the only guest of a stay deletes the stay');
select tests.authenticate_as('staff_a@test.local');
insert into public.stays (hotel_id, status, contract_reference) values (tests.hotel_id('A'), 'expected', 'ARRIVAL-1');
select is((select count(*)::int from public.stays where contract_reference = 'ARRIVAL-1'), 1,
  'an expected arrival is a stay with no guest yet');
select tests.clear_authentication();

select * from finish();
rollback;
