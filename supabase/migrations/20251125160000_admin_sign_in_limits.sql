-- Issue 24, item 1 (decision 0190): failed admin sign-ins are counted in Postgres, where
-- every isolate sees them, and keyed on the account AND the client, so a stranger's
-- guesses cannot lock the admin out:
--   - one client with 5 failures for one account in 15 minutes is refused for that account
--     (until the oldest of them is 15 minutes old), and one client with 20 failures over
--     any accounts is refused for all of them;
--   - failures for an account from OTHER clients never refuse: they slow every other
--     client down (a delay the worker waits before asking Auth, growing with the count,
--     at most 5 s), so the right password from the admin's own address still works.
-- The client is request_client_ip() (the waitlist limits' address: the worker forwards the
-- visitor's with the proxy key, decision 0153). An unknown client (no proxy key, loopback)
-- is never refused by address; only the delay applies to it.
-- The account is the email as typed, trimmed and lower-cased (Auth compares it so).

create table public.admin_sign_in_failures (
  id bigint generated always as identity primary key,
  account text not null,
  client inet,
  failed_at timestamptz not null default now()
);
create index admin_sign_in_failures_account on public.admin_sign_in_failures (account, failed_at);
create index admin_sign_in_failures_client on public.admin_sign_in_failures (client, failed_at);
alter table public.admin_sign_in_failures enable row level security;
revoke all on table public.admin_sign_in_failures from anon, authenticated;

-- THE limits, in one place.
create function public.admin_sign_in_rule()
  returns table (window_length interval, per_pair integer, per_client integer,
                 slow_after integer, max_delay_ms integer)
  language sql
  immutable
  set search_path = ''
as $$
  select interval '15 minutes', 5, 20, 5, 5000;
$$;

create function public.admin_sign_in_account(account text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select lower(btrim(coalesce(account, '')));
$$;

-- Before asking Auth: {"retry_after": seconds} when this client is refused, else
-- {"delay_ms": ms} (0 when the account saw few failures from elsewhere).
create function public.admin_sign_in_gate(account text) returns json
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  rule record;
  who text := public.admin_sign_in_account(account);
  ip inet := public.request_client_ip();
  since timestamptz;
  oldest timestamptz;
  elsewhere integer;
begin
  select * into rule from public.admin_sign_in_rule();
  since := now() - rule.window_length;
  if ip is not null then
    -- The nth most recent failure of this pair (or this client): while it is inside the
    -- window, the pair (client) is over its limit, until it leaves.
    select f.failed_at into oldest from public.admin_sign_in_failures f
    where f.account = who and f.client = ip and f.failed_at > since
    order by f.failed_at desc offset rule.per_pair - 1 limit 1;
    if oldest is null then
      select f.failed_at into oldest from public.admin_sign_in_failures f
      where f.client = ip and f.failed_at > since
      order by f.failed_at desc offset rule.per_client - 1 limit 1;
    end if;
    if oldest is not null then
      return json_build_object('retry_after',
        greatest(1, ceil(extract(epoch from oldest + rule.window_length - now()))::integer));
    end if;
  end if;
  select count(*) into elsewhere from public.admin_sign_in_failures f
  where f.account = who and f.failed_at > since
    and (ip is null or f.client is distinct from ip);
  return json_build_object('delay_ms', case
    when elsewhere < rule.slow_after then 0
    else least(rule.max_delay_ms, 250 * power(2, least(elsewhere - rule.slow_after, 5))::integer)
  end);
end;
$$;

-- After Auth refused the password (or the email): one failure for the pair. Old rows of the
-- account go at the same time, so the table holds at most a window's worth.
create function public.admin_sign_in_failed(account text) returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  who text := public.admin_sign_in_account(account);
begin
  delete from public.admin_sign_in_failures f
  where f.failed_at < now() - (select r.window_length from public.admin_sign_in_rule() r);
  insert into public.admin_sign_in_failures (account, client)
  values (who, public.request_client_ip());
end;
$$;

-- After a successful sign-in, called with the new session's access token: the signed-in
-- account's failures from this client go (others' stay: they still slow the account down).
-- Only the account itself can clear them, so an attacker cannot reset its own count.
create function public.admin_sign_in_succeeded() returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  who text := public.admin_sign_in_account(auth.jwt() ->> 'email');
  ip inet := public.request_client_ip();
begin
  if who = '' then
    return;
  end if;
  delete from public.admin_sign_in_failures f
  where f.account = who and f.client is not distinct from ip;
end;
$$;

revoke execute on function public.admin_sign_in_rule() from public, anon, authenticated;
revoke execute on function public.admin_sign_in_account(text) from public, anon, authenticated;
revoke execute on function public.admin_sign_in_gate(text) from public, authenticated;
revoke execute on function public.admin_sign_in_failed(text) from public, authenticated;
revoke execute on function public.admin_sign_in_succeeded() from public, anon;
grant execute on function public.admin_sign_in_gate(text) to anon, service_role;
grant execute on function public.admin_sign_in_failed(text) to anon, service_role;
grant execute on function public.admin_sign_in_succeeded() to authenticated, service_role;
