-- What a link from an email says when it is opened again (issue 25 item 16): the three
-- read-only state functions answer for anon without changing anything, and the links of an
-- erased signup are remembered as erased (by the hash of their random tokens only).
begin;
select plan(14);

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
insert into public.subscribers (name, email) values ('Lena Link', 'lena@example.com');
reset role;

create temporary table t on commit drop as
  select (select o.confirmation_token from public.outbox o
          where o.email = 'lena@example.com' and o.kind = 'welcome-email'
          order by o.id desc limit 1) as confirmation_token,
         (select k.status_token from public.subscriber_secrets k
          join public.subscribers s on s.id = k.subscriber_id
          where s.email = 'lena@example.com') as status_token,
         public.unsubscribe_token('lena@example.com') as unsubscribe_token;
grant select on t to anon;

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select throws_ok('select * from public.erased_tokens', '42501', null, 'anon cannot read the erased tokens');
select is(public.waitlist_confirmation_state((select confirmation_token from t)), 'pending',
  'a fresh confirmation link can confirm');
select is(public.waitlist_confirmation_state(repeat('0', 64)), 'invalid', 'a made-up confirmation link is invalid');
select is(public.unsubscribe_state((select unsubscribe_token from t)), 'subscribed',
  'a fresh unsubscribe link can unsubscribe');
select is(public.unsubscribe_state(repeat('0', 64)), 'invalid', 'a made-up unsubscribe link is invalid');
select is(public.waitlist_token_erased((select status_token from t)), false, 'a live status link is not erased');

select is((select outcome from public.confirm_waitlist_signup((select confirmation_token from t))), 'confirmed',
  'the link confirms');
select is(public.waitlist_confirmation_state((select confirmation_token from t)), 'used',
  'opened again, the link is used: the place is confirmed');
select is(public.unsubscribe((select unsubscribe_token from t)), true, 'the unsubscribe link unsubscribes');
select is(public.unsubscribe_state((select unsubscribe_token from t)), 'unsubscribed',
  'opened again, the unsubscribe link is already used');

select is(public.erase_waitlist_signup((select status_token from t)), true, 'delete me erases');
select is(public.waitlist_token_erased((select status_token from t)), true,
  'the status link is remembered as erased');
select is(public.unsubscribe_state((select unsubscribe_token from t)), 'erased',
  'the unsubscribe link of the erased address says so');
reset role;

select is((select count(*) from public.erased_tokens
           where token_hash in (public.token_hash((select status_token from t)),
                                public.token_hash((select unsubscribe_token from t)))), 2::bigint,
  'only the hashes of the two tokens are kept');

select * from finish();
rollback;
