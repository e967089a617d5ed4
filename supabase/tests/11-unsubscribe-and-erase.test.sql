-- Unsubscribe and erase (issue 15): a one-click token per address stops every further email
-- (queued ones are dropped, the claim skips them, a resend sends nothing); "delete me" removes
-- the personal fields, keeps the row so the count stays right, and ends the status link.
begin;
select plan(18);

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
insert into public.subscribers (name, email) values ('Una Unsub', 'una@example.com');
insert into public.newsletter_subscribers (email, source) values ('una@example.com', 'footer');
insert into public.subscribers (name, email) values ('Erin Erase', 'erin@example.com');
select throws_ok('select * from public.unsubscribe_tokens', '42501', null, 'anon cannot read the unsubscribe tokens');
select throws_ok($$select public.unsubscribe_token('una@example.com')$$, '42501', null,
  'anon cannot issue an unsubscribe token');
reset role;

create temporary table t on commit drop as
  select public.unsubscribe_token('una@example.com') as token,
         (select k.status_token from public.subscriber_secrets k join public.subscribers s on s.id = k.subscriber_id
          where s.email = 'erin@example.com') as erin_status,
         public.waitlist_count() as count_before;
grant select on t to anon;

select is(public.unsubscribe_token('UNA@example.com'), (select token from t), 'one token per address');
select ok((select token ~ '^[0-9a-f]{64}$' from t), 'the token is 64 hex characters');
select is((select count(*) from public.outbox where email = 'una@example.com' and status = 'pending'
           and kind in ('welcome-email', 'newsletter-welcome-email')), 2::bigint, 'two welcome emails are queued');

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select is(public.unsubscribe(repeat('0', 64)), false, 'an unknown token unsubscribes nobody');
select is(public.unsubscribe((select token from t)), true, 'the token unsubscribes');
select is(public.unsubscribe((select token from t)), true, 'a second click is fine');
reset role;

select isnt((select unsubscribed_at from public.subscribers where email = 'una@example.com'), null,
  'the waitlist row is marked');
select isnt((select unsubscribed_at from public.newsletter_subscribers where email = 'una@example.com'), null,
  'the newsletter row is marked');
select is((select count(*) from public.outbox where email = 'una@example.com' and status = 'skipped'), 2::bigint,
  'the queued emails are dropped; the Shopify syncs stay');

-- A message queued later (a replay, another path) is skipped by the claim.
insert into public.outbox (kind, email) values ('newsletter-welcome-email', 'una@example.com');
select is((select count(*) from public.claim_outbox_messages(100, 60) where email = 'una@example.com'
           and kind in ('welcome-email', 'newsletter-welcome-email')), 0::bigint,
  'the deliverer claims no email to an unsubscribed address');
select is((select status from public.outbox where email = 'una@example.com' order by id desc limit 1), 'skipped',
  'and marks it skipped');

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select is(public.request_welcome_email_resend('una@example.com'), false,
  'joining again within 10 minutes of the last welcome email sends nothing');

-- Erase.
select is(public.erase_waitlist_signup((select erin_status from t)), true, 'delete me erases');
select is(public.waitlist_count(), (select count_before from t), 'the waiting count is unchanged');
select is((select count(*) from public.waitlist_status((select erin_status from t))), 0::bigint,
  'the status link stops working');
reset role;
-- Only the Shopify erase message keeps the address, until it is delivered (migration
-- 20251124180000; supabase/tests/14 checks that delivering it forgets the address).
select is(
  (select count(*) from public.subscribers where name = 'Erin Erase' or email = 'erin@example.com')
  + (select count(*) from public.outbox where email = 'erin@example.com'
     and not (kind = 'customer-erase' and status = 'pending')),
  0::bigint, 'no row holds the name or the address any more, but the pending Shopify erase');

select * from finish();
rollback;
