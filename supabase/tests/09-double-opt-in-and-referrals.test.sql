-- Double opt-in and referrals (issue 15): the confirmation link works once and expires, a
-- referral counts only once the friend confirmed, self-referrals earn nothing, and the anon
-- key reads no secret.
begin;
select plan(18);

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
insert into public.subscribers (name, email) values ('Rita Referrer', 'rita@gmail.com');
reset role;

create temporary table codes on commit drop as
  select s.id, s.email, s.referral_code, k.status_token,
         (select o.confirmation_token from public.outbox o
          where o.email = s.email and o.kind = 'welcome-email' order by o.id desc limit 1) as confirmation_token
  from public.subscribers s join public.subscriber_secrets k on k.subscriber_id = s.id
  where s.email = 'rita@gmail.com';
grant select on codes to anon;

select ok((select referral_code ~ '^[a-z0-9]{10}$' from codes), 'a signup gets a 10-character referral code');
select ok((select length(confirmation_token) = 64 from codes), 'its welcome email carries a 64-character confirmation token');

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
insert into public.subscribers (name, email, referrer_code)
  values ('Fred Friend', 'fred@example.com', (select referral_code from codes));
-- The same Gmail address with dots and a +tag is a duplicate (the normalised address is
-- unique since 20251124180000), so it cannot refer itself either.
select throws_ok(
  $$insert into public.subscribers (name, email, referrer_code)
    values ('Rita Again', 'R.I.T.A+second@googlemail.com', (select referral_code from codes))$$,
  '23505', null, 'a self-referral (the same Gmail address with dots and a +tag) is a duplicate');
select throws_ok('select * from public.subscriber_secrets', '42501', null, 'anon cannot read the status tokens');
select throws_ok('select * from public.waitlist_confirmations', '42501', null, 'anon cannot read the confirmations');
select throws_ok('select referral_code from public.subscribers', '42501', null, 'anon cannot read the referral codes');
select throws_ok(
  $$insert into public.subscribers (name, email, referred_by) values ('X', 'x@example.com', 1)$$,
  '42501', null, 'anon cannot credit a referrer directly');

select is(
  (select referrals from public.waitlist_status((select status_token from codes))),
  0::bigint,
  'a referral does not count before the friend confirms'
);
select is(
  (select count(*) from public.waitlist_status('not-a-token')),
  0::bigint,
  'an unknown status token shows nothing'
);
reset role;

create temporary table fred on commit drop as
  select o.confirmation_token from public.outbox o
  where o.email = 'fred@example.com' and o.kind = 'welcome-email';
grant select on fred to anon;

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select is(
  (select outcome from public.confirm_waitlist_signup((select confirmation_token from fred))),
  'confirmed',
  'the confirmation link confirms'
);
select is(
  (select outcome from public.confirm_waitlist_signup((select confirmation_token from fred))),
  'used',
  'the same link works only once'
);
select is(
  (select outcome from public.confirm_waitlist_signup('0000')),
  'invalid',
  'a made-up token confirms nothing'
);
select is(
  (select referrals from public.waitlist_status((select status_token from codes))),
  1::bigint,
  'the confirmed friend counts for the referrer'
);
reset role;

select is(
  (select count(*) from public.subscribers where email = 'r.i.t.a+second@googlemail.com'),
  0::bigint,
  'so it credits no one'
);
select ok(
  (select marketing_consent_at is not null and confirmed_at is not null from public.subscribers where email = 'fred@example.com'),
  'confirming records the marketing consent'
);
select is(
  (select count(*) from public.outbox where email = 'fred@example.com' and kind = 'customer-consent'),
  1::bigint,
  'the consent is queued for Shopify once'
);

update public.waitlist_confirmations set expires_at = now() - interval '1 second'
where token_hash = public.token_hash((select confirmation_token from codes));
select is(
  (select outcome from public.confirm_waitlist_signup((select confirmation_token from codes))),
  'expired',
  'a link older than 7 days has expired'
);

select is(
  (select count(distinct place) from public.waitlist_line()),
  (select count(*) from public.subscribers),
  'every signup has its own place'
);

select * from finish();
rollback;
