-- The waitlist funnel (issue 28, decision 0241): only the worker (its proxy key) adds to
-- the counters, nobody reads them directly, and an aal2 admin reads each step per day and
-- UTM source, the joins and confirmations counted from the signups themselves.
begin;
select plan(11);

create function pg_temp.admin_claims(aal text) returns jsonb
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

create function pg_temp.act_as(api_role text, claims jsonb, headers jsonb default '{}') returns void
  language plpgsql
as $$
begin
  perform set_config('request.jwt.claims', claims::text, true);
  perform set_config('request.headers', headers::text, true);
  execute format('set local role %I', api_role);
end;
$$;

do $$ begin perform public.set_waitlist_proxy_key('funnel-test-proxy-key'); end $$;
create temporary table claims on commit drop as
  select pg_temp.admin_claims('aal2') as aal2, pg_temp.admin_claims('aal1') as aal1;
grant select on claims to anon, authenticated;

-- A visitor with the anon key alone cannot count.
select pg_temp.act_as('anon', '{"role":"anon"}');
select throws_ok($$select public.count_funnel_step('landing_view', 'spring')$$, '42501', null,
  'anon without the proxy key cannot count a step');
select throws_ok($$select * from public.waitlist_funnel_counts$$, '42501', null,
  'anon cannot read the counters');
reset role;

-- The worker, with its key: two landing views and a dialog from "spring", one view with none.
select pg_temp.act_as('anon', '{"role":"anon"}', '{"x-waitlist-proxy-key":"funnel-test-proxy-key"}');
select lives_ok($$select public.count_funnel_step('landing_view', 'spring')$$, 'the worker counts a landing view');
do $$
begin
  perform public.count_funnel_step('landing_view', 'spring');
  perform public.count_funnel_step('dialog_opened', 'spring');
  perform public.count_funnel_step('landing_view', null);
end
$$;
select throws_ok($$select public.count_funnel_step('bought', 'spring')$$, '22023', null,
  'an unknown step is refused');
-- A join from "spring" (the worker inserts it with the visit's UTM values).
insert into public.subscribers (name, email, utm_source) values ('Funnel Fan', 'funnel@example.com', 'spring');
reset role;

select pg_temp.act_as('anon', '{"role":"anon"}');
select throws_ok($$select * from public.admin_waitlist_funnel('2025-01-01')$$, '42501', null,
  'anon cannot read the funnel');
reset role;
select pg_temp.act_as('authenticated', (select aal1 from claims));
select throws_ok($$select * from public.admin_waitlist_funnel('2025-01-01')$$, '42501', null,
  'an admin at aal1 cannot read the funnel');
reset role;

select pg_temp.act_as('authenticated', (select aal2 from claims));
select results_eq(
  $$select landing_views, dialogs_opened, joined, confirmed, referred
    from public.admin_waitlist_funnel('1900-01-01') where source = 'spring'$$,
  $$values (2::bigint, 1::bigint, 1::bigint, 0::bigint, 0::bigint)$$,
  'today''s spring row: two views, one dialog, one join');
select results_eq(
  $$select landing_views, joined from public.admin_waitlist_funnel('1900-01-01') where source = ''$$,
  $$values (1::bigint, 0::bigint)$$,
  'a view without a source is counted under none');
select is((select max(day) from public.admin_waitlist_funnel('1900-01-01')),
  (now() at time zone 'utc')::date, 'counted on today''s date (UTC)');
reset role;

-- Confirming the join adds it to "confirmed" for its source.
update public.subscribers set confirmed_at = now() where email = 'funnel@example.com';
select pg_temp.act_as('authenticated', (select aal2 from claims));
select results_eq(
  $$select confirmed from public.admin_waitlist_funnel('1900-01-01') where source = 'spring'$$,
  $$values (1::bigint)$$, 'the confirmation is counted for its source');
reset role;
select is((select count(*)::int from public.waitlist_funnel_counts where source = 'spring'), 2,
  'one counter row per day, source and step, nothing about who');

select * from finish();
rollback;
