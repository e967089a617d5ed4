-- Duplicates, referral rings, re-subscribing, and unsubscribe/erase reaching Shopify
-- (issue 15, decision 0157).
--
-- 1. Duplicates by the Gmail-style normalised address: `email_normalised` (lower case, no
--    `+tag`, no dots at Gmail, googlemail.com = gmail.com) is unique on both lists, so a
--    twin spelling takes the duplicate-signup path (a unique violation, 23505) however many
--    join at once. The row keeps what the visitor typed. Erased rows hold a placeholder
--    address, so they never block a new join.
-- 2. Referral rings from one IP earn nothing: each signup keeps a keyed SHA-256 of the client
--    IP the rate limiter resolved (never the IP itself); when the friend confirms, the credit
--    is decided once, in referral_earns_credit(), and recorded in `referral_credited_at`.
--    Every count of referrals (the line, the top referrers) counts only credited rows.
-- 3. Joining again after an unsubscribe sends a new confirmation link (the resend's limits);
--    confirming it clears `unsubscribed_at` and records the new consent. Until then only
--    that confirmation email may go to the address.
-- 4. Unsubscribe queues `customer-unsubscribe` (the Shopify customer's email marketing
--    becomes UNSUBSCRIBED) and erase queues `customer-erase` (consent withdrawn and the
--    customer's data erasure requested), through the same outbox and deliverer. The erase
--    message holds the address only until it is delivered (Shopify is looked up by it).

-- 1. Duplicates ---------------------------------------------------------------------------

alter table public.subscribers add column email_normalised text;
alter table public.newsletter_subscribers add column email_normalised text;

create function public.set_email_normalised() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.email_normalised := public.normalised_email(new.email);
  return new;
end;
$$;
revoke execute on function public.set_email_normalised() from public, anon, authenticated;

create trigger subscribers_normalise_email
  before insert or update of email on public.subscribers
  for each row execute function public.set_email_normalised();
create trigger newsletter_subscribers_normalise_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.set_email_normalised();

-- Existing rows: the first of each twin group gets the normalised address; a later twin
-- stored before this migration keeps null (it stays, and a deploy must not fail on it).
update public.subscribers s set email_normalised = public.normalised_email(s.email)
where not exists (
  select 1 from public.subscribers e
  where e.id < s.id and public.normalised_email(e.email) = public.normalised_email(s.email)
);
update public.newsletter_subscribers s set email_normalised = public.normalised_email(s.email)
where not exists (
  select 1 from public.newsletter_subscribers e
  where e.id < s.id and public.normalised_email(e.email) = public.normalised_email(s.email)
);

alter table public.subscribers
  add constraint subscribers_email_normalised_key unique (email_normalised);
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_normalised_key unique (email_normalised);

-- 2. Referral rings -------------------------------------------------------------------------

-- The key of the IP hash: random per database, readable by no API role (waitlist_settings).
insert into public.waitlist_settings (name, value)
values ('ip_hash_key', public.new_secret_token())
on conflict (name) do nothing;

-- Keyed SHA-256 of the request's client IP (request_client_ip(): the proxy-key rules of the
-- rate limiter), or null when there is none (loopback, no headers).
create function public.request_client_ip_hash() returns bytea
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select sha256(convert_to(s.value || '|' || host(ip.address), 'UTF8'))
  from (select public.request_client_ip() as address) as ip
  join public.waitlist_settings s on s.name = 'ip_hash_key'
  where ip.address is not null;
$$;
revoke execute on function public.request_client_ip_hash() from public, anon, authenticated;

alter table public.subscribers
  -- Keyed hash of the signup's client IP (referral rings); cleared by erase.
  add column signup_ip_hash bytea,
  -- Set when the confirmed friend earned the referrer a credit (decided once, at confirmation).
  add column referral_credited_at timestamptz;

-- Confirmed referrals before this migration keep their credit (no IP was known then).
update public.subscribers set referral_credited_at = confirmed_at
where referred_by is not null and confirmed_at is not null;

create index subscribers_credited_referrals on public.subscribers (referred_by)
  where referral_credited_at is not null;

create function public.record_signup_ip() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  new.signup_ip_hash := public.request_client_ip_hash();
  new.referral_credited_at := null;
  return new;
end;
$$;
revoke execute on function public.record_signup_ip() from public, anon, authenticated;

create trigger subscribers_record_signup_ip
  before insert on public.subscribers
  for each row execute function public.record_signup_ip();

-- THE ring rule, in one place: a confirmed friend earns their referrer a credit unless they
-- signed up from the IP of the referrer or of anyone up the referrer's chain, or from an IP
-- that already earned anyone in that chain a credit. Without a known IP it cannot tell, and
-- credits (self-referrals never got a `referred_by`).
create function public.referral_earns_credit(friend bigint, referrer bigint, ip_hash bytea)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  with recursive chain (id, depth) as (
    select referrer, 1 where referrer is not null
    union all
    select s.referred_by, c.depth + 1
    from chain c join public.subscribers s on s.id = c.id
    where s.referred_by is not null and c.depth < 100
  )
  select referrer is not null
     and (
       ip_hash is null
       or (
         not exists (
           select 1 from chain c join public.subscribers s on s.id = c.id
           where s.signup_ip_hash = ip_hash
         )
         and not exists (
           select 1 from public.subscribers other
           where other.referred_by in (select c.id from chain c)
             and other.referral_credited_at is not null
             and other.id <> friend
             and other.signup_ip_hash = ip_hash
         )
       )
     );
$$;
revoke execute on function public.referral_earns_credit(bigint, bigint, bytea) from public, anon, authenticated;

-- Decided when the friend's confirmation lands (whoever sets `confirmed_at`), under one lock,
-- so two friends of one ring confirming at once cannot both earn.
create function public.decide_referral_credit() returns trigger
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
      when public.referral_earns_credit(new.id, new.referred_by, new.signup_ip_hash)
      then new.confirmed_at end;
  end if;
  return new;
end;
$$;
revoke execute on function public.decide_referral_credit() from public, anon, authenticated;

create trigger subscribers_decide_referral_credit
  before update of confirmed_at on public.subscribers
  for each row execute function public.decide_referral_credit();

-- The line again: credited referrals only (was: every confirmed one).
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
  ), joined as (
    select s.id, coalesce(c.referrals, 0) as referrals, row_number() over (order by s.id) as n
    from public.subscribers s
    left join credits c on c.id = s.id
  )
  select j.id,
         row_number() over (
           order by j.n - public.places_per_referral() * j.referrals, j.referrals desc, j.id),
         j.referrals
  from joined j;
