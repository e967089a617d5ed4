-- Double opt-in, place in line and referrals (issue 15).
--
-- - Every signup gets a public referral code (`/?ref=CODE`, short, unguessable) and a secret
--   status token (its status page `/waitlist/TOKEN`, reached from the emails). The secret lives
--   in its own table that no API role can read; only its SHA-256 is looked up, so a lookup's
--   timing says nothing about the token (decision 0150).
-- - The welcome email carries a confirmation link: a random token, single use, valid 7 days,
--   stored as its SHA-256 (`waitlist_confirmations`); the plain token travels in the outbox row
--   until the email is delivered. Confirming marks the row and records the marketing consent.
-- - Places in line are computed on read from one total order (`waitlist_line()`), so no two
--   signups can ever share a place, however many join at once. The rule lives in
--   `places_per_referral()`: each confirmed referral moves the referrer that many places up.

-- 10 characters from 32 unambiguous ones (50 random bits), from a v4 UUID's random bytes
-- (bytes 6 and 8 carry the version and variant, so they are skipped).
create function public.new_referral_code() returns text
  language sql
  volatile
  set search_path = ''
as $$
  select string_agg(
    substr('abcdefghijkmnpqrstuvwxyz23456789', (get_byte(r.b, i) % 32) + 1, 1), '' order by i)
  from (select uuid_send(gen_random_uuid()) as b) as r,
       unnest(array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11]) as i;
$$;

-- 64 hex characters, 244 random bits.
create function public.new_secret_token() returns text
  language sql
  volatile
  set search_path = ''
as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
$$;

create function public.token_hash(token text) returns bytea
  language sql
  immutable
  set search_path = ''
as $$
  select sha256(convert_to(coalesce(token, ''), 'UTF8'));
$$;

-- THE rule, in one place: the status page reads it from waitlist_status().
create function public.places_per_referral() returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select 5;
$$;

revoke execute on function public.new_referral_code() from public, anon, authenticated;
revoke execute on function public.new_secret_token() from public, anon, authenticated;
revoke execute on function public.token_hash(text) from public, anon, authenticated;

alter table public.subscribers
  add column referral_code text not null default public.new_referral_code(),
  -- The code in the link the visitor arrived with (`?ref=`), as sent by the form.
  add column referrer_code text,
  -- Whom that code credits, set by the database (never by the visitor): null for an unknown
  -- code and for a self-referral (the same address in another spelling).
  add column referred_by bigint references public.subscribers (id) on delete set null,
  add column confirmed_at timestamptz,
  -- Double opt-in: the address owner confirmed, so email marketing is consented to.
  add column marketing_consent_at timestamptz,
  add constraint subscribers_referral_code_key unique (referral_code),
  add constraint subscribers_referrer_code_shape
    check (referrer_code is null or referrer_code ~ '^[a-z0-9]{1,32}$');

