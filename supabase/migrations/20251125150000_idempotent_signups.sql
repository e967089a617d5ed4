-- Issue 24, item 4 (decision 0192): a join whose write committed after the worker's 4 s
-- deadline was told "Something went wrong" (192 of 290 such answers under saturation were
-- stored and emailed). Each join the worker makes carries an idempotency key (a UUID per
-- join), and the worker asks again with the same row when an attempt went unanswered. A
-- second insert with the same key and address:
--   - waits for an attempt of the same key still running (an advisory lock per key, held
--     by each attempt until it ends), then
--   - is skipped when that attempt stored the row: PostgREST answers 201 as for the first
--     one, and nothing is counted, queued or emailed twice (the other triggers do not run).
-- The key is no secret and no personal data.

alter table public.subscribers add column submission_key uuid;
alter table public.newsletter_subscribers add column submission_key uuid;
create index subscribers_submission_key on public.subscribers (submission_key)
  where submission_key is not null;
create index newsletter_subscribers_submission_key on public.newsletter_subscribers (submission_key)
  where submission_key is not null;
grant insert (submission_key) on table public.subscribers to anon, authenticated;
grant insert (submission_key) on table public.newsletter_subscribers to anon, authenticated;

create function public.skip_stored_submission() returns trigger
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if new.submission_key is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(
    hashtextextended('signup-submission:' || new.submission_key::text, 0));
  if tg_table_name = 'subscribers' then
    if exists (
      select 1 from public.subscribers s
      where s.submission_key = new.submission_key
        and (s.email = lower(new.email) or s.email_normalised = public.normalised_email(new.email))
    ) then
      return null;
    end if;
  elsif exists (
    select 1 from public.newsletter_subscribers n
    where n.submission_key = new.submission_key
      and (n.email = lower(new.email) or n.email_normalised = public.normalised_email(new.email))
  ) then
    return null;
  end if;
  return new;
end;
$$;
revoke execute on function public.skip_stored_submission() from public, anon, authenticated;

-- Named to run before every other BEFORE INSERT trigger (they run in name order): a
-- skipped retry is not rate-limited, normalised or counted again.
create trigger subscribers_0_skip_stored_submission
  before insert on public.subscribers
  for each row execute function public.skip_stored_submission();
create trigger newsletter_subscribers_0_skip_stored_submission
  before insert on public.newsletter_subscribers
  for each row execute function public.skip_stored_submission();
