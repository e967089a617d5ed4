-- Rate limits (issue 15): which address counts, and the 429 after the limit.
begin;
select plan(8);

select lives_ok($$select public.set_waitlist_proxy_key('the-right-key-of-at-least-32-characters')$$, 'the service role sets the worker''s key');

set local "request.headers" to '{"cf-connecting-ip": "192.0.2.10"}';
select is(public.request_client_ip(), inet '192.0.2.10', 'the gateway''s address counts');

set local "request.headers" to '{"x-forwarded-for": "10.9.9.9, 192.0.2.11"}';
select is(public.request_client_ip(), inet '192.0.2.11', 'else the last forwarded hop (the one the gateway added)');

set local "request.headers" to '{"cf-connecting-ip": "192.0.2.12", "x-waitlist-client-ip": "198.51.100.1", "x-waitlist-proxy-key": "wrong"}';
select is(public.request_client_ip(), inet '192.0.2.12', 'a forwarded address with a wrong key is ignored');

set local "request.headers" to '{"cf-connecting-ip": "192.0.2.12", "x-waitlist-client-ip": "198.51.100.1", "x-waitlist-proxy-key": "the-right-key-of-at-least-32-characters"}';
select is(public.request_client_ip(), inet '198.51.100.1', 'the worker''s forwarded address, with the key, counts');

set local "request.headers" to '{"cf-connecting-ip": "127.0.0.1"}';
select is(public.request_client_ip(), null, 'loopback is not a visitor');

set local "request.headers" to '{"cf-connecting-ip": "192.0.2.77"}';
set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select lives_ok(
  $$select public.request_welcome_email_resend('p1@example.com'), public.request_welcome_email_resend('p2@example.com'),
           public.request_welcome_email_resend('p3@example.com'), public.request_welcome_email_resend('p4@example.com'),
           public.request_welcome_email_resend('p5@example.com')$$,
  'five resend probes from one address pass'
);
select throws_ok(
  $$select public.request_welcome_email_resend('p6@example.com')$$,
  'PT429', null,
  'the sixth is refused with PT429 (HTTP 429)'
);
reset role;

select * from finish();
rollback;
