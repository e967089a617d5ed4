-- Issue 24, item 11: the dashboard's chart function did unbounded work for any signed-in
-- user (aal1 too): `since = 1900-01-01` generated 45,000 days, each counting both tables.
-- Now it refuses anyone but an aal2 admin in a live session (42501), starts at most 365 days
-- back, and counts each table once (grouped by day) instead of once per day.
create or replace function public.waitlist_signups_per_day(since date)
  returns table (day date, signups bigint, newsletter bigint)
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  first_day date := greatest(coalesce(since, today), today - 365);
  first_moment timestamptz := first_day::timestamp at time zone 'utc';
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may read the signups'
      using errcode = '42501';
  end if;
  return query
    with days as (
      select generate_series(first_day, today, interval '1 day')::date as day
    ), joined as (
      select (s.created_at at time zone 'utc')::date as day, count(*) as n
      from public.subscribers s
      where s.created_at >= first_moment
      group by 1
    ), subscribed as (
      select (n.created_at at time zone 'utc')::date as day, count(*) as n
      from public.newsletter_subscribers n
      where n.created_at >= first_moment
      group by 1
    )
    select days.day, coalesce(j.n, 0)::bigint, coalesce(b.n, 0)::bigint
    from days
    left join joined j on j.day = days.day
    left join subscribed b on b.day = days.day
    order by days.day;
end;
$$;
