-- What a link from an email says when it is opened again (issue 25): a confirmation link
-- already used says the place is confirmed, an unsubscribe link already used says so, and
-- the links of an erased signup say it was removed rather than "not valid".
--
-- - `erased_tokens` keeps the SHA-256 of the status token and of the unsubscribe token of a
--   signup "delete me" erased: random tokens, so a hash is no personal data. Recorded by
--   triggers on the two token tables (the erase deletes their rows), whatever erases them.
-- - Three read-only functions for the pages, keyed by the secret token like the others:
--   waitlist_confirmation_state, unsubscribe_state, waitlist_token_erased.

create table public.erased_tokens (
  token_hash bytea primary key,
  erased_at timestamptz not null default now()
);
alter table public.erased_tokens enable row level security;
revoke all on table public.erased_tokens from anon, authenticated;

create function public.remember_erased_status_token() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.erased_tokens (token_hash) values (old.status_token_hash)
  on conflict do nothing;
  return old;
end;
$$;
revoke execute on function public.remember_erased_status_token() from public, anon, authenticated;

create trigger subscriber_secrets_remember_erased
  before delete on public.subscriber_secrets
  for each row execute function public.remember_erased_status_token();

create function public.remember_erased_unsubscribe_token() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.erased_tokens (token_hash) values (old.token_hash)
  on conflict do nothing;
  return old;
end;
$$;
revoke execute on function public.remember_erased_unsubscribe_token() from public, anon, authenticated;

create trigger unsubscribe_tokens_remember_erased
  before delete on public.unsubscribe_tokens
  for each row execute function public.remember_erased_unsubscribe_token();

-- A confirmation link, without using it: 'pending' (the button confirms), 'used' (the
-- place is confirmed), 'expired' or 'invalid'.
create function public.waitlist_confirmation_state(token text) returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(
    (select case
              when c.used_at is not null then 'used'
              when c.expires_at <= now() then 'expired'
              else 'pending'
            end
     from public.waitlist_confirmations c
     where c.token_hash = public.token_hash(waitlist_confirmation_state.token)),
    'invalid');
$$;
revoke execute on function public.waitlist_confirmation_state(text) from public;
grant execute on function public.waitlist_confirmation_state(text) to anon, authenticated, service_role;

-- An unsubscribe link, without using it: 'subscribed' (the button unsubscribes),
-- 'unsubscribed' (already), 'erased' (the signup was deleted) or 'invalid'.
create function public.unsubscribe_state(token text) returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case
    when exists (select 1 from public.erased_tokens e
                 where e.token_hash = public.token_hash(unsubscribe_state.token)) then 'erased'
    else coalesce(
      (select case when public.email_unsubscribed(t.email) then 'unsubscribed' else 'subscribed' end
       from public.unsubscribe_tokens t
       where t.token_hash = public.token_hash(unsubscribe_state.token)),
      'invalid')
  end;
$$;
revoke execute on function public.unsubscribe_state(text) from public;
grant execute on function public.unsubscribe_state(text) to anon, authenticated, service_role;

-- True when the status page's token belonged to a signup that was erased.
create function public.waitlist_token_erased(token text) returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (select 1 from public.erased_tokens e
                 where e.token_hash = public.token_hash(waitlist_token_erased.token));
$$;
revoke execute on function public.waitlist_token_erased(text) from public;
grant execute on function public.waitlist_token_erased(text) to anon, authenticated, service_role;
