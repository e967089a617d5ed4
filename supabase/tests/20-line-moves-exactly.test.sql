-- Places in line move exactly as the status page promises (issue 25, migration
-- 20251125180000, decision 0214): every credited friend moves the referrer 5 places up
-- from where they stand, the people passed move one place down each, nobody else moves.
begin;
select plan(16);

-- The table owner inserts (no request IP, so no rate limit) and confirms (as the
-- confirmation link does, by setting confirmed_at; the credit trigger decides the rest).
create function pg_temp.join_line(n integer, label text) returns void
  language plpgsql
as $$
begin
  insert into public.subscribers (name, email)
  select label || ' ' || i, label || '-' || i || '@example.com' from generate_series(1, n) as i;
end;
$$;

create function pg_temp.join_through(address text, referrer text) returns void
  language plpgsql
as $$
begin
  insert into public.subscribers (name, email, referrer_code)
  values ('Friend', address, (select s.referral_code from public.subscribers s where s.email = referrer));
end;
$$;

create function pg_temp.confirm(address text) returns void
  language plpgsql
as $$
begin
  update public.subscribers set confirmed_at = now() where email = address;
end;
$$;

create function pg_temp.place_of(address text) returns bigint
  language sql
as $$
  select l.place from public.waitlist_line() l
  join public.subscribers s on s.id = l.subscriber_id where s.email = address;
$$;

-- Everyone's place, in signup order, as one array (to see who moved).
create function pg_temp.places() returns bigint[]
  language sql
as $$
  select array_agg(l.place order by s.id) from public.waitlist_line() l
  join public.subscribers s on s.id = l.subscriber_id;
$$;

select pg_temp.join_line(28, 'line');
select is(pg_temp.place_of('line-7@example.com'), 7::bigint, '#7 of 28 before any referral');

-- One friend joins through #7's link and confirms: #7 moves exactly 5 places, to #2.
select pg_temp.join_through('friend-a@example.com', 'line-7@example.com');
select is(pg_temp.place_of('friend-a@example.com'), 29::bigint, 'a new signup joins at the end');
create temporary table before_credit on commit drop as select pg_temp.places() as places;
select pg_temp.confirm('friend-a@example.com');
select is(pg_temp.place_of('line-7@example.com'), 2::bigint, 'one credited friend: #7 becomes #2, exactly 5 places up');
select is(pg_temp.place_of('line-1@example.com'), 1::bigint, 'the first signup keeps #1: nobody was tied with it');
select is(
  (select array_agg(p order by i) from unnest(pg_temp.places()) with ordinality as t(p, i) where i between 2 and 6),
  array[3, 4, 5, 6, 7]::bigint[],
  'the five people passed move one place down each'
);
select is(
  (select array_agg(p order by i) from unnest(pg_temp.places()) with ordinality as t(p, i) where i > 7),
  (select array_agg(p order by i) from unnest((select places from before_credit)) with ordinality as t(p, i) where i > 7),
  'nobody behind the referrer moves'
);

-- A place someone else took earlier is not counted again: #9 moves to exactly #4.
select is(pg_temp.place_of('line-9@example.com'), 9::bigint, 'line-9 is #9 (line-7 passed nobody behind it)');
select pg_temp.join_through('friend-b@example.com', 'line-9@example.com');
select pg_temp.confirm('friend-b@example.com');
select is(pg_temp.place_of('line-9@example.com'), 4::bigint, 'a second referrer moves exactly 5 places too: #9 becomes #4');

-- Fewer than 5 ahead: to #1, and the one who was first is now second.
select pg_temp.join_through('friend-c@example.com', 'line-2@example.com');
select pg_temp.confirm('friend-c@example.com');
select is(pg_temp.place_of('line-2@example.com'), 1::bigint, 'fewer than 5 people ahead: the referrer goes to #1');
select is(pg_temp.place_of('line-1@example.com'), 2::bigint, 'and the one it passed is one place down');

-- Two friends, ten places.
select is(pg_temp.place_of('line-20@example.com'), 20::bigint, 'line-20 is #20');
select pg_temp.join_through('friend-d@example.com', 'line-20@example.com');
select pg_temp.join_through('friend-e@example.com', 'line-20@example.com');
select pg_temp.confirm('friend-d@example.com');
select pg_temp.confirm('friend-e@example.com');
select is(pg_temp.place_of('line-20@example.com'), 10::bigint, 'two credited friends: ten places');

-- A friend who confirms again (after an unsubscribe, decision 0157) moves nobody twice.
update public.subscribers set confirmed_at = null where email = 'friend-d@example.com';
select pg_temp.confirm('friend-d@example.com');
select is(pg_temp.place_of('line-20@example.com'), 10::bigint, 'confirming again moves the referrer no further');

-- An unconfirmed friend moves nobody.
select pg_temp.join_through('friend-f@example.com', 'line-25@example.com');
select is(pg_temp.place_of('line-25@example.com'), 25::bigint, 'an unconfirmed friend moves nobody');

select is(
  (select count(distinct place) from public.waitlist_line()),
  (select count(*) from public.subscribers),
  'every signup still has its own place'
);
select is(
  (select count(*) from public.subscribers where line_key is null),
  0::bigint,
  'every signup has a key in the line'
);

select * from finish();
rollback;
