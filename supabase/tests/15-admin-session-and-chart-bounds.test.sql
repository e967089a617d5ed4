-- Issue 24, items 11 and 13:
-- - the signups-per-day chart function answers an aal2 admin only, at most 366 days;
-- - an admin's token reads nothing once its session is signed out or its refresh tokens
--   were revoked (reuse detected), though the JWT itself has not expired.
begin;
select plan(12);

create function pg_temp.live_session_claims(aal text) returns jsonb
  language plpgsql
as $$
declare
  user_id uuid := gen_random_uuid();
  session_id uuid := gen_random_uuid();
begin
  insert into auth.users (id, email) values (user_id, user_id || '@admins.example');
  insert into auth.sessions (id, user_id, aal) values (session_id, user_id, aal::auth.aal_level);
  insert into auth.refresh_tokens (token, user_id, revoked, session_id)
  values (session_id::text, user_id::text, false, session_id);
  return jsonb_build_object('role', 'authenticated', 'aal', aal, 'sub', user_id,
    'session_id', session_id, 'app_metadata', jsonb_build_object('role', 'admin'));
end;
$$;

create function pg_temp.act_as(api_role text, claims jsonb) returns void
  language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', claims::text, true);
  execute format('set local role %I', api_role);
end;
$$;

insert into public.subscribers (name, email) values ('Tap Session', 'tap-session@example.com');

-- Item 11 ------------------------------------------------------------------------------
select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal1'));
select throws_ok($$select * from public.waitlist_signups_per_day('1900-01-01')$$, '42501', null,
  'an admin at aal1 cannot run the chart function');
reset role;

select pg_temp.act_as('anon', '{"role":"anon"}');
select throws_ok($$select * from public.waitlist_signups_per_day('2025-01-01')$$, '42501', null,
  'anon cannot run the chart function');
reset role;

create temporary table admin_claims on commit drop as
  select pg_temp.live_session_claims('aal2') as claims;
grant select on admin_claims to authenticated;
select pg_temp.act_as('authenticated', (select claims from admin_claims));
select is((select count(*)::int from public.waitlist_signups_per_day('1900-01-01')), 366,
  'from 1900 the chart starts 365 days back: 366 days');
select is((select max(day) from public.waitlist_signups_per_day('1900-01-01')),
  (now() at time zone 'utc')::date, 'and ends today');
select is((select signups from public.waitlist_signups_per_day(((now() at time zone 'utc')::date - 1))
           where day = (now() at time zone 'utc')::date), 1::bigint,
  'today''s signup is counted');
select is((select count(*)::int from public.waitlist_signups_per_day(((now() at time zone 'utc')::date + 5))), 0,
  'a start in the future is an empty chart');
-- Item 13: the same token reads the waitlist while its session is live ...
select is((select count(*)::int from public.subscribers where email = 'tap-session@example.com'), 1,
  'an admin in a live session reads the waitlist');
select ok(public.auth_session_is_live(), 'auth_session_is_live() says so');
reset role;

-- ... and nothing once the refresh tokens are revoked (reuse detected) ...
update auth.refresh_tokens set revoked = true
where session_id = ((select claims from admin_claims) ->> 'session_id')::uuid;
select pg_temp.act_as('authenticated', (select claims from admin_claims));
select is((select count(*)::int from public.subscribers), 0,
  'after reuse detection the unexpired token reads no signups');
select ok(not public.auth_session_is_live(), 'and auth_session_is_live() says no');
select throws_ok($$select * from public.waitlist_signups_per_day('2025-01-01')$$, '42501', null,
  'nor the chart');
reset role;

-- ... or once the session is signed out (GoTrue deletes the row).
create temporary table signed_out on commit drop as
  select pg_temp.live_session_claims('aal2') as claims;
grant select on signed_out to authenticated;
delete from auth.sessions where id = ((select claims from signed_out) ->> 'session_id')::uuid;
select pg_temp.act_as('authenticated', (select claims from signed_out));
select is((select count(*)::int from public.subscribers), 0,
  'after sign-out the unexpired token reads no signups');
reset role;

select * from finish();
rollback;
