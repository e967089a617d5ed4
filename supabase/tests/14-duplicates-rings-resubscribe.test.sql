-- Duplicates, referral rings, re-subscribing and the Shopify side of unsubscribe and erase
-- (issue 15, migration 20251124180000, decision 0157).
begin;
select plan(39);

create function pg_temp.as_visitor(ip text) returns void
  language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
  perform set_config('request.headers',
    case when ip is null then '{}' else json_build_object('x-forwarded-for', ip)::text end, true);
  execute 'set local role anon';
end;
$$;

create function pg_temp.join_as(name text, email text, ip text, ref text default null) returns void
  language plpgsql
as $$
begin
  perform pg_temp.as_visitor(ip);
  insert into public.subscribers (name, email, referrer_code) values (name, email, ref);
  reset role;
end;
$$;

-- The latest confirmation token queued for an address (the owner reads the outbox).
create function pg_temp.token_of(address text) returns text
  language sql
as $$
  select o.confirmation_token from public.outbox o
  where o.email = address and o.kind = 'welcome-email' and o.confirmation_token is not null
  order by o.id desc limit 1;
$$;

create function pg_temp.confirm(address text) returns text
  language sql
as $$
  select outcome from public.confirm_waitlist_signup(pg_temp.token_of(address));
$$;

create function pg_temp.code_of(address text) returns text
  language sql
as $$
  select referral_code from public.subscribers where email = address;
$$;

create function pg_temp.credited(address text) returns boolean
  language sql
as $$
  select referral_credited_at is not null from public.subscribers where email = address;
$$;

create function pg_temp.referrals_of(address text) returns bigint
  language sql
as $$
  select l.referrals from public.waitlist_line() l
  join public.subscribers s on s.id = l.subscriber_id where s.email = address;
$$;

-- 1. Duplicates by the normalised address ------------------------------------------------------

select pg_temp.join_as('Jane Doe', 'janedoe@googlemail.com', null);
select pg_temp.as_visitor(null);
select throws_ok(
  $$insert into public.subscribers (name, email) values ('Jane Again', 'Jane.Doe+grill@gmail.com')$$,
  '23505', null, 'a Gmail twin (dots, +tag, gmail.com) is a duplicate');
select throws_ok(
  $$insert into public.newsletter_subscribers (email, source) values ('x@example.com', 'footer'),
                                                                   ('X+news@example.com', 'footer')$$,
  '23505', null, 'a +tag twin is a duplicate on the newsletter too');
reset role;
select is((select email::text || ' ' || email_normalised from public.subscribers where email like 'janedoe@%'),
  'janedoe@googlemail.com janedoe@gmail.com', 'the row keeps what the visitor typed');

-- The duplicate path: the twin finds the row (its last welcome email aged past the limit).
update public.outbox set created_at = now() - interval '11 minutes' where email = 'janedoe@googlemail.com';
select pg_temp.as_visitor(null);
select is(public.request_welcome_email_resend('Jane.Doe+grill@gmail.com'), true,
  'the twin address resends the welcome email');
reset role;
select is((select count(*) from public.outbox where email = 'janedoe@googlemail.com' and kind = 'welcome-email'
           and confirmation_token is not null and created_at > now() - interval '1 minute'),
  1::bigint, 'to the stored address, with a fresh confirmation link');

-- Erased rows do not block the person joining again.
select pg_temp.join_as('Erin', 'erin@example.com', '198.51.100.50');
select isnt((select signup_ip_hash from public.subscribers where email = 'erin@example.com'), null,
  'a signup keeps a hash of its IP');
select is(public.erase_waitlist_signup((select k.status_token from public.subscriber_secrets k
  join public.subscribers s on s.id = k.subscriber_id where s.email = 'erin@example.com')), true, 'erased');
select is((select count(*) from public.subscribers where erased_at is not null and signup_ip_hash is not null),
  0::bigint, 'erase clears the IP hash');
select lives_ok($$select pg_temp.join_as('Erin', 'erin@example.com', null)$$,
  'an erased person may join again');

-- 2. Referral rings from one IP ---------------------------------------------------------------

select pg_temp.join_as('Rita', 'rita@example.com', '203.0.113.1');
select is(
  (select signup_ip_hash <> sha256(convert_to('203.0.113.1', 'UTF8')) and length(signup_ip_hash) = 32
   from public.subscribers where email = 'rita@example.com'),
  true, 'the IP is stored as a keyed SHA-256 only');
select pg_temp.join_as('Same IP', 'same-ip@example.com', '203.0.113.1', pg_temp.code_of('rita@example.com'));
select pg_temp.join_as('Friend B', 'friend-b@example.com', '198.51.100.2', pg_temp.code_of('rita@example.com'));
select pg_temp.join_as('Again B', 'again-b@example.com', '198.51.100.2', pg_temp.code_of('rita@example.com'));
select pg_temp.join_as('No IP', 'no-ip@example.com', null, pg_temp.code_of('rita@example.com'));
select is(pg_temp.confirm('same-ip@example.com'), 'confirmed', 'the same-IP friend confirms');
select is(pg_temp.credited('same-ip@example.com'), false, 'but earns nothing: the referrer''s own IP');
select is(pg_temp.confirm('friend-b@example.com'), 'confirmed', 'a friend from another network confirms');
select is(pg_temp.credited('friend-b@example.com'), true, 'and earns a credit');
select is(pg_temp.confirm('again-b@example.com'), 'confirmed', 'a second friend from that IP confirms');
select is(pg_temp.credited('again-b@example.com'), false, 'but an IP earns a chain one credit only');
select is(pg_temp.confirm('no-ip@example.com'), 'confirmed', 'a friend without a known IP confirms');
select is(pg_temp.credited('no-ip@example.com'), true, 'and earns (nothing to tell it apart)');
select is(pg_temp.referrals_of('rita@example.com'), 2::bigint, 'the line counts the credited friends only');

