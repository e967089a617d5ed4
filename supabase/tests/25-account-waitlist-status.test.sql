-- Issue 29: the waitlist on /account. The worker asks by the signed-in customer's email
-- with its proxy key; the anon key without it reads no one, an unknown email reads nothing.
begin;
select plan(6);

do $$ begin perform public.set_waitlist_proxy_key('the-worker-key-of-at-least-32-characters'); end $$;
insert into public.subscribers (name, email) values ('Acc First', 'acc-first@example.com');
insert into public.subscribers (name, email) values ('Acc Second', 'Acc.Second@Example.com');

create function pg_temp.as_anon(headers jsonb) returns void
  language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
  perform set_config('request.headers', headers::text, true);
  set local role anon;
end;
$$;

select pg_temp.as_anon('{}');
select throws_ok(
  $$select * from public.account_waitlist_status('acc-first@example.com')$$,
  '42501', null, 'without the worker''s key the anon key reads no one'
);
reset role;

select pg_temp.as_anon('{"x-waitlist-proxy-key": "guessed"}');
select throws_ok(
  $$select * from public.account_waitlist_status('acc-first@example.com')$$,
  '42501', null, 'a guessed key is refused'
);
reset role;

select pg_temp.as_anon('{"x-waitlist-proxy-key": "the-worker-key-of-at-least-32-characters"}');
select is(
  (select confirmed from public.account_waitlist_status('acc-first@example.com')),
  false, 'the worker reads the customer''s own signup'
);
select ok(
  (select place >= 1 and referral_code is not null and total >= 2
   from public.account_waitlist_status('acc-first@example.com')),
  'with the place, the referral code and the line''s length'
);
select is(
  (select count(*) from public.account_waitlist_status('ACC.SECOND@example.com')),
  1::bigint, 'whatever the case of the address'
);
select is(
  (select count(*) from public.account_waitlist_status('nobody@example.com')),
  0::bigint, 'an address not on the list reads nothing'
);
reset role;

select * from finish();
rollback;