$$;

-- The dashboard's top referrers, by the same credits.
create or replace function public.admin_top_referrers(max_rows integer default 10)
  returns table (name text, email text, referrals bigint)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may read the referrers'
      using errcode = '42501';
  end if;
  return query
    select referrer.name, referrer.email::text, count(*) as referrals
    from public.subscribers friend
    join public.subscribers referrer on referrer.id = friend.referred_by
    where friend.referral_credited_at is not null
    group by referrer.id, referrer.name, referrer.email
    order by referrals desc, referrer.id
    limit least(greatest(coalesce(max_rows, 10), 1), 100);
end;
$$;

-- 3 and 4: the outbox's new messages ----------------------------------------------------------

alter table public.outbox drop constraint outbox_kind;
alter table public.outbox add constraint outbox_kind
  check (kind in ('welcome-email', 'customer-sync', 'newsletter-welcome-email', 'customer-consent',
                  'customer-unsubscribe', 'customer-erase'));

-- The resend, by the normalised address: `Jane.Doe+grill@gmail.com` finds the row of
-- `janedoe@googlemail.com`. An unconfirmed or unsubscribed address gets a fresh
-- confirmation link (for an unsubscribed one: double opt-in again); an erased one is no
-- longer findable (its address is a placeholder).
create or replace function public.request_welcome_email_resend(recipient text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  typed text := lower(btrim(recipient));
  signup public.subscribers;
begin
  perform public.take_rate_limit('resend');
  -- The exact row first (a twin stored before the normalised key has a null key).
  select * into signup from public.subscribers s
  where s.email = typed or s.email_normalised = public.normalised_email(typed)
  order by (s.email = typed) desc, s.id
  limit 1;
  if not found or signup.erased_at is not null then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtext('welcome-email:' || signup.email));
  if exists (
    select 1 from public.outbox o
    where o.kind = 'welcome-email' and o.email = signup.email
      and o.created_at > now() - interval '10 minutes'
  ) then
    return false;
  end if;
  insert into public.outbox (kind, email, request_id, confirmation_token)
  values ('welcome-email', signup.email, public.current_request_id(),
          case when signup.confirmed_at is null or public.email_unsubscribed(signup.email)
               then public.issue_confirmation_token(signup.id) end);
  return true;