-- Up the chain: Friend B's own friends.
select pg_temp.join_as('Grand A', 'grand-a@example.com', '203.0.113.1', pg_temp.code_of('friend-b@example.com'));
select pg_temp.join_as('Grand B', 'grand-b@example.com', '198.51.100.2', pg_temp.code_of('friend-b@example.com'));
select pg_temp.join_as('Grand C', 'grand-c@example.com', '192.0.2.3', pg_temp.code_of('friend-b@example.com'));
select is(pg_temp.confirm('grand-a@example.com') || pg_temp.confirm('grand-b@example.com')
          || pg_temp.confirm('grand-c@example.com'), 'confirmedconfirmedconfirmed', 'the grandchildren confirm');
select is(pg_temp.credited('grand-a@example.com'), false, 'the IP of anyone up the chain earns nothing');
select is(pg_temp.credited('grand-b@example.com'), false, 'the referrer''s own IP earns nothing');
select is(pg_temp.credited('grand-c@example.com'), true, 'a new IP earns');

-- 3. Re-subscribing ----------------------------------------------------------------------------

select pg_temp.join_as('Una', 'una@example.com', null);
create temporary table una on commit drop as
  select pg_temp.token_of('una@example.com') as first_token,
         public.unsubscribe_token('una@example.com') as unsubscribe_token;
grant select on una to anon;
select pg_temp.as_visitor(null);
select is(public.unsubscribe((select unsubscribe_token from una)), true, 'Una unsubscribes');
select is(public.unsubscribe((select unsubscribe_token from una)), true, 'a second click is fine');
reset role;
update public.outbox set created_at = now() - interval '11 minutes' where email = 'una@example.com';
select pg_temp.as_visitor(null);
select is(public.request_welcome_email_resend('una@example.com'), true,
  'joining again queues a confirmation email');
reset role;
insert into public.outbox (kind, email) values ('newsletter-welcome-email', 'una@example.com');
select is(
  (select string_agg(kind || ':' || (confirmation_token is not null)::text, ',')
   from public.claim_outbox_messages(100, 60) where email = 'una@example.com'
     and kind in ('welcome-email', 'newsletter-welcome-email')),
  'welcome-email:true', 'the deliverer sends only the confirmation email to the unsubscribed address');
select is((select outcome from public.confirm_waitlist_signup((select first_token from una))), 'expired',
  'a link sent before the unsubscribe does not resubscribe');
select is(pg_temp.confirm('una@example.com'), 'confirmed', 'the new link confirms');
select ok((select unsubscribed_at is null and marketing_consent_at > now() - interval '1 minute'
           from public.subscribers where email = 'una@example.com'),
  'which clears the unsubscribe and records the new consent');

-- 4. Unsubscribe and erase reach Shopify ---------------------------------------------------------

select is(
  (select string_agg(kind || ':' || status, ',' order by id) from public.outbox
   where email = 'una@example.com' and kind like 'customer-%' and kind <> 'customer-sync'),
  'customer-unsubscribe:pending,customer-consent:pending',
  'one unsubscribe for Shopify per unsubscribe, then the new consent');

select pg_temp.join_as('Cora', 'cora@example.com', null);
select is(pg_temp.confirm('cora@example.com'), 'confirmed', 'Cora confirms');
select is(public.unsubscribe(public.unsubscribe_token('cora@example.com')), true, 'and unsubscribes');
select is(
  (select string_agg(kind || ':' || status, ',' order by id) from public.outbox
   where email = 'cora@example.com' and kind in ('customer-consent', 'customer-unsubscribe')),
  'customer-consent:skipped,customer-unsubscribe:pending',
  'a consent still queued is dropped by the unsubscribe');

select is(public.erase_waitlist_signup((select k.status_token from public.subscriber_secrets k
  join public.subscribers s on s.id = k.subscriber_id where s.email = 'cora@example.com')), true, 'and erases');
select is(
  (select string_agg(kind || ':' || status, ',') from public.outbox where email = 'cora@example.com'),
  'customer-erase:pending', 'erase queues the Shopify erase, the only row left with the address');
select lives_ok($$select public.complete_outbox_message((select id from public.outbox where email = 'cora@example.com'))$$,
  'the deliverer completes the erase');
select is((select count(*) from public.outbox where email = 'cora@example.com'), 0::bigint,
  'once delivered it forgets the address');
select is(
  (select count(*) from public.outbox where kind = 'customer-erase' and email like 'erased-outbox-%@erased.invalid'),
  1::bigint, 'the delivered erase message stands as a placeholder');

select * from finish();
rollback;
