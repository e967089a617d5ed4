-- Where signups came from: the visitor's role may write the source columns (within their
-- limits) but read nothing back; only an admin with a second factor reads the grouped figures.
begin;
select plan(14);

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

-- As the visitor's role, one insert per request (as the worker sends them).
select pg_temp.act_as('anon', '{"role":"anon"}');
select lives_ok(
  $$insert into public.subscribers (name, email, source, utm_source, utm_medium, utm_campaign)
    values ('Src One', 'src-one@example.com', 'modal', 'tapnews', 'email', 'tap-spring')$$,
  'anon may store the form and the UTM values of a signup');
select lives_ok(
  $$insert into public.subscribers (name, email, source, utm_source, utm_medium, utm_campaign)
    values ('Src Two', 'src-two@example.com', 'welcome-page', 'tapnews', 'email', 'tap-spring')$$,
  'the welcome page is a join form too');
select lives_ok(
  $$insert into public.subscribers (name, email, source) values ('Src Three', 'src-three@example.com', 'modal')$$,
  'a signup without UTM values stores none');
select lives_ok(
  $$insert into public.newsletter_subscribers (email, source, utm_source, utm_medium, utm_campaign)
    values ('src-news@example.com', 'footer', 'tapnews', 'email', 'tap-spring')$$,
  'anon may store the UTM values of a newsletter subscription');
select throws_ok(
  $$insert into public.subscribers (name, email, utm_campaign)
    values ('Src Long', 'src-long@example.com', repeat('x', 10240))$$,
  '23514', null, 'a 10 KB UTM value is refused, not stored');
select throws_ok(
  $$insert into public.newsletter_subscribers (email, source, utm_source)
    values ('src-ctl@example.com', 'footer', E'bad\nvalue')$$,
  '23514', null, 'a control character in a UTM value is refused');
select throws_ok(
  $$insert into public.subscribers (name, email, source) values ('Src Form', 'src-form@example.com', 'popup')$$,
  '23514', null, 'an unknown form is refused');
select throws_ok(
  $$select utm_source from public.subscribers$$,
  '42501', null, 'anon still reads nothing back');
select throws_ok('select * from public.admin_signup_sources()', '42501', null,
  'anon cannot read the sources');
reset role;

update public.subscribers set confirmed_at = now() where email = 'src-one@example.com';

select pg_temp.act_as('authenticated', '{"role":"authenticated","aal":"aal2","app_metadata":{}}');
select throws_ok('select * from public.admin_signup_sources()', '42501', null,
  'a signed-in non-admin cannot read the sources');
reset role;

select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal1'));
select throws_ok('select * from public.admin_signup_sources()', '42501', null,
  'an admin at aal1 cannot read the sources');
reset role;

select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal2'));
select results_eq(
  $$select value, detail, waitlist, confirmed, newsletter from public.admin_signup_sources(100)
    where dimension in ('source', 'campaign') and value like 'tap%' order by dimension desc$$,
  $$values ('tapnews', 'email', 2::bigint, 1::bigint, 1::bigint),
           ('tap-spring', null, 2::bigint, 1::bigint, 1::bigint)$$,
  'an aal2 admin sees each UTM source and campaign with signups, confirmed and newsletter');
select results_eq(
  $$select value, waitlist >= 2, newsletter >= 1 from public.admin_signup_sources(100)
    where dimension = 'form' and value in ('modal', 'footer') order by value$$,
  $$values ('footer', false, true), ('modal', true, false)$$,
  'the forms are counted per list');
select is(
  (select count(*) from public.admin_signup_sources(1) where dimension = 'form'), 1::bigint,
  'max_rows limits each figure');
reset role;

select * from finish();
rollback;
