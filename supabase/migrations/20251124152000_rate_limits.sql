-- Rate limits kept in Postgres (issue 15): joins, and the duplicate-signup resend (which
-- answers whether an email was queued, so unlimited it would tell anyone who is on the
-- list). Per client IP and per network (/24 for IPv4, /48 for IPv6), in fixed windows.
-- Over the limit the statement fails with SQLSTATE PT429, which PostgREST answers as
-- HTTP 429; the hint holds the seconds to wait (the worker's Retry-After).
--
-- Who the client is (decision 0153): the connecting address the gateway reports
-- (`cf-connecting-ip`, else the last `x-forwarded-for` hop). The storefront worker calls
-- for its visitors, so it forwards the visitor's address in `x-waitlist-client-ip` with a
-- shared key in `x-waitlist-proxy-key`; that address is believed only when the key's hash
-- matches the one set with set_waitlist_proxy_key(). Loopback addresses are not limited.

create table public.waitlist_settings (
  name text primary key,
  value text not null
);
alter table public.waitlist_settings enable row level security;
revoke all on table public.waitlist_settings from anon, authenticated;

-- Run once per project (SQL editor): select public.set_waitlist_proxy_key('<WAITLIST_PROXY_KEY>');
create function public.set_waitlist_proxy_key(proxy_key text) returns void
  language sql
  volatile
  set search_path = ''
as $$
  insert into public.waitlist_settings (name, value)
  values ('proxy_key_sha256', encode(public.token_hash(proxy_key), 'hex'))
  on conflict (name) do update set value = excluded.value;
$$;
revoke execute on function public.set_waitlist_proxy_key(text) from public, anon, authenticated;
grant execute on function public.set_waitlist_proxy_key(text) to service_role;

create function public.request_client_ip() returns inet
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  headers json;
  forwarded text;
  candidate text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return null;
  end;
  if headers is null then
    return null;
  end if;
  if headers ->> 'x-waitlist-client-ip' is not null
     and exists (
       select 1 from public.waitlist_settings s
       where s.name = 'proxy_key_sha256'
         and s.value = encode(public.token_hash(coalesce(headers ->> 'x-waitlist-proxy-key', '')), 'hex')
     ) then
    candidate := headers ->> 'x-waitlist-client-ip';
  else
    forwarded := headers ->> 'x-forwarded-for';
    candidate := coalesce(
      headers ->> 'cf-connecting-ip',
      btrim((string_to_array(forwarded, ','))[cardinality(string_to_array(forwarded, ','))])
    );
  end if;
  -- Loopback is this machine (a local store, MiniOxygen's default `oxygen-buyer-ip`), never
  -- a visitor: not limited.
  if host(btrim(candidate)::inet)::inet << inet '127.0.0.0/8'
     or host(btrim(candidate)::inet)::inet = inet '::1' then
    return null;
  end if;
  return host(btrim(candidate)::inet)::inet;
exception when others then
  return null;
end;
$$;
revoke execute on function public.request_client_ip() from public, anon, authenticated;

create table public.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);
alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;

-- THE limits, in one place: (action, scope) -> hits per window.
create function public.rate_limit_rule(action text, scope text)
  returns table (max_hits integer, window_length interval)
  language sql
  immutable
  set search_path = ''
as $$
  select v.max_hits, v.window_length
  from (values
    ('join', 'ip', 5, interval '10 minutes'),
    ('join', 'network', 30, interval '10 minutes'),
    ('resend', 'ip', 5, interval '10 minutes'),
    ('resend', 'network', 30, interval '10 minutes')
  ) as v (action, scope, max_hits, window_length)
  where v.action = rate_limit_rule.action and v.scope = rate_limit_rule.scope;
$$;

-- Counts one hit of `action` for the caller's address and network; raises PT429 when
-- either is over its limit. Callers without a known address are not limited by address.
create function public.take_rate_limit(action text) returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  ip inet := public.request_client_ip();
  scope text;
  key text;
  rule record;
  started timestamptz;
  count integer;
  wait_seconds integer := 0;
begin
  if ip is null then
    return;
  end if;
  foreach scope in array array['ip', 'network'] loop
    select * into rule from public.rate_limit_rule(action, scope);
    key := action || ':' || scope || ':' || case
      when scope = 'ip' then host(ip)
      else host(network(set_masklen(ip, case when family(ip) = 4 then 24 else 48 end)))
    end;
    started := date_bin(rule.window_length, now(), timestamptz '2000-01-01 00:00:00+00');
    insert into public.rate_limits as r (bucket, window_start, hits)
    values (key, started, 1)
    on conflict (bucket, window_start) do update set hits = r.hits + 1
    returning hits into count;
    if count > rule.max_hits then
      wait_seconds := greatest(wait_seconds,
        ceil(extract(epoch from started + rule.window_length - now()))::integer);
    end if;
  end loop;
  -- Old windows go (a little housekeeping on each call, bounded).
  delete from public.rate_limits
  where ctid in (
    select ctid from public.rate_limits where window_start < now() - interval '1 day' limit 100
  );
  if wait_seconds > 0 then
    raise exception 'Too many requests from this address'
      using errcode = 'PT429', hint = greatest(wait_seconds, 1)::text;
  end if;
end;
$$;
revoke execute on function public.take_rate_limit(text) from public, anon, authenticated;

-- Joins: before the row is written.
create function public.rate_limit_signup() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform public.take_rate_limit('join');
  return new;
end;
$$;
revoke execute on function public.rate_limit_signup() from public, anon, authenticated;

create trigger subscribers_rate_limit
  before insert on public.subscribers
  for each row execute function public.rate_limit_signup();
create trigger newsletter_subscribers_rate_limit
  before insert on public.newsletter_subscribers
  for each row execute function public.rate_limit_signup();

-- The resend again, limited first (the limit counts every call, found or not).
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
