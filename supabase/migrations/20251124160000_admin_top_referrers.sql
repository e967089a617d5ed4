-- The dashboard's referral figures (issue 16's "referrals, top referrers"), now that issue 15
-- records who referred whom. A referral counts only once the friend confirmed (the same
-- rule as the place in line). Like the failed-messages panel, it runs as its owner and
-- first checks for an admin with a second factor, so the worker keeps querying as the
-- signed-in admin: PostgREST has no GROUP BY for a plain table read.

create function public.admin_top_referrers(max_rows integer default 10)
  returns table (name text, email text, referrals bigint)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may read the referrers'
      using errcode = '42501';
  end if;
  return query
    select referrer.name, referrer.email::text, count(*) as referrals
    from public.subscribers friend
    join public.subscribers referrer on referrer.id = friend.referred_by
    where friend.confirmed_at is not null
    group by referrer.id, referrer.name, referrer.email
    order by referrals desc, referrer.id
    limit least(greatest(coalesce(max_rows, 10), 1), 100);
end;
$$;

revoke execute on function public.admin_top_referrers(integer) from public, anon;
grant execute on function public.admin_top_referrers(integer) to authenticated, service_role;
