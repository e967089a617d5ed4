-- Issue 24, item 2 (decision 0191): TOTP had no attempt limit (300 wrong codes in one
-- password-only session, then the right one, was accepted) and a code could be used again
-- (one code lifted three sessions to aal2). Supabase Auth limits factor verification per
-- IP only, and sees only the worker's address, so the worker asks these first:
--   - per session: 5 wrong codes end that session's chances (the worker signs it out);
--   - per factor: 10 wrong codes in an hour lock the factor for an hour, from every
--     session, and queue a notice to the account's address (outbox kind 'admin-notice');
--   - a code is claimed before Auth checks it: a code already used for the factor in the
--     last 2 minutes (Auth accepts a code for up to 90 s) is refused; a wrong code's claim
--     is given back.
-- Called with the signed-in (aal1) session's access token: the factor must be the caller's.

create table public.admin_totp_failures (
  id bigint generated always as identity primary key,
  factor_id uuid not null,
  session_id uuid,
  failed_at timestamptz not null default now()
);
create index admin_totp_failures_factor on public.admin_totp_failures (factor_id, failed_at);
create index admin_totp_failures_session on public.admin_totp_failures (session_id);
alter table public.admin_totp_failures enable row level security;
revoke all on table public.admin_totp_failures from anon, authenticated;

create table public.admin_totp_codes (
  factor_id uuid not null,
  code_hash bytea not null,
  claimed_at timestamptz not null default now(),
  primary key (factor_id, code_hash)
);
alter table public.admin_totp_codes enable row level security;
revoke all on table public.admin_totp_codes from anon, authenticated;

create table public.admin_totp_locks (
  factor_id uuid primary key,
  locked_until timestamptz not null
);
alter table public.admin_totp_locks enable row level security;
revoke all on table public.admin_totp_locks from anon, authenticated;

-- The notice to the admin goes through the outbox like every other email.
alter table public.outbox drop constraint outbox_kind;
alter table public.outbox add constraint outbox_kind
  check (kind in ('welcome-email', 'customer-sync', 'newsletter-welcome-email', 'customer-consent',
                  'customer-unsubscribe', 'customer-erase', 'admin-notice'));

-- THE limits, in one place.
create function public.admin_totp_rule()
  returns table (per_session integer, per_factor integer, factor_window interval,
                 lock_length interval, code_reuse_window interval)
  language sql
  immutable
  set search_path = ''
as $$
  select 5, 10, interval '1 hour', interval '1 hour', interval '2 minutes';
$$;
revoke execute on function public.admin_totp_rule() from public, anon, authenticated;

-- The caller's own factor, or an error (42501) for anyone else's.
create function public.admin_totp_own_factor(factor uuid) returns uuid
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.mfa_factors f
    where f.id = admin_totp_own_factor.factor and f.user_id = auth.uid()
  ) then
    raise exception 'not your factor' using errcode = '42501';
  end if;
  return factor;
end;
$$;
revoke execute on function public.admin_totp_own_factor(uuid) from public, anon, authenticated;

create function public.admin_totp_session() returns uuid
  language sql
  stable
  set search_path = ''
as $$
  select case when (auth.jwt() ->> 'session_id') ~ '^[0-9a-fA-F-]{36}$'
    then (auth.jwt() ->> 'session_id')::uuid end;
$$;
revoke execute on function public.admin_totp_session() from public, anon, authenticated;

-- Before a code is checked: {"retry_after": s} (the factor is locked), {"session_spent": true}
-- (this session had its tries), or {"claimed": false} (the code was used already), else
-- {"claimed": true}: the code is this attempt's.
create function public.admin_totp_attempt(factor uuid, code text) returns json
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  rule record;
  own uuid := public.admin_totp_own_factor(factor);
  session uuid := public.admin_totp_session();
  until timestamptz;
  claimed integer;
begin
  select * into rule from public.admin_totp_rule();
  select l.locked_until into until from public.admin_totp_locks l
  where l.factor_id = own and l.locked_until > now();
  if until is not null then
    return json_build_object('retry_after',
      greatest(1, ceil(extract(epoch from until - now()))::integer));
  end if;
  if session is null or (
    select count(*) from public.admin_totp_failures f where f.session_id = session
  ) >= rule.per_session then
    return json_build_object('session_spent', true);
  end if;
  delete from public.admin_totp_codes c
  where c.factor_id = own and c.claimed_at < now() - rule.code_reuse_window;
  insert into public.admin_totp_codes (factor_id, code_hash)
  values (own, public.token_hash(own::text || ':' || coalesce(code, '')))
  on conflict do nothing;
  get diagnostics claimed = row_count;
  return json_build_object('claimed', claimed = 1);
end;
$$;

-- After Auth refused the code: its claim goes back, the failure counts, and the tenth in an
-- hour locks the factor and tells the admin. Returns {"locked": bool, "session_spent": bool}.
create function public.admin_totp_failed(factor uuid, code text) returns json
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  rule record;
  own uuid := public.admin_totp_own_factor(factor);
  session uuid := public.admin_totp_session();
  recent integer;
  locked boolean := false;
  address text;
begin
  select * into rule from public.admin_totp_rule();
  delete from public.admin_totp_codes c
  where c.factor_id = own
    and c.code_hash = public.token_hash(own::text || ':' || coalesce(code, ''));
  delete from public.admin_totp_failures f
  where f.factor_id = own and f.failed_at < now() - rule.factor_window;
  insert into public.admin_totp_failures (factor_id, session_id) values (own, session);
  select count(*) into recent from public.admin_totp_failures f where f.factor_id = own;
  if recent >= rule.per_factor then
    insert into public.admin_totp_locks as l (factor_id, locked_until)
    values (own, now() + rule.lock_length)
    on conflict (factor_id) do update set locked_until = excluded.locked_until
      where l.locked_until <= now();
    get diagnostics recent = row_count;
    locked := true;
    if recent = 1 then
      select u.email into address from auth.users u where u.id = auth.uid();
      if address is not null then
        insert into public.outbox (kind, email, request_id)
        values ('admin-notice', address, public.current_request_id());
      end if;
    end if;
  end if;
  return json_build_object('locked', locked, 'session_spent',
    (select count(*) from public.admin_totp_failures f where f.session_id = session) >= rule.per_session);
end;
$$;

revoke execute on function public.admin_totp_attempt(uuid, text) from public, anon;
revoke execute on function public.admin_totp_failed(uuid, text) from public, anon;
grant execute on function public.admin_totp_attempt(uuid, text) to authenticated, service_role;
grant execute on function public.admin_totp_failed(uuid, text) to authenticated, service_role;
