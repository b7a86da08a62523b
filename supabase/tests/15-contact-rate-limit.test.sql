-- Demo requests are limited to 5 per client address per minute (PT429), keyed on PostgREST's
-- request.headers as hosted projects and the local stack set them.
begin;
select plan(8);

-- Sets the request's headers as PostgREST does (the address is read as the superuser; anon has no
-- USAGE on schema private — the trigger runs as its definer).
create function pg_temp.with_headers(p_headers jsonb) returns void language sql as $$
  select tests.clear_authentication();
  select set_config('request.headers', p_headers::text, true);
$$;
create function pg_temp.send() returns text language sql as $$
  select format('insert into public.contact_messages (email, message) values (%L, %L)', 'v@example.com', 'Demo please')
$$;

select pg_temp.with_headers('{"x-forwarded-for": "203.0.113.5, 10.0.0.1", "x-real-ip": "10.0.0.1"}');
select is(private.client_address(), '203.0.113.5', 'the client address is the first x-forwarded-for entry');
select tests.authenticate_as_anon();
select lives_ok(pg_temp.send(), 'demo request 1 from one address');
select lives_ok(pg_temp.send() || ';' || pg_temp.send() || ';' || pg_temp.send() || ';' || pg_temp.send(),
  'demo requests 2–5 from the same address');
select throws_ok(pg_temp.send(), 'PT429', 'Too many demo requests from your network. Please try again in a minute.',
  'the 6th demo request within a minute is refused');

select pg_temp.with_headers('{"cf-connecting-ip": "198.51.100.9", "x-forwarded-for": "203.0.113.5"}');
select is(private.client_address(), '198.51.100.9', 'cf-connecting-ip (hosted, set by Cloudflare) wins');
select tests.authenticate_as_anon();
select lives_ok(pg_temp.send(), 'another address still sends');

select tests.clear_authentication();
select set_config('request.headers', '', true);
select is(private.client_address(), null, 'outside an API request there is no client address');
select pg_temp.with_headers('{"x-forwarded-for": "203.0.113.5"}');
select tests.authenticate_as_service_role();
select lives_ok(pg_temp.send() || ';' || pg_temp.send() || ';' || pg_temp.send() || ';' || pg_temp.send() || ';'
  || pg_temp.send() || ';' || pg_temp.send(), 'the service role is not limited');

select tests.clear_authentication();
select * from finish();
rollback;