end;
$$;

-- The claim: to an unsubscribed address only a confirmation email (a welcome email with a
-- link, queued by joining again) goes, and no consent is synced to Shopify.
create or replace function public.claim_outbox_messages(max_messages integer, lease_seconds integer)
  returns setof public.outbox
  language plpgsql
  volatile
  set search_path = ''
as $$
begin
  update public.outbox o
  set status = 'skipped', locked_until = null, last_error = 'unsubscribed', confirmation_token = null
  where o.status = 'pending'
    and ((public.is_email_kind(o.kind)
          and not (o.kind = 'welcome-email' and o.confirmation_token is not null))
         or o.kind = 'customer-consent')
    and public.email_unsubscribed(o.email);
  return query
  update public.outbox o
  set attempts = o.attempts + 1,
      locked_until = now() + make_interval(secs => lease_seconds)
  where o.id in (
    select d.id from public.outbox d
    where d.status = 'pending'
      and d.next_attempt_at <= now()
      and (d.locked_until is null or d.locked_until <= now())
    order by d.id
    limit max_messages
    for update skip locked
  )
  returning o.*;
end;
$$;

-- What the deliverer puts in a welcome email, plus whether it must carry the confirmation
-- link: unconfirmed, or unsubscribed and joining again.
drop function public.welcome_email_details(text);
create function public.welcome_email_details(recipient text)
  returns table (
    name text,
    status_token text,
    confirmed boolean,
    marketing_consent_at timestamptz,
    awaiting_confirmation boolean
  )
  language sql
  stable
  set search_path = ''
as $$
  select s.name, k.status_token, s.confirmed_at is not null,
         case when s.unsubscribed_at is null then s.marketing_consent_at end,
         s.confirmed_at is null or s.unsubscribed_at is not null
  from public.subscribers s
  left join public.subscriber_secrets k on k.subscriber_id = s.id
  where s.email = lower(btrim(recipient));
$$;
revoke execute on function public.welcome_email_details(text) from public, anon, authenticated;
grant execute on function public.welcome_email_details(text) to service_role;

-- The confirmation link again. New: confirming the link of a re-join after an unsubscribe clears `unsubscribed_at` on both lists and records
-- the new consent; a link issued before the unsubscribe has expired.
create or replace function public.confirm_waitlist_signup(token text)
  returns table (outcome text, status_token text)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  confirmation public.waitlist_confirmations;
  signup public.subscribers;
