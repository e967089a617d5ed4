-- The dashboard's failed-messages panel: only an admin with a second factor (aal2) lists
-- failed outbox messages and retries one; anon, a signed-in non-admin and an admin at aal1
-- are refused, and a retry puts exactly that message back in the queue.
begin;
select plan(13);

insert into public.subscribers (name, email) values ('Tap Outbox', 'tap-outbox@example.com');
-- The signup queued two messages; make both give up, and remember their ids.
update public.outbox set status = 'failed', attempts = 8, last_error = 'HTTP 500 from Resend'
where email = 'tap-outbox@example.com';
create temporary table failed_ids on commit drop as
  select id, kind from public.outbox where email = 'tap-outbox@example.com';
grant select on failed_ids to anon, authenticated;

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

-- anon
select pg_temp.act_as('anon', '{"role":"anon"}');
select throws_ok(
  'select * from public.admin_failed_outbox_messages()',
  '42501', null, 'anon cannot list failed messages'
);
select throws_ok(
  format('select public.admin_retry_outbox_message(%s)', (select min(id) from failed_ids)),
  '42501', null, 'anon cannot retry a message'
);
reset role;

-- a signed-in user who is not an admin, even at aal2
select pg_temp.act_as('authenticated', '{"role":"authenticated","aal":"aal2","app_metadata":{}}');
select throws_ok(
  'select * from public.admin_failed_outbox_messages()',
  '42501', 'only an admin signed in with a second factor may read the outbox',
  'a non-admin cannot list failed messages'
);
select throws_ok(
  format('select public.admin_retry_outbox_message(%s)', (select min(id) from failed_ids)),
  '42501', 'only an admin signed in with a second factor may retry a message',
  'a non-admin cannot retry a message'
);
select throws_ok('select * from public.outbox', '42501', null,
  'the outbox table itself stays closed to signed-in users');
reset role;

-- an admin without the second factor
select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal1'));
select throws_ok(
  'select * from public.admin_failed_outbox_messages()',
  '42501', null, 'an admin at aal1 cannot list failed messages'
);
reset role;

-- an admin with the second factor
select pg_temp.act_as('authenticated', pg_temp.live_session_claims('aal2'));
select results_eq(
  $$select kind, email, attempts, last_error from public.admin_failed_outbox_messages()
    where email = 'tap-outbox@example.com' order by kind$$,
  $$values ('customer-sync'::text, 'tap-outbox@example.com'::text, 8, 'HTTP 500 from Resend'::text),
           ('welcome-email', 'tap-outbox@example.com', 8, 'HTTP 500 from Resend')$$,
  'an aal2 admin lists the failed messages with kind, address, attempts and last error'
);
select is(
  public.admin_retry_outbox_message((select id from failed_ids where kind = 'welcome-email')),
  true,
  'an aal2 admin retries a failed message'
);
select is(
  public.admin_retry_outbox_message((select id from failed_ids where kind = 'welcome-email')),
  false,
  'retrying a message that is no longer failed changes nothing'
);
select is(
  public.admin_retry_outbox_message(-1),
  false,
  'retrying an unknown message changes nothing'
);
select is(
  (select count(*)::int from public.admin_failed_outbox_messages() where email = 'tap-outbox@example.com'),
  1,
  'the retried message leaves the failed list'
);
reset role;

select results_eq(
  $$select status, attempts from public.outbox
    where id = (select id from failed_ids where kind = 'welcome-email')$$,
  $$values ('pending'::text, 0)$$,
  'the retried message is pending again, its attempts from zero'
);
select results_eq(
  $$select status from public.outbox
    where id = (select id from failed_ids where kind = 'customer-sync')$$,
  $$values ('failed'::text)$$,
  'the other failed message is untouched'
);

select * from finish();
rollback;
