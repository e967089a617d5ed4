-- Issue 24, item 5: the referral ring rule compared exact IPs, so a friend one address over
-- in the same /24 (or IPv6 /64) still earned the referrer five places. It now compares
-- networks as the rate limiter does (an IPv4 /24, an IPv6 /48, which holds every /64 of
-- it): each signup also keeps a keyed hash of its client network, and a confirmed friend
-- earns nothing when that network is the referrer's or a chain member's, or already earned
-- the chain a credit. Erase clears it with the IP hash.

-- The network of an address, as the rate limiter counts it (rate_limits migration).
create function public.client_network(ip inet) returns cidr
  language sql
  immutable
  set search_path = ''
as $$
  select network(set_masklen(ip, case when family(ip) = 4 then 24 else 48 end))::cidr;
$$;
revoke execute on function public.client_network(inet) from public, anon, authenticated;

create function public.request_client_network_hash() returns bytea
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select sha256(convert_to(s.value || '|net|' || host(public.client_network(ip.address)), 'UTF8'))
  from (select public.request_client_ip() as address) as ip
  join public.waitlist_settings s on s.name = 'ip_hash_key'
  where ip.address is not null;
$$;
revoke execute on function public.request_client_network_hash() from public, anon, authenticated;

alter table public.subscribers
  -- Keyed hash of the signup's client network (referral rings); cleared by erase.
  add column signup_network_hash bytea;

create or replace function public.record_signup_ip() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  new.signup_ip_hash := public.request_client_ip_hash();
  new.signup_network_hash := public.request_client_network_hash();
  new.referral_credited_at := null;
  return new;
end;
$$;

-- THE ring rule again, by network. A signup stored before this migration has no network
-- hash; its IP hash still counts.
drop function public.referral_earns_credit(bigint, bigint, bytea);
create function public.referral_earns_credit(
  friend bigint, referrer bigint, ip_hash bytea, network_hash bytea)
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
       (ip_hash is null and network_hash is null)
       or (
         not exists (
           select 1 from chain c join public.subscribers s on s.id = c.id
           where s.signup_ip_hash = ip_hash or s.signup_network_hash = network_hash
         )
         and not exists (
           select 1 from public.subscribers other
           where other.referred_by in (select c.id from chain c)
             and other.referral_credited_at is not null
             and other.id <> friend
             and (other.signup_ip_hash = ip_hash or other.signup_network_hash = network_hash)
         )
       )
     );
$$;
revoke execute on function public.referral_earns_credit(bigint, bigint, bytea, bytea) from public, anon, authenticated;

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
  end if;
  return new;
end;
$$;
