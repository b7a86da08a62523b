-- guests: staff of the hotel do everything with their own guests; anon, other hotels, removed members
-- and the platform admin can do nothing with hotel A's guests.
begin;
select plan(33);
select tests.create_tenancy_fixtures();

-- What staff of A see is exactly their hotel's guests, not merely some rows; the matrix
-- below tries the rest.
select tests.authenticate_as('staff_a@test.local');
select results_eq($$select first_name from public.guests order by first_name$$, $$values ('Ada'), ('Alan')$$,
  'staff of A see exactly the guests of hotel A');

-- Who may do what (a row a statement, then each actor who tries it and what they must get, in order;
-- later rows see what earlier rows changed): staff of A register, edit and delete their own guests but
-- not server-set columns; anon, staff of B, a removed member and the platform admin get nothing of A
-- (staff of B list only their own one guest).
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.guests where hotel_id = tests.hotel_id('A')$$, 'see the guests of hotel A',
    '{"staff_b": "0 rows", "admin": "0 rows", "service_role": "2 rows"}'),
  ($$select from public.guests where id = tests.guest_id('ada')$$, 'open guest ada of hotel A by id',
    '{"staff_b": "0 rows"}'),
  ($$select from public.guests$$, 'list guests',
    '{"anon": "error 42501", "removed": "0 rows", "staff_b": "1 row"}'),
  ($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('A'), 'Eve')$$,
    'register a guest in hotel A',
    '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "admin": "error 42501"}'),
  ($$insert into public.guests (hotel_id, first_name, last_name, check_in, created_from)
    values (tests.hotel_id('A'), 'Katherine', 'Johnson', current_date, 'webapp')$$,
    'register guest Katherine in hotel A', '{"staff_a": "1 row"}'),
  ($$select from public.guests where first_name = 'Katherine' and created_by = (select auth.uid())$$,
    'see that the new guest records who registered it', '{"staff_a": "1 row"}'),
  ($$insert into public.guests (hotel_id, first_name) values (tests.hotel_id('B'), 'Mole')$$,
    'register a guest in hotel B', '{"staff_a": "error 42501"}'),
  ($$insert into public.guests (hotel_id, first_name, registered_at)
    values (tests.hotel_id('A'), 'Backdated', now() - interval '40 days')$$,
    'backdate a registration (registered_at is server-set)', '{"staff_a": "error 42501"}'),
  ($$update public.guests set room = '12' where id = tests.guest_id('ada')$$, 'edit guest ada of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "staff_a": "1 row"}'),
  ($$update public.guests set room = '0' where hotel_id = tests.hotel_id('A')$$, 'edit the guests of hotel A',
    '{"removed": "0 rows", "admin": "0 rows"}'),
  ($$update public.guests set hotel_id = tests.hotel_id('B') where id = tests.guest_id('ada')$$,
    'move a guest to hotel B', '{"staff_a": "error 42501"}'),
  ($$update public.guests set checked_out_at = now() - interval '1 day' where id = tests.guest_id('ada')$$,
    'write checked_out_at directly (check_out_guest() stamps it)', '{"staff_a": "error 42501"}'),
  ($$update public.guests set room = '13' where id = tests.guest_id('grace')$$, 'edit guest grace of hotel B',
    '{"staff_a": "0 rows"}'),
  ($$delete from public.guests where id = tests.guest_id('grace')$$, 'delete guest grace of hotel B',
    '{"staff_a": "0 rows"}'),
  ($$delete from public.guests where id = tests.guest_id('ada')$$, 'delete guest ada of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows"}'),
  ($$delete from public.guests where hotel_id = tests.hotel_id('A')$$, 'delete the guests of hotel A',
    '{"removed": "0 rows", "admin": "0 rows"}'),
  ($$delete from public.guests where first_name = 'Katherine'$$, 'delete guest Katherine of hotel A', '{"staff_a": "1 row"}')
) as matrix (statement, action, outcomes);

-- A token whose hotel_id claim names hotel A but whose user belongs to B (e.g. tampered claims).
select tests.authenticate_with(tests.claims_for('staff_b@test.local')
  || jsonb_build_object('hotel_id', tests.hotel_id('A')));
select is((select count(*)::int from public.guests), 0,
  'a hotel_id claim without the matching membership opens nothing');

select tests.clear_authentication();
select is((select room from public.guests where id = tests.guest_id('ada')), '12',
  'after all attempts, only the edit by staff of A changed the guest');
select has_trigger('public', 'guests', 'guests_set_updated_at', 'guests keep updated_at with a trigger');

select * from finish();
rollback;
