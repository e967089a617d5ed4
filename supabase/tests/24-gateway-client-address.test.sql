-- Issue 24, item 8: the headers Supabase's edge passes on (decision 0193): cf-connecting-ip is
-- the connecting address, whatever the client sent, and that address is appended to
-- x-forwarded-for after anything the client wrote there. Only the worker's proxy key names
-- another client.
begin;
select plan(5);

select lives_ok($$select public.set_waitlist_proxy_key('the-right-key-of-at-least-32-characters')$$, 'the service role sets the worker''s key');

set local "request.headers" to '{"cf-connecting-ip": "192.0.2.20", "x-forwarded-for": "203.0.113.9, 192.0.2.20"}';
select is(public.request_client_ip(), inet '192.0.2.20', 'a forged first x-forwarded-for hop does not count; the connecting address does');

set local "request.headers" to '{"cf-connecting-ip": "127.0.0.1", "x-forwarded-for": "203.0.113.9, 127.0.0.1"}';
select is(public.request_client_ip(), null, 'a local caller forging x-forwarded-for stays the unlimited local caller');

set local "request.headers" to '{"cf-connecting-ip": "127.0.0.1", "x-forwarded-for": "127.0.0.1", "x-waitlist-client-ip": "198.51.100.20", "x-waitlist-proxy-key": "guessed"}';
select is(public.request_client_ip(), null, 'a guessed proxy key names no one');

set local "request.headers" to '{"cf-connecting-ip": "127.0.0.1", "x-forwarded-for": "127.0.0.1", "x-waitlist-client-ip": "198.51.100.20", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
select is(public.request_client_ip(), inet '198.51.100.20', 'the worker with its key names its visitor');

select * from finish();
rollback;
