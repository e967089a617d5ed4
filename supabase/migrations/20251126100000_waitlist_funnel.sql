-- The waitlist funnel (issue 28, decision 0241): landing views -> dialog opened -> joined
-- -> confirmed -> referred a friend, per day (UTC) and per UTM source, counted without
-- cookies or personal data.
--
-- - The first two steps happen on cached pages and leave no row anywhere, so they are
--   counters: `waitlist_funnel_counts` holds one number per day, source and step, nothing
--   about who. Only the worker adds to them (`count_funnel_step`, which needs the
--   worker's proxy key header, as the rate limits' client address does), so a visitor with
--   the anon key cannot inflate them.
-- - The last three are already facts in `subscribers` (created_at, confirmed_at,
--   referral_credited_at, utm_source): counted from there, never a second time.
-- - `admin_waitlist_funnel(since)` joins both for the dashboard: admins with aal2 only.

create table public.waitlist_funnel_counts (
  day date not null,
  -- '' when the visit carried no utm_source.
  source text not null default '' check (char_length(source) <= 100),
  step text not null check (step in ('landing_view', 'dialog_opened')),
  count bigint not null default 0 check (count >= 0),
  primary key (day, source, step)
);

alter table public.waitlist_funnel_counts enable row level security;
-- No policy: nobody reads or writes the table directly; the functions below do.
revoke all on table public.waitlist_funnel_counts from public, anon, authenticated;

-- Whether this request comes from the worker: its proxy key header (set_waitlist_proxy_key).
create function public.request_from_worker() returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  headers json;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return false;
  end;
  return headers is not null and exists (
    select 1 from public.waitlist_settings s
    where s.name = 'proxy_key_sha256'
      and s.value = encode(public.token_hash(coalesce(headers ->> 'x-waitlist-proxy-key', '')), 'hex')
  );
end;
$$;

revoke execute on function public.request_from_worker() from public, anon, authenticated;

create function public.count_funnel_step(step text, source text default null) returns void
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  clean_source text := left(coalesce(btrim(regexp_replace(source, '[\u0001-\u001f\u007f]', '', 'g')), ''), 100);
begin
  if not public.request_from_worker() then
    raise exception 'only the store counts funnel steps' using errcode = '42501';
  end if;
  if step is null or step not in ('landing_view', 'dialog_opened') then
    raise exception 'unknown funnel step %', step using errcode = '22023';
  end if;
  insert into public.waitlist_funnel_counts as c (day, source, step, count)
  values ((now() at time zone 'utc')::date, clean_source, step, 1)
  on conflict on constraint waitlist_funnel_counts_pkey do update set count = c.count + 1;
end;
$$;

revoke execute on function public.count_funnel_step(text, text) from public;
grant execute on function public.count_funnel_step(text, text) to anon, authenticated, service_role;

-- Per day and source, each step's number, from `since` (UTC; at most 366 days back, as the
-- signups chart) to today; source '' = none.
create function public.admin_waitlist_funnel(since date)
  returns table (day date, source text, landing_views bigint, dialogs_opened bigint,
                 joined bigint, confirmed bigint, referred bigint)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  first_day date := greatest(coalesce(since, '-infinity'::date),
                             (now() at time zone 'utc')::date - 365);
  first_moment timestamptz := first_day::timestamp at time zone 'utc';
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may read the funnel'
      using errcode = '42501';
  end if;
  return query
    with steps as (
      select c.day, c.source, c.step, c.count from public.waitlist_funnel_counts c
      where c.day >= first_day
      union all
      select (s.created_at at time zone 'utc')::date, coalesce(s.utm_source::text, ''), 'joined', 1
      from public.subscribers s
      where s.created_at >= first_moment
      union all
      select (s.confirmed_at at time zone 'utc')::date, coalesce(s.utm_source::text, ''), 'confirmed', 1
      from public.subscribers s
      where s.confirmed_at >= first_moment
      union all
      -- A friend's confirmation credited to their referrer: the referrer's source.
      select (f.referral_credited_at at time zone 'utc')::date, coalesce(r.utm_source::text, ''), 'referred', 1
      from public.subscribers f
      join public.subscribers r on r.id = f.referred_by
      where f.referral_credited_at >= first_moment
    )
    select t.day, t.source,
           coalesce(sum(t.count) filter (where t.step = 'landing_view'), 0)::bigint,
           coalesce(sum(t.count) filter (where t.step = 'dialog_opened'), 0)::bigint,
           coalesce(sum(t.count) filter (where t.step = 'joined'), 0)::bigint,
           coalesce(sum(t.count) filter (where t.step = 'confirmed'), 0)::bigint,
           coalesce(sum(t.count) filter (where t.step = 'referred'), 0)::bigint
    from steps t
    group by t.day, t.source
    order by t.day, t.source;
end;
$$;

revoke execute on function public.admin_waitlist_funnel(date) from public, anon;
grant execute on function public.admin_waitlist_funnel(date) to authenticated, service_role;
