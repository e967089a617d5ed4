-- Where a signup came from (issue 15 "Sources", issue 16 "sources and UTM campaigns";
-- decision 0156).
--
-- - `utm_source`, `utm_medium`, `utm_campaign` on both lists: the landing URL's UTM values,
--   captured on submit (the form's hidden fields, else the same-origin Referer's query), so
--   the landing page stays the same for every visitor. The referrer code is already
--   `subscribers.referrer_code`.
-- - `subscribers.source`: which join form (the signup modal, or the one on the welcome
--   discount page), the same idea as `newsletter_subscribers.source` (exit-intent, footer).
--   Null on rows stored before this migration, and for an insert that does not say.
--
-- A visitor's role writes these columns, so they are hostile input: at most 100 characters
-- of printable text (the worker trims and truncates to that before inserting; a direct REST
-- insert with more is refused with a check violation, a 400).

create domain public.utm_value as text
  constraint utm_value_length check (char_length(value) between 1 and 100)
  constraint utm_value_printable check (value !~ '[\u0001-\u001f\u007f]');

alter table public.subscribers
  add column source text,
  add column utm_source public.utm_value,
  add column utm_medium public.utm_value,
  add column utm_campaign public.utm_value,
  add constraint subscribers_source check (source in ('modal', 'welcome-page'));

alter table public.newsletter_subscribers
  add column utm_source public.utm_value,
  add column utm_medium public.utm_value,
  add column utm_campaign public.utm_value;

grant insert (source, utm_source, utm_medium, utm_campaign)
  on table public.subscribers to anon, authenticated;
grant insert (utm_source, utm_medium, utm_campaign)
  on table public.newsletter_subscribers to anon, authenticated;

-- The dashboard's "Sources" figures: per form, per UTM source (with its medium) and per
-- UTM campaign, the waitlist signups, how many of them confirmed, and the newsletter
-- subscriptions. Grouped in the database (PostgREST has no GROUP BY); like
-- admin_top_referrers() it runs as its owner after checking for an admin with aal2.
-- `dimension` is 'form', 'source' or 'campaign'; `value` null means "none recorded"
-- (direct traffic, or a row older than this migration); `detail` is the medium of a source.
create function public.admin_signup_sources(max_rows integer default 10)
  returns table (dimension text, value text, detail text,
                 waitlist bigint, confirmed bigint, newsletter bigint)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  row_limit integer := least(greatest(coalesce(max_rows, 10), 1), 100);
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may read the sources'
      using errcode = '42501';
  end if;
  return query
    with signups as (
      select s.source as form, s.utm_source::text as utm_source,
             s.utm_medium::text as utm_medium, s.utm_campaign::text as utm_campaign,
             1 as waitlist, (s.confirmed_at is not null)::int as confirmed, 0 as newsletter
      from public.subscribers s
      union all
      select n.source, n.utm_source::text, n.utm_medium::text, n.utm_campaign::text, 0, 0, 1
      from public.newsletter_subscribers n
    ), grouped as (
      select 'form' as dimension, g.form as value, null::text as detail,
             sum(g.waitlist)::bigint as waitlist, sum(g.confirmed)::bigint as confirmed,
             sum(g.newsletter)::bigint as newsletter
      from signups g group by g.form
      union all
      select 'source', g.utm_source, g.utm_medium,
             sum(g.waitlist)::bigint, sum(g.confirmed)::bigint, sum(g.newsletter)::bigint
      from signups g group by g.utm_source, g.utm_medium
      union all
      select 'campaign', g.utm_campaign, null,
             sum(g.waitlist)::bigint, sum(g.confirmed)::bigint, sum(g.newsletter)::bigint
      from signups g where g.utm_campaign is not null group by g.utm_campaign
    ), ranked as (
      select r.*, row_number() over (
               partition by r.dimension
               order by r.waitlist + r.newsletter desc, r.confirmed desc,
                        r.value nulls last, r.detail nulls last) as rank
      from grouped r
    )
    select r.dimension, r.value, r.detail, r.waitlist, r.confirmed, r.newsletter
    from ranked r
    where r.rank <= row_limit
    order by array_position(array['form', 'source', 'campaign'], r.dimension), r.rank;
end;
$$;

revoke execute on function public.admin_signup_sources(integer) from public, anon;
grant execute on function public.admin_signup_sources(integer) to authenticated, service_role;
