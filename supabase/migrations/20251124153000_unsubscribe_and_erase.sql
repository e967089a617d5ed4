-- Unsubscribe and erase (issue 15, decision 0155).
--
-- - Unsubscribe: every email carries a one-click link with a per-address token (RFC 8058).
--   Only the token's SHA-256 is looked up; the plain token is kept (every later email carries
--   it) in a table no API role can read. Unsubscribing marks `unsubscribed_at` on the address's
--   rows in both lists (never deletes them) and drops its queued emails ('skipped'); the
--   deliverer's claim skips any email to an unsubscribed address, and the duplicate-signup
--   resend sends nothing to one.
-- - Erase ("delete me" on the status page, keyed by the status token): the personal fields
--   become a placeholder, the row stays (the waiting count and the line stay right), the
--   address's queued emails are dropped and the status token is gone.

alter table public.subscribers add column unsubscribed_at timestamptz;
alter table public.newsletter_subscribers add column unsubscribed_at timestamptz;
-- Set when "delete me" removed the personal fields.
alter table public.subscribers add column erased_at timestamptz;

create table public.unsubscribe_tokens (
  email public.email_address primary key,
  token text not null,
  token_hash bytea not null,
  created_at timestamptz not null default now(),
  constraint unsubscribe_tokens_token_hash_key unique (token_hash)
);
alter table public.unsubscribe_tokens enable row level security;
revoke all on table public.unsubscribe_tokens from anon, authenticated;

-- The address's unsubscribe token, issued on first use (service role: the deliverer).
create function public.unsubscribe_token(recipient text) returns text
  language plpgsql
  volatile
  set search_path = ''
as $$
declare
  address text := lower(btrim(recipient));
  fresh text := public.new_secret_token();
  found_token text;
begin
  insert into public.unsubscribe_tokens (email, token, token_hash)
  values (address, fresh, public.token_hash(fresh))
  on conflict (email) do nothing;
  select t.token into found_token from public.unsubscribe_tokens t where t.email = address;
  return found_token;
end;
$$;
revoke execute on function public.unsubscribe_token(text) from public, anon, authenticated;
grant execute on function public.unsubscribe_token(text) to service_role;

-- True when no email may go to the address any more.
create function public.email_unsubscribed(address text) returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select exists (select 1 from public.subscribers s
                 where s.email = lower(btrim(address)) and s.unsubscribed_at is not null)
      or exists (select 1 from public.newsletter_subscribers n
                 where n.email = lower(btrim(address)) and n.unsubscribed_at is not null);
$$;
revoke execute on function public.email_unsubscribed(text) from public, anon, authenticated;
grant execute on function public.email_unsubscribed(text) to service_role;

-- A dropped message: neither delivered nor failed.
alter table public.outbox drop constraint outbox_status;
alter table public.outbox add constraint outbox_status
  check (status in ('pending', 'delivered', 'failed', 'skipped'));

create function public.is_email_kind(kind text) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select kind in ('welcome-email', 'newsletter-welcome-email');
$$;
revoke execute on function public.is_email_kind(text) from public, anon, authenticated;

-- The one-click unsubscribe (anon: the token is the authority). Returns false for an
-- unknown token. Idempotent: a second click keeps the first time.
create function public.unsubscribe(token text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text;
begin
  select t.email into address from public.unsubscribe_tokens t
  where t.token_hash = public.token_hash(unsubscribe.token);
  if address is null then
    return false;
  end if;
  update public.subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
  where email = address;
  update public.newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
  where email = address;
  update public.outbox
  set status = 'skipped', locked_until = null, last_error = 'unsubscribed', confirmation_token = null
  where email = address and status = 'pending' and public.is_email_kind(kind);
  return true;
end;
$$;
revoke execute on function public.unsubscribe(text) from public;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;

-- The claim of the outbox migration, after dropping emails to unsubscribed addresses.
create or replace function public.claim_outbox_messages(max_messages integer, lease_seconds integer)
  returns setof public.outbox
  language plpgsql
  volatile
  set search_path = ''
as $$
begin
  update public.outbox o
  set status = 'skipped', locked_until = null, last_error = 'unsubscribed', confirmation_token = null
  where o.status = 'pending' and public.is_email_kind(o.kind) and public.email_unsubscribed(o.email);
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
revoke execute on function public.claim_outbox_messages(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_messages(integer, integer) to service_role;

-- The duplicate-signup resend of the rate-limit migration; an unsubscribed (or erased)
-- address gets nothing: joining again does not silently resubscribe it.
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
  perform public.take_rate_limit('resend');
  perform pg_advisory_xact_lock(hashtext('welcome-email:' || address));
  select * into signup from public.subscribers s where s.email = address;
  if not found or public.email_unsubscribed(address) or exists (
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

-- "Delete me", by the status token. The row stays with placeholders that satisfy the
-- constraints (`.invalid` is reserved, RFC 2606), so the count and the others' places do
-- not move; everything holding the address goes or is rewritten. Returns false for an
-- unknown token.
create function public.erase_waitlist_signup(token text) returns boolean
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
  set name = 'Erased', email = placeholder, erased_at = now(),
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
  return true;
end;
$$;
revoke execute on function public.erase_waitlist_signup(text) from public;
grant execute on function public.erase_waitlist_signup(text) to anon, authenticated, service_role;
