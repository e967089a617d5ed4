-- The idempotent join (issue 24, item 4, decision 0192): a retry of a submission whose
-- first attempt was stored is answered as a success and stores, counts and queues nothing.
begin;
select plan(8);

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
select lives_ok($$insert into public.subscribers (name, email, submission_key)
  values ('Idem Potent', 'idem@example.com', '7d3c4a4e-7b5e-4a6f-9c1d-2e8f0a1b2c3d')$$,
  'the first attempt is stored');
select lives_ok($$insert into public.subscribers (name, email, submission_key)
  values ('Idem Potent', 'Idem@Example.com', '7d3c4a4e-7b5e-4a6f-9c1d-2e8f0a1b2c3d')$$,
  'the retry of the same submission succeeds too');
select throws_ok($$insert into public.subscribers (name, email, submission_key)
  values ('Idem Potent', 'idem@example.com', '11111111-2222-4333-8444-555555555555')$$,
  '23505', null, 'another submission for the address is the duplicate it always was');
select lives_ok($$insert into public.subscribers (name, email, submission_key)
  values ('Other Person', 'other-idem@example.com', '7d3c4a4e-7b5e-4a6f-9c1d-2e8f0a1b2c3d')$$,
  'the same key with another address is another join');
select lives_ok($$insert into public.newsletter_subscribers (email, source, submission_key)
  values ('idem-news@example.com', 'footer', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'),
         ('idem-news@example.com', 'footer', 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee')$$,
  'the newsletter skips a stored submission too');
reset role;

select is((select count(*)::integer from public.subscribers where email = 'idem@example.com'), 1,
  'one row for the submission');
select is((select count(*)::integer from public.outbox where email = 'idem@example.com' and kind = 'welcome-email'), 1,
  'one welcome email queued');
select is((select count(*)::integer from public.newsletter_subscribers where email = 'idem-news@example.com'), 1,
  'one newsletter row');

select * from finish();
rollback;
