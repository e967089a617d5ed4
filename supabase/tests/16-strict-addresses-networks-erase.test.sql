-- Issue 24, items 7, 5 and 6:
-- 7. addresses with invisible characters, comments, address literals or a trailing dot are
--    refused by the database as by the storefront;
-- 5. twins spelled with them normalise alike, and the referral ring rule compares networks
--    (/24, and IPv6 /48 holding every /64), not exact addresses;
-- 6. erase reaches the newsletter twin: after it, no table holds the address, its twin or
--    the signup's UTM values anywhere.
begin;
select plan(37);

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

create function pg_temp.confirm(address text) returns text
  language sql
as $$
  select outcome from public.confirm_waitlist_signup((
    select o.confirmation_token from public.outbox o
    where o.email = address and o.kind = 'welcome-email' and o.confirmation_token is not null
    order by o.id desc limit 1));
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

-- 7. Strict addresses -------------------------------------------------------------------------

select pg_temp.as_visitor(null);
select throws_ok(
  format($$insert into public.newsletter_subscribers (email, source) values (%L, 'footer')$$, bad.email),
  '23514', null, bad.why)
from (
  values (1, 'zero' || U&'\200B' || 'width@example.com', 'a zero-width space is refused'),
         (2, 'soft' || U&'\00AD' || 'hyphen@example.com', 'a soft hyphen is refused'),
         (3, 'rtl' || U&'\202E' || 'moc.elpmaxe@example.com', 'a right-to-left override is refused'),
         (4, 'bom' || U&'\FEFF' || '@example.com', 'a byte order mark is refused'),
         (5, 'ana(comment)@example.com', 'a (comment) is refused'),
         (6, 'ana@[127.0.0.1]', 'an address literal is refused'),
         (7, 'ana@127.0.0.1', 'an IP address for a domain is refused'),
         (8, 'ana@gmail.com.', 'a trailing-dot domain is refused'),
         (9, 'ana@gmail..com', 'an empty domain label is refused'),
         (10, '.ana@example.com', 'a local part starting with a dot is refused'),
         (11, 'an..a@example.com', 'two dots in a row are refused'),
         (12, '"ana"@example.com', 'a quoted local part is refused'),
         (13, 'ana@-example.com', 'a label starting with a hyphen is refused'),
         (14, 'ana@mailinator' || U&'\200B' || '.com', 'a zero-width space in the domain is refused')
) as bad (n, email, why)
order by bad.n;
select lives_ok($$insert into public.newsletter_subscribers (email, source) values ('josé.o+tag@exämple.co.uk', 'footer')$$,
  'an internationalised address with a +tag is fine');
select lives_ok($$insert into public.newsletter_subscribers (email, source) values ('ana@xn--80ak6aa92e.xn--p1ai', 'footer')$$,
  'a punycode domain is fine');
reset role;

-- 5. Normalised twins and networks ------------------------------------------------------------

select is(public.normalised_email('X.Y+z@Gmail.com.'), 'xy@gmail.com', 'a trailing dot normalises away');
select is(public.normalised_email('x' || U&'\200B' || 'y@gmail' || U&'\00AD' || '.com'), 'xy@gmail.com',
  'invisible characters normalise away');

select pg_temp.join_as('Net Rita', 'net-rita@example.com', '203.0.113.1');
select pg_temp.join_as('Net Neighbour', 'net-neighbour@example.com', '203.0.113.77', pg_temp.code_of('net-rita@example.com'));
select pg_temp.join_as('Net Far', 'net-far@example.com', '198.51.100.9', pg_temp.code_of('net-rita@example.com'));
select is(pg_temp.confirm('net-neighbour@example.com'), 'confirmed', 'a friend from the referrer''s /24 confirms');
select is(pg_temp.credited('net-neighbour@example.com'), false, 'but earns nothing');
select is(pg_temp.confirm('net-far@example.com'), 'confirmed', 'a friend from another network confirms');
select is(pg_temp.credited('net-far@example.com'), true, 'and earns');

select pg_temp.join_as('Six Rita', 'six-rita@example.com', '2001:db8:1:2::1');
select pg_temp.join_as('Six Next', 'six-next@example.com', '2001:db8:1:3::1', pg_temp.code_of('six-rita@example.com'));
select pg_temp.join_as('Six Far', 'six-far@example.com', '2001:db8:2::1', pg_temp.code_of('six-rita@example.com'));
select is(pg_temp.confirm('six-next@example.com') || pg_temp.confirm('six-far@example.com'),
  'confirmedconfirmed', 'the IPv6 friends confirm');
