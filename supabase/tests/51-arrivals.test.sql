-- Expected arrivals and their check-in links (docs/online-check-in.md): staff of the hotel add arrivals
-- and create, see and revoke links; the token's hash is never readable; anon, other hotels, removed
-- members, a user without a hotel and the platform admin can do nothing with hotel A's links; the
-- arrival's state follows the link.
begin;
select plan(37);
select tests.create_tenancy_fixtures();
select tests.create_user('clerk_a@test.local', tests.hotel_id('A'));
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, guest_name, guest_email) values
  ('51000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'expected', current_date + 1, current_date + 4,
   'Lena Berg', 'lena@example.com'),
  ('51000000-0000-4000-8000-00000000000b', tests.hotel_id('B'), 'expected', current_date + 1, current_date + 4,
   'Omar Haddad', null);

select is((select arrival_state from public.stays where id = '51000000-0000-4000-8000-00000000000a'),
  'link_not_sent', 'a new arrival has no link yet');

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$insert into public.stays (hotel_id, status, arrival_date, departure_date, guest_name, guest_phone)
    values (tests.hotel_id('A'), 'expected', current_date + 2, current_date + 5, 'Ines Costa', '+351 21 555 0100')$$,
    'add an arrival with the lead guest''s contact to hotel A',
    '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "admin": "error 42501",
      "clerk_a": "1 row"}'),
  ($$update public.stays set link_sent_at = now() where id = '51000000-0000-4000-8000-00000000000a'$$,
    'mark an arrival sent directly (server-set)', '{"staff_a": "error 42501"}'),
  ($$insert into public.checkin_links (hotel_id, stay_id, token_sha256)
    values (tests.hotel_id('A'), '51000000-0000-4000-8000-00000000000a', sha256('token-a-1'))$$,
    'create a check-in link for an arrival of hotel A',
    '{"anon": "error 42501", "staff_b": "error 42501", "removed": "error 42501", "nohotel": "error 42501",
      "admin": "error 42501", "staff_a": "1 row"}'),
  ($$insert into public.checkin_links (hotel_id, stay_id, token_sha256)
    values (tests.hotel_id('A'), '51000000-0000-4000-8000-00000000000b', sha256('token-x'))$$,
    'create a link in hotel A for an arrival of hotel B', '{"staff_a": "error 23503"}'),
  ($$select id, stay_id, expires_at from public.checkin_links where hotel_id = tests.hotel_id('A')$$,
    'see the links of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows", "clerk_a": "1 row",
      "service_role": "1 row"}'),
  ($$select token_sha256 from public.checkin_links$$, 'read a token hash', '{"staff_a": "error 42501"}'),
  ($$update public.checkin_links set expires_at = now() + interval '1 year'$$, 'extend a link',
    '{"staff_a": "error 42501"}'),
  ($$update public.checkin_links set revoked_at = now() where stay_id = '51000000-0000-4000-8000-00000000000a'$$,
    'revoke the link of hotel A',
    '{"anon": "error 42501", "staff_b": "0 rows", "removed": "0 rows", "admin": "0 rows", "clerk_a": "1 row"}'),
  ($$update public.checkin_links set revoked_at = null where stay_id = '51000000-0000-4000-8000-00000000000a'$$,
    'bring a revoked link back', '{"staff_a": "error PT409"}'),
  ($$delete from public.checkin_links$$, 'delete links', '{"staff_a": "error 42501"}')
) as matrix (statement, action, outcomes);

select is((select arrival_state from public.stays where id = '51000000-0000-4000-8000-00000000000a'),
  'link_not_sent', 'an arrival whose only link was revoked counts as not sent again');

-- A new link: valid to the end of the departure date at the hotel, the earlier one revoked, state sent.
select tests.authenticate_as('staff_a@test.local');
insert into public.checkin_links (hotel_id, stay_id, token_sha256)
values (tests.hotel_id('A'), '51000000-0000-4000-8000-00000000000a', sha256('token-a-2'));
insert into public.checkin_links (hotel_id, stay_id, token_sha256)
values (tests.hotel_id('A'), '51000000-0000-4000-8000-00000000000a', sha256('token-a-3'));
select tests.clear_authentication();
select is((select count(*)::int from public.checkin_links
           where stay_id = '51000000-0000-4000-8000-00000000000a' and revoked_at is null), 1,
  'an arrival has one live link: a new one revokes the earlier');
select is((select expires_at from public.checkin_links where token_sha256 = sha256('token-a-3')),
  ((current_date + 5)::timestamp at time zone (select time_zone from public.hotels where id = tests.hotel_id('A'))),
  'a link expires at the end of the departure date in the hotel''s time zone');
select is((select arrival_state from public.stays where id = '51000000-0000-4000-8000-00000000000a'),
  'sent', 'an arrival with a live link counts as sent');

update public.stays set departure_date = current_date + 90 where id = '51000000-0000-4000-8000-00000000000a';
select tests.authenticate_as('staff_a@test.local');
insert into public.checkin_links (hotel_id, stay_id, token_sha256)
values (tests.hotel_id('A'), '51000000-0000-4000-8000-00000000000a', sha256('token-a-4'));
select tests.clear_authentication();
select cmp_ok((select expires_at from public.checkin_links where token_sha256 = sha256('token-a-4')), '<=',
  now() + interval '30 days', 'a link for a long stay expires after at most 30 days');

select tests.authenticate_as('staff_a@test.local');
select throws_ok($$insert into public.checkin_links (hotel_id, stay_id, token_sha256)
  values (tests.hotel_id('A'), tests.stay_of('ada'), sha256('token-ada'))$$, 'PT409', null,
  'an arrival already checked in gets no link');
select throws_ok($$insert into public.checkin_links (hotel_id, stay_id, token_sha256)
  values (tests.hotel_id('A'), '51000000-0000-4000-8000-00000000000a', '\x00'::bytea)$$, '23514', null,
  'a token hash is 32 bytes (SHA-256)');
select throws_ok($$insert into public.stays (hotel_id, status, guest_email) values (tests.hotel_id('A'), 'expected', 'lena')$$,
  '23514', null, 'an arrival''s email has a shape of an email address');
select tests.clear_authentication();

select * from finish();
rollback;