-- The default filled the existing rows; new ones get theirs from prepare_signup() below,
-- which runs as the owner (the visitor's role may not call the generator, nor choose a code).
alter table public.subscribers alter column referral_code drop default;

create index subscribers_referred_by on public.subscribers (referred_by) where referred_by is not null;

grant insert (referrer_code) on table public.subscribers to anon, authenticated;

-- The status token of each signup. No API role reads this table (RLS on, no policy, no grant).
create table public.subscriber_secrets (
  subscriber_id bigint primary key references public.subscribers (id) on delete cascade,
  status_token text not null,
  status_token_hash bytea not null,
  constraint subscriber_secrets_status_token_hash_key unique (status_token_hash)
);
alter table public.subscriber_secrets enable row level security;
revoke all on table public.subscriber_secrets from anon, authenticated;

insert into public.subscriber_secrets (subscriber_id, status_token, status_token_hash)
select s.id, t.token, public.token_hash(t.token)
from public.subscribers s, lateral (select public.new_secret_token() as token, s.id as for_id) as t;

create table public.waitlist_confirmations (
  token_hash bytea primary key,
  subscriber_id bigint not null references public.subscribers (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index waitlist_confirmations_subscriber on public.waitlist_confirmations (subscriber_id);
alter table public.waitlist_confirmations enable row level security;
revoke all on table public.waitlist_confirmations from anon, authenticated;

-- A new confirmation token for a signup, valid 7 days; returns the plain token (for the email).
create function public.issue_confirmation_token(subscriber bigint) returns text
  language plpgsql
  volatile
  set search_path = ''
as $$
declare
  token text := public.new_secret_token();
begin
  insert into public.waitlist_confirmations (token_hash, subscriber_id, expires_at)
  values (public.token_hash(token), subscriber, now() + interval '7 days');
  return token;
end;
$$;
revoke execute on function public.issue_confirmation_token(bigint) from public, anon, authenticated;

-- The outbox: the plain confirmation token of a welcome email, cleared once delivered; and
-- the consent sync a confirmation queues.
alter table public.outbox add column confirmation_token text;
alter table public.outbox drop constraint outbox_kind;
alter table public.outbox add constraint outbox_kind
  check (kind in ('welcome-email', 'customer-sync', 'newsletter-welcome-email', 'customer-consent'));

-- Gmail-style normalisation, for telling one person's addresses apart: lower case, the
-- `+tag` dropped, and for Gmail the dots too (googlemail.com is gmail.com).
create function public.normalised_email(address text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  with parts as (
    select split_part(lower(btrim(address)), '@', 1) as local_part,
           split_part(lower(btrim(address)), '@', 2) as domain
  ), canonical as (
    select split_part(local_part, '+', 1) as local_part,
           case when domain = 'googlemail.com' then 'gmail.com' else domain end as domain
    from parts
  )
  select case when domain = 'gmail.com' then replace(local_part, '.', '') else local_part end
         || '@' || domain
  from canonical;
$$;

-- A new signup's referral code, and whom its `referrer_code` credits. SECURITY DEFINER:
-- resolving a code reads other signups, which the visitor may not.
create function public.prepare_signup() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  new.referral_code := public.new_referral_code();
  new.referred_by := null;
  if new.referrer_code is not null then
    select s.id into new.referred_by
    from public.subscribers s
    where s.referral_code = new.referrer_code
      and public.normalised_email(s.email) <> public.normalised_email(new.email);
  end if;
  return new;
end;
$$;
revoke execute on function public.prepare_signup() from public, anon, authenticated;

-- After subscribers_lowercase_email (triggers fire in name order).
create trigger subscribers_prepare_signup
  before insert on public.subscribers
  for each row execute function public.prepare_signup();

-- The outbox trigger again: a signup also gets its status token, and its welcome email a
-- confirmation token.
create or replace function public.enqueue_signup_messages() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  status_token text;
begin
  if tg_table_name = 'subscribers' then
    status_token := public.new_secret_token();
    insert into public.subscriber_secrets (subscriber_id, status_token, status_token_hash)
    values (new.id, status_token, public.token_hash(status_token));
    insert into public.outbox (kind, email, source, request_id, confirmation_token)
    values ('welcome-email', new.email, null, public.current_request_id(),
            public.issue_confirmation_token(new.id)),
           ('customer-sync', new.email, 'signup-modal', public.current_request_id(), null);
  else
    insert into public.outbox (kind, email, source, request_id)
    values ('customer-sync', new.email, new.source, public.current_request_id());
    perform pg_advisory_xact_lock(hashtext('newsletter-welcome-email:' || new.email));
    insert into public.outbox (kind, email, request_id)
    select 'newsletter-welcome-email', new.email, public.current_request_id()
    where not exists (
      select 1 from public.outbox o
      where o.kind = 'newsletter-welcome-email' and o.email = new.email
        and o.created_at > now() - interval '10 minutes'
    );
  end if;
  return null;
end;
$$;
revoke execute on function public.enqueue_signup_messages() from public, anon, authenticated;

-- The duplicate-signup path: the welcome email again (at most one every 10 minutes), with a
-- fresh confirmation link while the address is unconfirmed.
create or replace function public.request_welcome_email_resend(recipient text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text := lower(btrim(recipient));
  signup public.subscribers;
begin
  perform pg_advisory_xact_lock(hashtext('welcome-email:' || address));
  select * into signup from public.subscribers s where s.email = address;
  if not found or exists (
    select 1 from public.outbox o
    where o.kind = 'welcome-email' and o.email = address
      and o.created_at > now() - interval '10 minutes'
  ) then
    return false;
  end if;
  insert into public.outbox (kind, email, request_id, confirmation_token)
  values ('welcome-email', signup.email, public.current_request_id(),
          case when signup.confirmed_at is null then public.issue_confirmation_token(signup.id) end);
  return true;
end;
$$;

-- Delivered: the plain confirmation token is no longer needed.
create or replace function public.complete_outbox_message(message_id bigint) returns void
  language sql
  volatile
  set search_path = ''
as $$
  update public.outbox
  set status = 'delivered', delivered_at = now(), locked_until = null, last_error = null,
      confirmation_token = null
  where id = message_id;
$$;

-- The line: one total order (signup order, moved up by confirmed referrals; on a tie the
-- one who moved up goes first, so N referrals pass exactly N x 5 people; then by signup),
-- numbered on read. Self-referrals never got a `referred_by`; unconfirmed friends count nothing.
create function public.waitlist_line()
  returns table (subscriber_id bigint, place bigint, referrals bigint)
  language sql
  stable
  set search_path = ''
as $$
  with credits as (
    select r.referred_by as id, count(*) as referrals
    from public.subscribers r
    where r.referred_by is not null and r.confirmed_at is not null
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
revoke execute on function public.waitlist_line() from public, anon, authenticated;
grant execute on function public.waitlist_line() to service_role;

-- A visitor's own status, by the secret token of their status page; nothing for any other token.
create function public.waitlist_status(token text)
  returns table (
    place bigint,
    total bigint,
    referral_code text,
    referrals bigint,
    places_per_referral integer,
    confirmed boolean
  )
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select l.place,
         (select count(*) from public.subscribers),
         s.referral_code,
         l.referrals,
         public.places_per_referral(),
         s.confirmed_at is not null
  from public.subscriber_secrets k
  join public.subscribers s on s.id = k.subscriber_id
  join public.waitlist_line() l on l.subscriber_id = s.id
  where k.status_token_hash = public.token_hash(token);
$$;
revoke execute on function public.waitlist_status(text) from public;
grant execute on function public.waitlist_status(text) to anon, authenticated, service_role;

-- The confirmation link. Outcomes: 'confirmed' (with the status token, for the redirect to
-- the status page), 'used', 'expired', 'invalid'. The row lock makes it single use even
-- when two clicks arrive at once.
create function public.confirm_waitlist_signup(token text)
  returns table (outcome text, status_token text)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  confirmation public.waitlist_confirmations;
  address text;
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
  if confirmation.expires_at <= now() then
    return query select 'expired'::text, null::text;
    return;
  end if;
  update public.waitlist_confirmations set used_at = now()
  where token_hash = confirmation.token_hash;
  update public.subscribers
  set confirmed_at = now(), marketing_consent_at = now()
  where id = confirmation.subscriber_id and confirmed_at is null
  returning email into address;
  if address is not null then
    -- The consent goes to Shopify too (the customer's email marketing: confirmed opt-in).
    insert into public.outbox (kind, email, request_id)
    values ('customer-consent', address, public.current_request_id());
  end if;
  return query
    select 'confirmed'::text, k.status_token
    from public.subscriber_secrets k where k.subscriber_id = confirmation.subscriber_id;
end;
$$;
revoke execute on function public.confirm_waitlist_signup(text) from public;
grant execute on function public.confirm_waitlist_signup(text) to anon, authenticated, service_role;

-- What the deliverer puts in a welcome email (service role only).
create function public.welcome_email_details(recipient text)
  returns table (name text, status_token text, confirmed boolean, marketing_consent_at timestamptz)
  language sql
  stable
  set search_path = ''
as $$
  select s.name, k.status_token, s.confirmed_at is not null, s.marketing_consent_at
  from public.subscribers s
  left join public.subscriber_secrets k on k.subscriber_id = s.id
  where s.email = lower(btrim(recipient));
$$;
revoke execute on function public.welcome_email_details(text) from public, anon, authenticated;
grant execute on function public.welcome_email_details(text) to service_role;