select is(pg_temp.credited('six-next@example.com'), false, 'another /64 of the referrer''s /48 earns nothing');
select is(pg_temp.credited('six-far@example.com'), true, 'another /48 earns');

-- 6. Erase reaches every spelling ---------------------------------------------------------------

select pg_temp.as_visitor('192.0.2.200');
insert into public.subscribers (name, email, utm_source, utm_medium, utm_campaign)
values ('Twin Person', 'Erase.Twin+wl@gmail.com', 'twin-source', 'twin-medium', 'twin-campaign');
insert into public.newsletter_subscribers (email, source, utm_campaign)
values ('erasetwin@gmail.com', 'footer', 'twin-campaign');
reset role;
select is((select count(*) from public.subscribers s join public.newsletter_subscribers n
           on n.email_normalised = s.email_normalised where s.email = 'erase.twin+wl@gmail.com'),
  1::bigint, 'the newsletter row is the waitlist row''s twin');
select is(length(public.unsubscribe_token('erasetwin@gmail.com')), 64, 'the twin has an unsubscribe token');
insert into public.welcome_email_sends (email, last_sent_at) values ('erasetwin@gmail.com', now());
create temporary table twin on commit drop as
  select k.status_token from public.subscriber_secrets k
  join public.subscribers s on s.id = k.subscriber_id where s.email = 'erase.twin+wl@gmail.com';
grant select on twin to anon;

select pg_temp.as_visitor(null);
select is(public.erase_waitlist_signup((select status_token from twin)), true, 'Delete me');
reset role;

-- Every table of the API's schema, every column, as text: the address, its twin, the name
-- and the UTM values are gone. Only the Shopify erase messages keep an address, each until it
-- is delivered (complete_outbox_message forgets it).
create function pg_temp.rows_mentioning(pattern text) returns table (table_name text, n bigint)
  language plpgsql
as $$
declare
  t record;
  found_rows bigint;
begin
  for t in
    select c.relname from pg_class c
    join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = 'public' and c.relkind = 'r'
    order by c.relname
  loop
    execute format('select count(*) from public.%I r where r::text ~* %L', t.relname, pattern)
      into found_rows;
    if found_rows > 0 then
      table_name := t.relname;
      n := found_rows;
      return next;
    end if;
  end loop;
end;
$$;

select ok((select count(*) >= 9 from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
           where ns.nspname = 'public' and c.relkind = 'r'), 'the scan covers every table in public');
select is(
  (select string_agg(table_name || ':' || n, ',') from pg_temp.rows_mentioning(
    'erase\.twin|erasetwin|twin person|twin-source|twin-medium|twin-campaign')),
  'outbox:2', 'only two outbox rows still name the person');
select is(
  (select string_agg(kind || ':' || status || ':' || email, ',' order by email) from public.outbox
   where email in ('erase.twin+wl@gmail.com', 'erasetwin@gmail.com')),
  'customer-erase:pending:erase.twin+wl@gmail.com,customer-erase:pending:erasetwin@gmail.com',
  'the Shopify erase of each spelling, waiting to be delivered');
select is((select count(*) from (
  select public.complete_outbox_message(id) from public.outbox
  where kind = 'customer-erase' and email in ('erase.twin+wl@gmail.com', 'erasetwin@gmail.com')) delivered),
  2::bigint, 'the deliverer completes both');
select is(
  (select count(*) from pg_temp.rows_mentioning(
    'erase\.twin|erasetwin|twin person|twin-source|twin-medium|twin-campaign')),
  0::bigint, 'once delivered, no row of any table names the person');
select is((select count(*) from public.subscribers where erased_at is not null
           and (signup_ip_hash is not null or signup_network_hash is not null)), 0::bigint,
  'erased rows keep no IP or network hash');

-- Unsubscribe by one spelling reaches the twin.
select pg_temp.join_as('Unsub Twin', 'Un.Sub+a@gmail.com', null);
insert into public.newsletter_subscribers (email, source) values ('unsub@gmail.com', 'exit-intent');
create temporary table unsub on commit drop as
  select public.unsubscribe_token('un.sub+a@gmail.com') as token;
grant select on unsub to anon;
select pg_temp.as_visitor(null);
select is(public.unsubscribe((select token from unsub)), true, 'one spelling unsubscribes');
reset role;
select is((select count(*) from public.newsletter_subscribers where email = 'unsub@gmail.com'
           and unsubscribed_at is not null), 1::bigint, 'the newsletter twin is unsubscribed too');
select is((select count(*) from public.outbox where email = 'unsub@gmail.com' and status = 'pending'
           and kind = 'newsletter-welcome-email'), 0::bigint, 'and its queued email dropped');

select * from finish();
rollback;
