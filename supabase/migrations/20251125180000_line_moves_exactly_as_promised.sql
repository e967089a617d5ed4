-- Places in line move exactly as the status page promises (issue 25, decision 0214):
-- "Every friend who joins through your link and confirms moves you 5 places up the line."
--
-- The line was a score computed on read (signup order minus 5 per credited referral, ties
-- to the referrer), which moved people by other amounts: "#7 of 28" became "#1 of 29" after
-- one referral, because places others had taken and given were counted twice, and a first
-- signup dropped to #2 on a tie. Now the line is an order that changes only by the rule:
--
-- - A new signup joins at the end.
-- - When a friend's credit lands (referral_credited_at set, under the referral lock), the
--   referrer moves up exactly places_per_referral() places from where they stand at that
--   moment, or to #1 when fewer are ahead; the people passed each move one place down.
--   A friend moves their referrer once (`referrer_moved_at`), however often they confirm.
--   Nothing else changes anyone's place (a credit is not taken back; an erased signup keeps
--   its place, so the others' places stay right).
--
-- The order is a key per signup (`line_key`): new signups take the next integer, a move
-- takes the exact midpoint between the two signups it lands between (numeric, so never a
-- tie). Places are still numbered on read, by waitlist_line().

alter table public.subscribers
  add column line_key numeric,
  -- On a friend's row: when their credit moved the referrer. A friend moves their referrer
  -- once, even if they confirm again (after an unsubscribe, decision 0157).
  add column referrer_moved_at timestamptz;

-- Today's line is kept as it stands: each signup's key is its current place.
update public.subscribers s
set line_key = l.place
from public.waitlist_line() l
where l.subscriber_id = s.id;

update public.subscribers
set referrer_moved_at = referral_credited_at
where referral_credited_at is not null;

create sequence public.subscribers_line_key_seq;
select setval(
  'public.subscribers_line_key_seq',
  coalesce((select max(line_key)::bigint from public.subscribers), 0) + 1,
  false
);
revoke all on sequence public.subscribers_line_key_seq from public, anon, authenticated;

-- A new signup joins at the end. SECURITY DEFINER: the visitor may not use the sequence,
-- and cannot choose a key (line_key is not among the columns the API roles may insert).
create function public.join_line_at_the_end() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  new.line_key := nextval('public.subscribers_line_key_seq');
  return new;
end;
$$;
revoke execute on function public.join_line_at_the_end() from public, anon, authenticated;

create trigger subscribers_join_line_at_the_end
  before insert on public.subscribers
  for each row execute function public.join_line_at_the_end();

alter table public.subscribers alter column line_key set not null;
create unique index subscribers_line_key on public.subscribers (line_key);

-- The line: numbered on read from the order, with each signup's credited referrals.
create or replace function public.waitlist_line()
  returns table (subscriber_id bigint, place bigint, referrals bigint)
  language sql
  stable
  set search_path = ''
as $$
  with credits as (
    select r.referred_by as id, count(*) as referrals
    from public.subscribers r
    where r.referred_by is not null and r.referral_credited_at is not null
    group by r.referred_by
  )
  select s.id,
         row_number() over (order by s.line_key),
         coalesce(c.referrals, 0)
  from public.subscribers s
  left join credits c on c.id = s.id;
$$;

-- THE move: `member` goes up places_per_referral() places from where it stands now (to #1
-- when fewer are ahead), landing just ahead of whoever holds the target place. Called with
-- the referral lock held, so two credits never interleave.
create function public.move_up_in_line(member bigint) returns void
  language plpgsql
  set search_path = ''
as $$
declare
  current_place bigint;
  target_place bigint;
  target_key numeric;
  key_above numeric;
begin
  select l.place into current_place
  from (
    select s.id, row_number() over (order by s.line_key) as place
    from public.subscribers s
  ) l
  where l.id = member;
  if current_place is null or current_place = 1 then
    return;
  end if;
  target_place := greatest(1, current_place - public.places_per_referral());
  select l.line_key into target_key
  from (
    select s.line_key, row_number() over (order by s.line_key) as place
    from public.subscribers s
  ) l
  where l.place = target_place;
  select max(s.line_key) into key_above
  from public.subscribers s
  where s.line_key < target_key;
  update public.subscribers
  -- The exact midpoint (a product keeps every digit; a quotient would round).
  set line_key = case
    when key_above is null then target_key - 1
    else (key_above + target_key) * 0.5
  end
  where id = member;
end;
$$;
revoke execute on function public.move_up_in_line(bigint) from public, anon, authenticated;

-- The credit is decided when the friend's confirmation lands (as before); a credit now also
-- moves the referrer, under the same lock.
create or replace function public.decide_referral_credit() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.confirmed_at is null then
    new.referral_credited_at := null;
  elsif old.confirmed_at is null then
    if new.referred_by is not null then
      perform pg_advisory_xact_lock(hashtext('referral-credit'));
    end if;
    new.referral_credited_at := case
      when public.referral_earns_credit(new.id, new.referred_by, new.signup_ip_hash, new.signup_network_hash)
      then new.confirmed_at end;
    if new.referral_credited_at is not null and new.referrer_moved_at is null then
      perform public.move_up_in_line(new.referred_by);
      new.referrer_moved_at := new.referral_credited_at;
    end if;
  end if;
  return new;
end;
$$;
