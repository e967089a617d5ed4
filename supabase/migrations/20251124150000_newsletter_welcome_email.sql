-- The newsletter welcome email (issue 11, item 6): the footer says "Check your email for an
-- exclusive discount", so a newsletter subscription queues an email with the WELCOME10 code,
-- through the same outbox and deliverer as the waitlist's welcome email, with the same
-- limit: at most one every 10 minutes per address.

alter table public.outbox drop constraint outbox_kind;
alter table public.outbox add constraint outbox_kind
  check (kind in ('welcome-email', 'customer-sync', 'newsletter-welcome-email'));

create index outbox_recent_newsletter_welcome on public.outbox (email, created_at)
  where kind = 'newsletter-welcome-email';

-- The trigger of the outbox migration, plus the newsletter's welcome email.
create or replace function public.enqueue_signup_messages() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_table_name = 'subscribers' then
    insert into public.outbox (kind, email, source, request_id)
    values ('welcome-email', new.email, null, public.current_request_id()),
           ('customer-sync', new.email, 'signup-modal', public.current_request_id());
  else
    insert into public.outbox (kind, email, source, request_id)
    values ('customer-sync', new.email, new.source, public.current_request_id());
    -- The same 10-minute limit as the waitlist's resend (an address erased and subscribed
    -- again, or two inserts racing, get one email).
    perform pg_advisory_xact_lock(hashtext('newsletter-welcome-email:' || new.email));
    insert into public.outbox (kind, email, request_id)
    select 'newsletter-welcome-email', new.email, public.current_request_id()
    where not exists (
      select 1 from public.outbox o
      where o.kind = 'newsletter-welcome-email' and o.email = new.email
        and o.created_at > now() - interval '10 minutes'
    );
  end if;
  return null;
end;
$$;

revoke execute on function public.enqueue_signup_messages() from public, anon, authenticated;
