-- The admin area reads the waitlist as the signed-in admin, through RLS, never with the
-- service key. An admin is a user whose app_metadata.role is 'admin' (app_metadata can
-- only be written with the service role) signed in with a second factor (aal2). Everyone
-- else, signed in or not, still reads nothing.

-- One definition of "an admin with a second factor", read from the request's JWT.
-- `(select ...)` lets Postgres evaluate it once per statement instead of once per row.
create function public.is_waitlist_admin() returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(
    (select auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'
      and (select auth.jwt() ->> 'aal') = 'aal2',
    false
  );
$$;

revoke execute on function public.is_waitlist_admin() from public, anon;
grant execute on function public.is_waitlist_admin() to authenticated, service_role;

-- RLS needs the table privilege first; the policies below then decide which rows.
-- Whole-table grants, so columns added later are readable by admins too.
grant select on table public.subscribers to authenticated;
grant select on table public.newsletter_subscribers to authenticated;

create policy "Admins with a second factor read the waitlist"
  on public.subscribers for select to authenticated
  using ((select public.is_waitlist_admin()));

create policy "Admins with a second factor read the newsletter list"
  on public.newsletter_subscribers for select to authenticated
  using ((select public.is_waitlist_admin()));

-- Signups per day for the dashboard's chart, counted in the database rather than by
-- shipping every row to the worker. SECURITY INVOKER (the default): it runs as the
-- caller, so RLS applies and anyone but an aal2 admin gets no rows.
create function public.waitlist_signups_per_day(since date)
  returns table (day date, signups bigint, newsletter bigint)
  language sql
  stable
  set search_path = ''
as $$
  with days as (
    select generate_series(since, (now() at time zone 'utc')::date, interval '1 day')::date as day
  )
  select
    days.day,
    (select count(*) from public.subscribers s where (s.created_at at time zone 'utc')::date = days.day),
    (select count(*) from public.newsletter_subscribers n where (n.created_at at time zone 'utc')::date = days.day)
  from days
  order by days.day;
$$;

revoke execute on function public.waitlist_signups_per_day(date) from public, anon;
grant execute on function public.waitlist_signups_per_day(date) to authenticated, service_role;
