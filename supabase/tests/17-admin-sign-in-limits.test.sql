-- Failed admin sign-ins (issue 24, item 1, decision 0190): keyed on the account AND the
-- client, in Postgres. A stranger's failures refuse the stranger, and only slow the
-- admin's own client down.
begin;
select plan(12);

do $$ begin perform public.set_waitlist_proxy_key('the-right-key-of-at-least-32-characters'); end $$;

-- The attacker, through the worker (the forwarded address with the key), as anon.
set local "request.headers" to '{"x-waitlist-client-ip": "203.0.113.66", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';

select is(public.admin_sign_in_gate('admin@example.com')::jsonb, '{"delay_ms": 0}'::jsonb,
  'no failures yet: no wait');
select lives_ok($$select public.admin_sign_in_failed('admin@example.com') from generate_series(1, 4)$$,
  'four wrong passwords are counted');
select is(public.admin_sign_in_gate('ADMIN@example.com ')::jsonb, '{"delay_ms": 0}'::jsonb,
  'four are not over the limit (any case, spaces trimmed)');
do $$ begin perform public.admin_sign_in_failed(' Admin@Example.com'); end $$;
select ok((public.admin_sign_in_gate('admin@example.com') ->> 'retry_after')::integer between 890 and 900,
  'the fifth refuses this client for this account for the rest of the window');
select is(public.admin_sign_in_gate('someone-else@example.com')::jsonb, '{"delay_ms": 0}'::jsonb,
  'the client may still try another account');

-- The admin, from another address: not refused, only slowed down.
set local "request.headers" to '{"x-waitlist-client-ip": "198.51.100.7", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
select is(public.admin_sign_in_gate('admin@example.com')::jsonb, '{"delay_ms": 250}'::jsonb,
  'another client is never refused for the stranger''s failures: it waits 250 ms');

-- A client forging its address without the key is the gateway's address (here: none known).
set local "request.headers" to '{"x-waitlist-client-ip": "198.51.100.7", "x-waitlist-proxy-key": "wrong"}';
select is(public.admin_sign_in_gate('admin@example.com')::jsonb, '{"delay_ms": 250}'::jsonb,
  'an unknown client is not refused by address, and waits as all the failures say');

-- More failures elsewhere: the delay doubles with each (at most 5 s).
set local "request.headers" to '{"x-waitlist-client-ip": "203.0.113.67", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
do $$ begin perform public.admin_sign_in_failed('admin@example.com') from generate_series(1, 4); end $$;
set local "request.headers" to '{"x-waitlist-client-ip": "198.51.100.7", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
select is(public.admin_sign_in_gate('admin@example.com')::jsonb, '{"delay_ms": 4000}'::jsonb,
  'nine failures from elsewhere: 4 s, still no refusal');

-- 20 failures from one client over any accounts refuse that client everywhere.
set local "request.headers" to '{"x-waitlist-client-ip": "203.0.113.68", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
do $$ begin perform public.admin_sign_in_failed('user' || n || '@example.com') from generate_series(1, 20) n; end $$;
select ok(public.admin_sign_in_gate('fresh@example.com')::jsonb ? 'retry_after',
  'twenty failures over many accounts refuse the client for every account');

-- Only the signed-in account clears its own client's failures.
select throws_ok($$select public.admin_sign_in_succeeded()$$, '42501', null,
  'anon cannot clear failures');
reset role;
set local "request.headers" to '{"x-waitlist-client-ip": "203.0.113.66", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
set local role authenticated;
set local "request.jwt.claims" to '{"role": "authenticated", "email": "admin@example.com"}';
select lives_ok($$select public.admin_sign_in_succeeded()$$, 'the signed-in admin clears its client''s failures');
reset role;
set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select is(public.admin_sign_in_gate('admin@example.com')::jsonb, '{"delay_ms": 0}'::jsonb,
  'that client is no longer refused (the four failures from elsewhere are under the slow-down mark)');
reset role;

select * from finish();
rollback;
