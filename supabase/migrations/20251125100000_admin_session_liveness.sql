-- Issue 24, item 13: an admin's access token stops reading the admin's data the moment its
-- session ends, not when the token expires. Supabase Auth deletes the session row on
-- sign-out (any scope) and revokes every refresh token of the session when it detects a
-- refresh token being reused (token theft); the JWT itself stays valid until `exp`. So
-- "an admin with a second factor" now also requires the JWT's session to be live: the row
-- exists, has not passed `not_after`, and still holds an unrevoked refresh token.
-- The storefront worker asks the same (auth_session_is_live()) on every admin request and
-- ends its cookie session when the answer is no (app/features/admin/admin-auth.server.ts).

-- The request JWT's session, live or not. SECURITY DEFINER: the API roles cannot read the
-- auth schema; this reads only the caller's own session, by the id in its signed JWT.
create function public.auth_session_is_live() returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where (auth.jwt() ->> 'session_id') ~ '^[0-9a-fA-F-]{36}$'
      and s.id = (auth.jwt() ->> 'session_id')::uuid
      and (s.not_after is null or s.not_after > now())
      and exists (
        select 1 from auth.refresh_tokens r
        where r.session_id = s.id and r.revoked is not true
      )
  );
$$;
revoke execute on function public.auth_session_is_live() from public, anon;
grant execute on function public.auth_session_is_live() to authenticated, service_role;

-- An admin (app_metadata.role, which only the service role writes) at aal2, in a live
-- session. Every admin policy and admin function calls this one definition.
create or replace function public.is_waitlist_admin() returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(
    (select auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'
      and (select auth.jwt() ->> 'aal') = 'aal2'
      and (select public.auth_session_is_live()),
    false
  );
$$;
