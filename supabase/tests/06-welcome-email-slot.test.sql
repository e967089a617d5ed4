-- The resend slot of send-welcome-email: one welcome email per address every 10 minutes,
-- claimed in one statement so two claims at the same moment cannot both win.
begin;
select plan(9);

set local role service_role;
set local "request.jwt.claims" to '{"role": "service_role"}';

select is(
  (
    select array_agg(won order by n)
    from (
      select n, public.claim_welcome_email_slot('race@example.com', '2025-11-20 12:00:00+00', '10 minutes') as won
      from generate_series(1, 2) as n
    ) as claims
  ),
  array[true, false],
  'of two claims at the same moment, only the first wins'
);
select is(
  public.claim_welcome_email_slot('RACE@Example.com', '2025-11-20 12:00:00+00', '10 minutes'),
  false,
  'the address is the same in other letters'
);
select is(
  public.claim_welcome_email_slot('race@example.com', '2025-11-20 12:09:59+00', '10 minutes'),
  false,
  'a claim one second short of 10 minutes later loses'
);
select is(
  public.claim_welcome_email_slot('race@example.com', '2025-11-20 12:10:00+00', '10 minutes'),
  true,
  'a claim 10 minutes later wins'
);
select is(
  public.claim_welcome_email_slot('other@example.com', '2025-11-20 12:10:00+00', '10 minutes'),
  true,
  'another address has its own slot'
);

select lives_ok(
  $$select public.release_welcome_email_slot('race@example.com', '2025-11-20 12:10:00+00')$$,
  'a failed send gives its slot back'
);
select is(
  public.claim_welcome_email_slot('race@example.com', '2025-11-20 12:10:05+00', '10 minutes'),
  true,
  'after the release, a retry wins'
);
reset role;

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select throws_ok(
  $$select public.claim_welcome_email_slot('race@example.com', now(), '0 seconds')$$,
  '42501', null,
  'anon cannot claim a slot'
);
reset role;

set local role authenticated;
set local "request.jwt.claims" to '{"role": "authenticated"}';
select throws_ok(
  $$select public.release_welcome_email_slot('race@example.com', now())$$,
  '42501', null,
  'authenticated cannot release a slot'
);
reset role;

select * from finish();
rollback;
