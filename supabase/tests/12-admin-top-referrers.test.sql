-- The dashboard's top referrers: only an admin with a second factor reads them, and only
-- confirmed friends count.
begin;
select plan(5);

insert into public.subscribers (name, email) values
  ('Tap Referrer One', 'tap-ref-one@example.com'),
  ('Tap Referrer Two', 'tap-ref-two@example.com'),
  ('Tap Friend A', 'tap-friend-a@example.com'),
  ('Tap Friend B', 'tap-friend-b@example.com'),
  ('Tap Friend C', 'tap-friend-c@example.com'),
  ('Tap Friend D', 'tap-friend-d@example.com');
-- One has two confirmed friends and one unconfirmed; two has one confirmed friend.
update public.subscribers f
set referred_by = (select id from public.subscribers where email = 'tap-ref-one@example.com'),
    confirmed_at = case when f.email = 'tap-friend-c@example.com' then null else now() end
where f.email in ('tap-friend-a@example.com', 'tap-friend-b@example.com', 'tap-friend-c@example.com');
update public.subscribers f
set referred_by = (select id from public.subscribers where email = 'tap-ref-two@example.com'),
    confirmed_at = now()
where f.email = 'tap-friend-d@example.com';

-- An admin's claims with a live session (issue 24: the session must exist and hold an
-- unrevoked refresh token); called as the owner, before switching role.
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

select pg_temp.act_as('anon', '{"role":"anon"}');
select throws_ok('select * from public.admin_top_referrers()', '42501', null,
  'anon cannot read the referrers');
reset role;

select pg_temp.act_as('authenticated', '{"role":"authenticated","aal":"aal2","app_metadata":{}}');
select throws_ok('select * from public.admin_top_referrers()', '42501', null,
  'a signed-in non-admin cannot read the referrers');
reset role;

select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal1'));
select throws_ok('select * from public.admin_top_referrers()', '42501', null,
  'an admin at aal1 cannot read the referrers');
reset role;

select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal2'));
select results_eq(
  $$select email, referrals from public.admin_top_referrers(10)
    where email like 'tap-ref-%' order by referrals desc$$,
  $$values ('tap-ref-one@example.com', 2::bigint), ('tap-ref-two@example.com', 1::bigint)$$,
  'an aal2 admin sees each referrer with their confirmed friends only, most first'
);
select is((select count(*) from public.admin_top_referrers(1)), 1::bigint,
  'max_rows limits the list');
reset role;

select * from finish();
rollback;
