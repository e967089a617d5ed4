-- Issue 24, item 6: unsubscribe and erase reach every spelling of the address. Duplicates
-- are found by the normalised address (decision 0157), so `Erase.Twin+wl@gmail.com` on the
-- waitlist and `erasetwin@gmail.com` on the newsletter are one person; erasing the first
-- left the second's row, its outbox messages and its Shopify customer. Both functions now
-- act on every address that normalises alike, on both lists, and erase also clears what
-- came with the signup (UTM values, the network hash).

-- Every stored spelling of an address (either list), the address itself included.
create function public.addresses_like(address text) returns setof text
  language sql
  stable
  set search_path = ''
as $$
  select lower(address)
  union
  select s.email::text from public.subscribers s
  where s.email_normalised = public.normalised_email(address)
  union
  select n.email::text from public.newsletter_subscribers n
  where n.email_normalised = public.normalised_email(address);
$$;
revoke execute on function public.addresses_like(text) from public, anon, authenticated;

create or replace function public.unsubscribe(token text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  address text;
  spellings text[];
  changed integer := 0;
  rows integer;
begin
  select t.email into address from public.unsubscribe_tokens t
  where t.token_hash = public.token_hash(unsubscribe.token);
  if address is null then
    return false;
  end if;
  spellings := array(select public.addresses_like(address));
  update public.subscribers set unsubscribed_at = now()
  where email = any (spellings) and unsubscribed_at is null;
  get diagnostics rows = row_count;
  changed := changed + rows;
  update public.newsletter_subscribers set unsubscribed_at = now()
  where email = any (spellings) and unsubscribed_at is null;
  get diagnostics rows = row_count;
  changed := changed + rows;
  update public.outbox
  set status = 'skipped', locked_until = null, last_error = 'unsubscribed', confirmation_token = null
  where email = any (spellings) and status = 'pending'
    and (public.is_email_kind(kind) or kind = 'customer-consent');
  -- The confirmation links already sent expire: only a link from joining again resubscribes.
  update public.waitlist_confirmations c set expires_at = least(c.expires_at, now())
  where c.used_at is null
    and c.subscriber_id in (select s.id from public.subscribers s where s.email = any (spellings));
  if changed > 0 then
    insert into public.outbox (kind, email, request_id)
    select 'customer-unsubscribe', spelling, public.current_request_id()
    from unnest(spellings) as spelling;
  end if;
  return true;
end;
$$;

-- "Delete me": every spelling's rows on both lists, their messages, tokens and send slots;
-- the Shopify customer of each spelling is erased (the sync may have made one per list).
create or replace function public.erase_waitlist_signup(token text) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  signup public.subscribers;
  placeholder text;
  spellings text[];
  people bigint[];
begin
  select s.* into signup from public.subscriber_secrets k
  join public.subscribers s on s.id = k.subscriber_id
  where k.status_token_hash = public.token_hash(erase_waitlist_signup.token)
  for update of s;
  if not found then
    return false;
  end if;
  spellings := array(select public.addresses_like(signup.email));
  people := array(select s.id from public.subscribers s
                  where s.id = signup.id or s.email = any (spellings));
  placeholder := 'erased-' || signup.id || '@erased.invalid';
  update public.subscribers
  set name = 'Erased', email = placeholder, erased_at = now(), signup_ip_hash = null,
      signup_network_hash = null, utm_source = null, utm_medium = null, utm_campaign = null,
      unsubscribed_at = coalesce(unsubscribed_at, now()), marketing_consent_at = null
  where id = signup.id;
  -- A twin on the waitlist stored before duplicates were refused (a null normalised key)
  -- is the same person: erased too.
  update public.subscribers
  set name = 'Erased', email = 'erased-' || id || '@erased.invalid', erased_at = now(),
      signup_ip_hash = null, signup_network_hash = null, utm_source = null, utm_medium = null,
      utm_campaign = null, unsubscribed_at = coalesce(unsubscribed_at, now()),
      marketing_consent_at = null
  where email = any (spellings) and id <> signup.id;
  update public.newsletter_subscribers
  set email = 'erased-newsletter-' || id || '@erased.invalid',
      utm_source = null, utm_medium = null, utm_campaign = null,
      unsubscribed_at = coalesce(unsubscribed_at, now())
  where email = any (spellings);
  update public.outbox
  set status = case when status = 'pending' then 'skipped' else status end,
      last_error = case when status = 'pending' then 'erased' else last_error end,
      locked_until = null, confirmation_token = null, email = placeholder
  where email = any (spellings);
  delete from public.subscriber_secrets where subscriber_id = any (people);
  delete from public.waitlist_confirmations where subscriber_id = any (people);
  delete from public.unsubscribe_tokens where email = any (spellings);
  delete from public.welcome_email_sends where email = any (spellings);
  insert into public.outbox (kind, email, request_id)
  select 'customer-erase', spelling, public.current_request_id()
  from unnest(spellings) as spelling;
  return true;
end;
$$;
