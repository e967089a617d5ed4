-- The waitlist: modal signups (`subscribers`) and newsletter subscriptions from the
-- exit-intent popup and the footer (`newsletter_subscribers`).
--
-- Security model: the anon key (used by the storefront worker) may INSERT a signup and
-- call `waitlist_count()`, nothing else. It can never read, change or delete a row, so an
-- email address can never be read back with it. The edge functions use the service role.

-- One definition of a storable email: the same length limit and "simple pattern" as the
-- storefront's validation (app/features/waitlist/validation.ts), enforced here too.
create domain public.email_address as text
  constraint email_address_length check (char_length(value) <= 254)
  constraint email_address_shape check (value ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$');

-- Emails are stored lower-cased, so a plain unique constraint is case-insensitive and the
-- functions can look an address up with a simple equality.
create function public.lowercase_email() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.email := lower(new.email);
  return new;
end;
$$;

create table public.subscribers (
  id bigint generated always as identity primary key,
  name text not null,
  email public.email_address not null,
  created_at timestamptz not null default now(),
  constraint subscribers_email_key unique (email),
  constraint subscribers_name_length check (char_length(name) <= 100 and btrim(name) <> '')
);

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email public.email_address not null,
  source text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_source check (source in ('exit-intent', 'footer'))
);

create trigger subscribers_lowercase_email
  before insert or update of email on public.subscribers
  for each row execute function public.lowercase_email();

create trigger newsletter_subscribers_lowercase_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.lowercase_email();

-- Row-level security. Supabase grants every table in `public` to anon and authenticated by
-- default; take that back and give only INSERT on the columns a visitor fills in.
alter table public.subscribers enable row level security;
alter table public.newsletter_subscribers enable row level security;

revoke all on table public.subscribers from anon, authenticated;
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert (name, email) on table public.subscribers to anon, authenticated;
grant insert (email, source) on table public.newsletter_subscribers to anon, authenticated;

create policy "Visitors can join the waitlist"
  on public.subscribers for insert to anon, authenticated
  with check (true);

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscribers for insert to anon, authenticated
  with check (true);

-- The public counter. SECURITY DEFINER so it can count rows the caller cannot see;
-- it returns only the number, and the empty search_path stops object hijacking.
create function public.waitlist_count() returns bigint
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select count(*) from public.subscribers;
$$;

revoke execute on function public.waitlist_count() from public;
grant execute on function public.waitlist_count() to anon, authenticated, service_role;

-- When each address last got a welcome email: `send-welcome-email` may be called with the
-- anon key (the duplicate-signup path resends), so it must not become a way to flood an
-- inbox. RLS on and no policy: only the service role (BYPASSRLS) touches it.
create table public.welcome_email_sends (
  email public.email_address primary key,
  last_sent_at timestamptz not null
);

alter table public.welcome_email_sends enable row level security;
revoke all on table public.welcome_email_sends from anon, authenticated;

-- Atomically claims the right to send to `recipient` at `sent_at`: true when nothing was
-- sent in the previous `min_interval`, false otherwise. One statement, so two concurrent
-- resends cannot both win. The caller passes the time so tests can use their own clock.
create function public.claim_welcome_email_slot(recipient text, sent_at timestamptz, min_interval interval)
  returns boolean
  language sql
  volatile
  set search_path = ''
as $$
  with claimed as (
    insert into public.welcome_email_sends as sends (email, last_sent_at)
    values (lower(recipient), sent_at)
    on conflict (email) do update set last_sent_at = excluded.last_sent_at
      where sends.last_sent_at <= excluded.last_sent_at - min_interval
    returning 1
  )
  select exists (select 1 from claimed);
$$;

-- Gives a claimed slot back when the email provider failed, so the visitor can retry.
create function public.release_welcome_email_slot(recipient text, sent_at timestamptz)
  returns void
  language sql
  volatile
  set search_path = ''
as $$
  delete from public.welcome_email_sends
  where email = lower(recipient) and last_sent_at = sent_at;
$$;

revoke execute on function public.claim_welcome_email_slot(text, timestamptz, interval) from public, anon, authenticated;
revoke execute on function public.release_welcome_email_slot(text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_welcome_email_slot(text, timestamptz, interval) to service_role;
grant execute on function public.release_welcome_email_slot(text, timestamptz) to service_role;
