-- The dashboard's failed-messages panel (issue 12's "a way to see and replay what failed,
-- a dashboard panel once the admin exists"). The outbox stays service-role only: no policy,
-- no grant. Admins reach it through the two functions below, which run as their owner
-- (SECURITY DEFINER) but first check that the caller is an admin with a second factor
-- (`is_waitlist_admin`, the same test the waitlist's RLS uses), so the worker keeps
-- querying as the signed-in admin and never holds the service key.

-- The messages that gave up, newest first, with what an admin needs to judge them.
create function public.admin_failed_outbox_messages(max_rows integer default 50)
  returns table (
    id bigint,
    kind text,
    email text,
    attempts integer,
    last_error text,
    created_at timestamptz
  )
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may read the outbox'
      using errcode = '42501';
  end if;
  return query
    select o.id, o.kind, o.email::text, o.attempts, o.last_error, o.created_at
    from public.outbox o
    where o.status = 'failed'
    order by o.created_at desc, o.id desc
    limit least(greatest(coalesce(max_rows, 50), 1), 200);
end;
$$;

-- Puts one failed message back in the queue (attempts from zero, due now); true when it
-- was failed and is now pending, false for an unknown, pending or delivered message.
create function public.admin_retry_outbox_message(message_id bigint) returns boolean
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
begin
  if not public.is_waitlist_admin() then
    raise exception 'only an admin signed in with a second factor may retry a message'
      using errcode = '42501';
  end if;
  return public.replay_outbox_messages(array[message_id]) = 1;
end;
$$;

revoke execute on function public.admin_failed_outbox_messages(integer) from public, anon;
revoke execute on function public.admin_retry_outbox_message(bigint) from public, anon;
grant execute on function public.admin_failed_outbox_messages(integer) to authenticated, service_role;
grant execute on function public.admin_retry_outbox_message(bigint) to authenticated, service_role;
