-- The check-in door's rate limits (docs/online-check-in.md#rate-limits): only the service role (the guest's
-- edge functions) may look a token up; the counters are nobody's to read or reset; an address is refused
-- after 20 unknown tokens in an hour and one link after 200 calls, with PT429 and a sentence to wait;
-- the client address is read from the headers the function hands in, as for the demo form's limit.
begin;
select plan(21);
select tests.create_tenancy_fixtures();
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, guest_name) values
  ('55000000-0000-4000-8000-00000000000a', tests.hotel_id('A'), 'expected', current_date + 1, current_date + 4, 'Lena Berg');
insert into public.checkin_links (hotel_id, stay_id, token_sha256)
  values (tests.hotel_id('A'), '55000000-0000-4000-8000-00000000000a', sha256('token-a'));

select tests.check_access_row(statement, action, outcomes::json) from (values
  ($$select * from public.checkin_link_for(sha256('token-a'), '{"x-real-ip": "192.0.2.1"}')$$,
    'look a check-in token up',
    '{"anon": "error 42501", "staff_a": "error 42501", "admin": "error 42501", "service_role": "1 row"}'),
  ($$select * from private.checkin_rate$$, 'read the rate counters',
    '{"anon": "error 42501", "staff_a": "error 42501", "service_role": "error 42501"}'),
  ($$delete from private.checkin_rate$$, 'reset the rate counters',
    '{"anon": "error 42501", "staff_a": "error 42501", "service_role": "error 42501"}')
) as t (statement, action, outcomes);

select is(private.client_address_of('{"cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1"}'),
  '203.0.113.7', 'the address is Cloudflare''s cf-connecting-ip on a hosted project');
select is(private.client_address_of('{"x-forwarded-for": " 198.51.100.1, 127.0.0.1", "x-real-ip": "127.0.0.1"}'),
  '198.51.100.1', 'else the first x-forwarded-for entry');
select is(private.client_address_of('{}'), null, 'and none without the headers');

-- Twenty unknown tokens from one address answer no row; the 21st call, whatever its token, is refused.
select is((select count(*) from generate_series(1, 20) as n,
                 public.checkin_link_for(sha256(('guess-' || n)::bytea), '{"x-forwarded-for": "192.0.2.10"}')),
  0::bigint, 'twenty unknown tokens find nothing');
select throws_ok($$select * from public.checkin_link_for(sha256('token-a'), '{"x-forwarded-for": "192.0.2.10"}')$$,
  'PT429', 'Too many tries from your network. Please wait an hour and try again, or ask the hotel for help.',
  'the 21st call from that address is refused, even with a real token');
select throws_ok($$select * from public.checkin_link_for(null, '{"x-forwarded-for": "192.0.2.10"}')$$,
  'PT429', null, 'and so is a malformed one');
select is((select count(*) from public.checkin_link_for(sha256('token-a'), '{"x-forwarded-for": "192.0.2.11"}')),
  1::bigint, 'another address still opens the link');
select is((select sum(requests)::int from private.checkin_rate where kind = 'miss' and key = '192.0.2.10'), 20,
  'refused calls are not counted, so the address is free an hour after its last misses');
update private.checkin_rate set minute = minute - interval '61 minutes' where key = '192.0.2.10';
select is((select count(*) from public.checkin_link_for(sha256('token-a'), '{"x-forwarded-for": "192.0.2.10"}')),
  1::bigint, 'an hour later the address may try again');

-- One link: 200 calls an hour from any addresses, then refused for everyone.
insert into public.stays (id, hotel_id, status, arrival_date, departure_date, guest_name) values
  ('55000000-0000-4000-8000-00000000000b', tests.hotel_id('A'), 'expected', current_date + 1, current_date + 4, 'Omar Haddad');
insert into public.checkin_links (hotel_id, stay_id, token_sha256)
  values (tests.hotel_id('A'), '55000000-0000-4000-8000-00000000000b', sha256('token-b'));
select is((select count(*) from generate_series(1, 200) as n,
                 public.checkin_link_for(sha256('token-b'), jsonb_build_object('x-real-ip', '198.51.' || n % 2 || '.' || n))),
  200::bigint, 'a link opens 200 times in an hour');
select throws_ok($$select * from public.checkin_link_for(sha256('token-b'), '{"x-real-ip": "198.51.100.250"}')$$,
  'PT429', 'This check-in link was used too often in the last hour. Please wait an hour and try again.',
  'and its 201st call is refused');

select * from finish();
rollback;
