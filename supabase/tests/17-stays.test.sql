-- stays: staff of the hotel (owner or not) do everything with their own stays but the server-set
-- columns; anon, other hotels, removed members, a user without a hotel and the platform admin can do
-- nothing with hotel A's stays (docs/architecture.md#stays).
begin;
select plan(42);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'));

select tests.authenticate_as('staff_a@test.local');
select results_eq($$select s.id from public.stays as s order by s.id$$,
  $$select id from (values (tests.stay_of('ada')), (tests.stay_of('alan'))) as v(id) order by id$$,
  'staff of A see exactly the stays of their two guests');
select tests.clear_authentication();

-- Who may do what (one row a statement, then each actor and what they must get, in order; later rows
-- see what earlier rows changed). clerk_a is staff of A who is not the owner.
select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select from public.stays where hotel_id = tests.hotel_id('A')$$, 'see the stays of hotel A',
    '{"staff_a": "2 rows", "clerk_a": "2 rows", "staff_b": "0 rows", "removed": "0 rows", "nohotel": "0 rows",
      "admin": "0 rows", "anon": "error 42501", "service_role": "2 rows"}'),
  ($$insert into public.stays (hotel_id, status, arrival_date, departure_date, room, contract_reference)
    values (tests.hotel_id('A'), 'expected', current_date + 1, current_date + 3, '7', 'BOOK-1')$$,
    'open an expected arrival in hotel A',
    '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "nohotel": "error 42501",
      "admin": "error 42501", "clerk_a": "1 row"}'),
  ($$insert into public.stays (hotel_id) values (tests.hotel_id('B'))$$, 'open a stay in hotel B',
    '{"staff_a": "error 42501"}'),
  ($$insert into public.stays (hotel_id, checked_in_at) values (tests.hotel_id('A'), now() - interval '3 days')$$,
    'backdate a check-in (checked_in_at is server-set)', '{"staff_a": "error 42501"}'),
  ($$insert into public.stays (hotel_id, created_by) values (tests.hotel_id('A'), tests.uid('staff_b'))$$,
    'name someone else as the creator', '{"staff_a": "error 42501"}'),
  ($$update public.stays set payment_type = 'TARJT', contract_date = current_date, people = 2
    where hotel_id = tests.hotel_id('A')$$, 'record the contract of the stays of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows", "clerk_a": "3 rows"}'),
  ($$update public.stays set room = '13' where id = tests.stay_of('grace')$$, 'edit the stay of hotel B',
    '{"staff_a": "0 rows"}'),
  ($$update public.stays set checked_in_at = now() where id = tests.stay_of('ada')$$,
    'write checked_in_at directly', '{"staff_a": "error 42501"}'),
  ($$update public.stays set hotel_id = tests.hotel_id('B') where id = tests.stay_of('ada')$$,
    'move a stay to hotel B', '{"staff_a": "error 42501"}'),
  ($$delete from public.stays where id = tests.stay_of('ada')$$, 'delete a stay that still has a guest',
    '{"staff_a": "error 23503"}'),
  ($$delete from public.stays where id = tests.stay_of('grace')$$, 'delete the stay of hotel B',
    '{"staff_a": "0 rows"}'),
  ($$delete from public.stays where contract_reference = 'BOOK-1'$$, 'delete the expected arrival of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows", "staff_a": "1 row"}')
) as matrix (statement, action, outcomes);

-- What the database refuses whoever asks (the same limits the renderers and the forms check).
select tests.authenticate_as('staff_a@test.local');
select throws_ok($$insert into public.stays (hotel_id, status) values (tests.hotel_id('A'), 'arrived')$$, '23514',
  null, 'a stay''s status is expected, checked_in, checked_out or cancelled');
select throws_ok($$insert into public.stays (hotel_id, payment_type) values (tests.hotel_id('A'), 'CASH')$$, '23514',
  null, 'the payment type is a SES TIPO_PAGO code');
select throws_ok($$insert into public.stays (hotel_id, arrival_date, departure_date)
  values (tests.hotel_id('A'), current_date, current_date - 1)$$, '23514', null, 'the departure is not before the arrival');
select throws_ok($$insert into public.stays (hotel_id, arrival_date, departure_date)
  values (tests.hotel_id('A'), date '2026-01-01', date '2027-01-03')$$, '23514', null, 'a stay lasts at most 366 nights');
select throws_ok($$insert into public.stays (hotel_id, contract_reference) values (tests.hotel_id('A'), repeat('x', 51))$$,
  '23514', null, 'a contract reference has at most 50 characters (SES referencia)');
select throws_ok($$insert into public.stays (hotel_id, people) values (tests.hotel_id('A'), 0)$$, '23514', null,
  'a contract has at least one person');

-- A stay checked in at the desk gets its check-in time from the server; an expected arrival has none
-- until it is checked in.
insert into public.stays (hotel_id, status, contract_reference) values (tests.hotel_id('A'), 'expected', 'BOOK-2');
select is((select checked_in_at from public.stays where contract_reference = 'BOOK-2'), null,
  'an expected arrival has no check-in time');
update public.stays set status = 'checked_in' where contract_reference = 'BOOK-2';
select isnt((select checked_in_at from public.stays where contract_reference = 'BOOK-2'), null,
  'checking the arrival in stamps its check-in time');
select tests.clear_authentication();

select has_trigger('public', 'stays', 'stays_set_updated_at', 'stays keep updated_at with a trigger');
select * from finish();
rollback;
