-- TOTP attempts (issue 24, item 2, decision 0191): limited per session and per factor, a
-- lock with a notice to the admin, and a code used once cannot be used again.
begin;
select plan(13);

-- One admin with one factor, and several of its password-only (aal1) sessions.
create temporary table ids (name text primary key, id uuid) on commit drop;
insert into ids values ('user', gen_random_uuid()), ('factor', gen_random_uuid()),
  ('s1', gen_random_uuid()), ('s2', gen_random_uuid()), ('s3', gen_random_uuid()),
  ('other', gen_random_uuid());
grant select on ids to authenticated;
insert into auth.users (id, email) select id, 'totp-admin@example.com' from ids where name = 'user';
insert into auth.users (id, email) select id, 'someone@example.com' from ids where name = 'other';
insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at, secret)
select (select id from ids where name = 'factor'), (select id from ids where name = 'user'),
  'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP';

create function pg_temp.as_session(session text, who text default 'user') returns void
  language plpgsql
as $$
begin
  reset role;
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated', 'aal', 'aal1',
    'sub', (select id from ids where name = who),
    'session_id', (select id from ids where name = session))::text, true);
  set local role authenticated;
end;
$$;
create function pg_temp.factor() returns uuid language sql as $$ select id from ids where name = 'factor' $$;

select pg_temp.as_session('s1');
select is(public.admin_totp_attempt(pg_temp.factor(), '123456')::jsonb, '{"claimed": true}',
  'a first attempt claims its code');
select is(public.admin_totp_attempt(pg_temp.factor(), '123456')::jsonb, '{"claimed": false}',
  'the same code again (a second session, a replay) is refused while it is claimed');

select pg_temp.as_session('s2');
select is(public.admin_totp_failed(pg_temp.factor(), '123456')::jsonb, '{"locked": false, "session_spent": false}',
  'a wrong code counts once');
select is(public.admin_totp_attempt(pg_temp.factor(), '123456')::jsonb, '{"claimed": true}',
  'a wrong code''s claim is given back (the admin may still type it when it becomes right)');
do $$ begin perform public.admin_totp_failed(pg_temp.factor(), '00000' || n) from generate_series(1, 4) n; end $$;
select is(public.admin_totp_attempt(pg_temp.factor(), '654321')::jsonb, '{"session_spent": true}',
  'five wrong codes spend the session''s tries');

select pg_temp.as_session('s3');
select is(public.admin_totp_attempt(pg_temp.factor(), '654321')::jsonb, '{"claimed": true}',
  'another session still may try');
do $$ begin perform public.admin_totp_failed(pg_temp.factor(), '11111' || n) from generate_series(1, 3) n; end $$;
select is(public.admin_totp_failed(pg_temp.factor(), '222222')::jsonb, '{"locked": false, "session_spent": false}',
  'nine wrong codes for the factor: not locked yet');
select is(public.admin_totp_failed(pg_temp.factor(), '333333')::jsonb, '{"locked": true, "session_spent": true}',
  'the tenth in an hour locks the factor');
select ok((public.admin_totp_attempt(pg_temp.factor(), '444444') ->> 'retry_after')::integer between 3590 and 3600,
  'a locked factor refuses every session for an hour');
select is(public.admin_totp_failed(pg_temp.factor(), '555555') ->> 'locked', 'true',
  'a failure while locked keeps it locked');

reset role;
select is((select count(*)::integer from public.outbox where kind = 'admin-notice' and email = 'totp-admin@example.com'), 1,
  'the admin is told once, through the outbox');

select pg_temp.as_session('s1', 'other');
select throws_ok($$select public.admin_totp_attempt(pg_temp.factor(), '123456')$$, '42501', null,
  'another user''s factor is refused');
reset role;
set local role anon;
select throws_ok($$select public.admin_totp_attempt(pg_temp.factor(), '123456')$$, '42501', null,
  'anon may not call it');
reset role;

select * from finish();
rollback;
