-- The outbox: every welcome email and Shopify customer sync a signup causes is written in
-- the signup's own transaction (by the triggers below), so a signup that committed can
-- never lose its side effects. The `deliver-outbox` function delivers them with retries,
-- backoff and one idempotency key per message; what gave up can be seen and replayed
-- (scripts/outbox.ts). RLS on and no policy: only the service role reads or changes it.

create table public.outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  email public.email_address not null,
  -- The signup form, for the customer's tag (customer-sync only).
  source text,
  -- Sent with the delivery (Resend's `Idempotency-Key`), so a retry after a crash between
  -- "sent" and "marked delivered" cannot send twice.
  idempotency_key uuid not null default gen_random_uuid(),
  -- The worker request that caused it (PostgREST's `x-request-id` header), for the logs.
  request_id text,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A deliverer holds a claimed message until then; after a crash it is claimed again.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  constraint outbox_kind check (kind in ('welcome-email', 'customer-sync')),
  constraint outbox_status check (status in ('pending', 'delivered', 'failed')),
  constraint outbox_source check (
    (kind = 'customer-sync') = (source is not null)
    and (source is null or source in ('signup-modal', 'exit-intent', 'footer'))
  ),
  constraint outbox_idempotency_key unique (idempotency_key)
);

create index outbox_due on public.outbox (next_attempt_at) where status = 'pending';
create index outbox_recent_welcome on public.outbox (email, created_at) where kind = 'welcome-email';

alter table public.outbox enable row level security;
revoke all on table public.outbox from anon, authenticated;

-- The request id PostgREST passes on (`request.headers` is set per request), or null.
create function public.current_request_id() returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return left(nullif(current_setting('request.headers', true), '')::json ->> 'x-request-id', 100);
exception when others then
  return null;
end;
$$;

-- SECURITY DEFINER: the visitor's role may insert a signup but not touch the outbox.
create function public.enqueue_signup_messages() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_table_name = 'subscribers' then
    insert into public.outbox (kind, email, source, request_id)
    values ('welcome-email', new.email, null, public.current_request_id()),
           ('customer-sync', new.email, 'signup-modal', public.current_request_id());
  else
    insert into public.outbox (kind, email, source, request_id)
    values ('customer-sync', new.email, new.source, public.current_request_id());
  end if;
  return null;
end;
$$;

revoke execute on function public.enqueue_signup_messages() from public, anon, authenticated;

create trigger subscribers_enqueue_messages
  after insert on public.subscribers
  for each row execute function public.enqueue_signup_messages();

create trigger newsletter_subscribers_enqueue_messages
  after insert on public.newsletter_subscribers
  for each row execute function public.enqueue_signup_messages();

-- The duplicate-signup path ("Welcome email resent!"): queues another welcome email when
-- the address is on the waitlist and none was queued in the last 10 minutes. Returns
-- nothing either way, so the anon key learns nothing about who is on the list.
-- Answers whether an email was queued: false when the address had one in the last 10 minutes
-- (or is not on the list), so the visitor hears "resent" only when it is true.
create function public.request_welcome_email_resend(recipient text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text := lower(btrim(recipient));
begin
  -- Two resends at once for one address: the second waits and then sees the first.
  perform pg_advisory_xact_lock(hashtext('welcome-email:' || address));
  insert into public.outbox (kind, email, request_id)
  select 'welcome-email', s.email, public.current_request_id()
  from public.subscribers s
  where s.email = address
    and not exists (
      select 1 from public.outbox o
      where o.kind = 'welcome-email' and o.email = s.email
        and o.created_at > now() - interval '10 minutes'
    );
  return found;
end;
$$;

revoke execute on function public.request_welcome_email_resend(text) from public;
grant execute on function public.request_welcome_email_resend(text) to anon, authenticated, service_role;

-- What `sync-shopify-customer` does for a caller without the service role: queues a sync
-- for an address on the list the source names, at most one every 10 minutes per address.
-- Service role only: the function calls it after answering the caller generically.
create function public.request_customer_sync(recipient text, signup_source text) returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text := lower(btrim(recipient));
begin
  perform pg_advisory_xact_lock(hashtext('customer-sync:' || address));
  insert into public.outbox (kind, email, source, request_id)
  select 'customer-sync', address, signup_source, public.current_request_id()
  where (
      (signup_source = 'signup-modal' and exists (select 1 from public.subscribers where email = address))
      or (signup_source in ('exit-intent', 'footer')
          and exists (select 1 from public.newsletter_subscribers where email = address and source = signup_source))
    )
    and not exists (
      select 1 from public.outbox o
      where o.kind = 'customer-sync' and o.email = address
        and o.created_at > now() - interval '10 minutes'
    );
end;
$$;

revoke execute on function public.request_customer_sync(text, text) from public, anon, authenticated;
grant execute on function public.request_customer_sync(text, text) to service_role;

-- The deliverer's side (service role only).

-- Claims up to `max_messages` due messages for `lease_seconds`, counting the attempt.
create function public.claim_outbox_messages(max_messages integer, lease_seconds integer)
  returns setof public.outbox
  language sql
  volatile
  set search_path = ''
as $$
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
$$;

create function public.complete_outbox_message(message_id bigint) returns void
  language sql
  volatile
  set search_path = ''
as $$
  update public.outbox
  set status = 'delivered', delivered_at = now(), locked_until = null, last_error = null
  where id = message_id;
$$;

-- A failed attempt: try again after `retry_after_seconds`, or give up (status `failed`).
create function public.fail_outbox_message(message_id bigint, error text, retry_after_seconds integer, give_up boolean)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  update public.outbox
  set status = case when give_up then 'failed' else 'pending' end,
      next_attempt_at = now() + make_interval(secs => retry_after_seconds),
      locked_until = null,
      last_error = left(error, 1000)
  where id = message_id;
$$;

-- Puts failed messages back in the queue (all of them when `message_ids` is null).
create function public.replay_outbox_messages(message_ids bigint[] default null)
  returns integer
  language sql
  volatile
  set search_path = ''
as $$
  with replayed as (
    update public.outbox
    set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
    where status = 'failed' and (message_ids is null or id = any (message_ids))
    returning 1
  )
  select count(*)::integer from replayed;
$$;

revoke execute on function public.claim_outbox_messages(integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_outbox_message(bigint) from public, anon, authenticated;
revoke execute on function public.fail_outbox_message(bigint, text, integer, boolean) from public, anon, authenticated;
revoke execute on function public.replay_outbox_messages(bigint[]) from public, anon, authenticated;
grant execute on function public.claim_outbox_messages(integer, integer) to service_role;
grant execute on function public.complete_outbox_message(bigint) to service_role;
grant execute on function public.fail_outbox_message(bigint, text, integer, boolean) to service_role;
grant execute on function public.replay_outbox_messages(bigint[]) to service_role;