begin
  select * into confirmation from public.waitlist_confirmations c
  where c.token_hash = public.token_hash(token)
  for update;
  if not found then
    return query select 'invalid'::text, null::text;
    return;
  end if;
  if confirmation.used_at is not null then
    return query select 'used'::text, null::text;
    return;
  end if;
  select * into signup from public.subscribers s where s.id = confirmation.subscriber_id for update;
  if confirmation.expires_at <= now() then
    return query select 'expired'::text, null::text;
    return;
  end if;
  update public.waitlist_confirmations set used_at = now()
  where token_hash = confirmation.token_hash;
  if signup.confirmed_at is null then
    -- subscribers_decide_referral_credit decides the referral credit.
    update public.subscribers
    set confirmed_at = now(), marketing_consent_at = now(), unsubscribed_at = null
    where id = signup.id;
  elsif signup.unsubscribed_at is not null then
    update public.subscribers set marketing_consent_at = now(), unsubscribed_at = null
    where id = signup.id;
  end if;
  if signup.confirmed_at is null or signup.unsubscribed_at is not null then
    update public.newsletter_subscribers set unsubscribed_at = null
    where email = signup.email and unsubscribed_at is not null;
    -- The consent goes to Shopify too (the customer's email marketing: confirmed opt-in).
    insert into public.outbox (kind, email, request_id)
    values ('customer-consent', signup.email, public.current_request_id());
  end if;
  return query
    select 'confirmed'::text, k.status_token
    from public.subscriber_secrets k where k.subscriber_id = confirmation.subscriber_id;
end;
$$;

-- Links sent to addresses unsubscribed before this migration expire the same way.
update public.waitlist_confirmations c set expires_at = least(c.expires_at, now())
where c.used_at is null
  and c.subscriber_id in (select s.id from public.subscribers s where s.unsubscribed_at is not null);

-- The one-click unsubscribe again, now also reaching Shopify: the first click queues the
-- customer's consent change to UNSUBSCRIBED and drops a consent sync still queued.
create or replace function public.unsubscribe(token text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text;
  changed integer := 0;
  rows integer;
begin
  select t.email into address from public.unsubscribe_tokens t
  where t.token_hash = public.token_hash(unsubscribe.token);
  if address is null then
    return false;
  end if;
  update public.subscribers set unsubscribed_at = now()
  where email = address and unsubscribed_at is null;
  get diagnostics rows = row_count;
  changed := changed + rows;
  update public.newsletter_subscribers set unsubscribed_at = now()
  where email = address and unsubscribed_at is null;
  get diagnostics rows = row_count;
  changed := changed + rows;
  update public.outbox
  set status = 'skipped', locked_until = null, last_error = 'unsubscribed', confirmation_token = null
  where email = address and status = 'pending'
    and (public.is_email_kind(kind) or kind = 'customer-consent');
  -- The confirmation links already sent expire: only a link from joining again resubscribes.
  update public.waitlist_confirmations c set expires_at = least(c.expires_at, now())
  where c.used_at is null
    and c.subscriber_id in (select s.id from public.subscribers s where s.email = address);
  if changed > 0 then
    insert into public.outbox (kind, email, request_id)
    values ('customer-unsubscribe', address, public.current_request_id());
  end if;
  return true;
end;
$$;

-- "Delete me" again: also clears the IP hash, and queues the Shopify side (consent
-- withdrawn, data erasure requested) with the address, which complete_outbox_message()
-- replaces by a placeholder once delivered.
create or replace function public.erase_waitlist_signup(token text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  signup public.subscribers;
  placeholder text;
begin
  select s.* into signup from public.subscriber_secrets k
  join public.subscribers s on s.id = k.subscriber_id
  where k.status_token_hash = public.token_hash(erase_waitlist_signup.token)
  for update of s;
  if not found then
    return false;
  end if;
  placeholder := 'erased-' || signup.id || '@erased.invalid';
  update public.subscribers
  set name = 'Erased', email = placeholder, erased_at = now(), signup_ip_hash = null,
      unsubscribed_at = coalesce(unsubscribed_at, now()), marketing_consent_at = null
  where id = signup.id;
  update public.newsletter_subscribers
  set email = 'erased-newsletter-' || id || '@erased.invalid', unsubscribed_at = coalesce(unsubscribed_at, now())
  where email = signup.email;
  update public.outbox
  set status = case when status = 'pending' then 'skipped' else status end,
      last_error = case when status = 'pending' then 'erased' else last_error end,
      locked_until = null, confirmation_token = null, email = placeholder
  where email = signup.email;
  delete from public.subscriber_secrets where subscriber_id = signup.id;
  delete from public.waitlist_confirmations where subscriber_id = signup.id;
  delete from public.unsubscribe_tokens where email = signup.email;
  delete from public.welcome_email_sends where email = signup.email;
  insert into public.outbox (kind, email, request_id)
  values ('customer-erase', signup.email, public.current_request_id());
  return true;
end;
$$;

-- Delivered: the confirmation token goes, and an erase message forgets the address.
create or replace function public.complete_outbox_message(message_id bigint) returns void
  language sql
  volatile
  set search_path = ''
as $$
  update public.outbox
  set status = 'delivered', delivered_at = now(), locked_until = null, last_error = null,
      confirmation_token = null,
      email = case when kind = 'customer-erase' then 'erased-outbox-' || id || '@erased.invalid'
                   else email end
  where id = message_id;
$$;
