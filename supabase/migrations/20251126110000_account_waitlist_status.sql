-- Issue 29: the waitlist on a signed-in customer's /account page. The customer has no
-- status token there, only the email their account proves to the storefront worker; the
-- worker asks by email with its proxy key (WAITLIST_PROXY_KEY, set with
-- set_waitlist_proxy_key) in `x-waitlist-proxy-key`. Without that key the function
-- refuses (42501, PostgREST's 403), so the anon key alone reads no one's place, and RLS on
-- the tables stays as it is.
create function public.account_waitlist_status(address text)
  returns table (
    place bigint,
    total bigint,
    referral_code text,
    referrals bigint,
    places_per_referral integer,
    confirmed boolean
  )
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  -- The worker's proxy key, checked as the funnel's counter checks it.
  if not public.request_from_worker() then
    raise exception 'the storefront''s proxy key is required'
      using errcode = '42501';
  end if;
  return query
  select l.place,
         (select count(*) from public.subscribers),
         s.referral_code,
         l.referrals,
         public.places_per_referral(),
         s.confirmed_at is not null
  from public.subscribers s
  join public.waitlist_line() l on l.subscriber_id = s.id
  where s.email_normalised = public.normalised_email(address)
    and s.erased_at is null
  order by s.id
  limit 1;
end;
$$;
revoke execute on function public.account_waitlist_status(text) from public;
grant execute on function public.account_waitlist_status(text) to anon, authenticated, service_role;
