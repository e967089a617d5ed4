-- Issue 31: disposable-mail domains are checked by the database (record 0221), so the
-- storefront worker ships no list. A signup with a listed domain, or a subdomain of one,
-- is refused with SQLSTATE EFD01 whoever inserts it; the check folds the domain as mail
-- routes it (case, NFKC, invisible characters, trailing dots); the list is not readable
-- with the public keys.
begin;
select plan(14);

select ok((select count(*) from public.disposable_email_domains) > 50000,
  'the list is loaded (mailchecker has about 56,000 domains)');

select ok(public.is_disposable_email('temp@mailinator.com'), 'a listed domain');
select ok(public.is_disposable_email('x@sub.guerrillamail.com'), 'a subdomain of a listed domain');
select ok(public.is_disposable_email('Temp@MAILINATOR.Com'), 'in any case');
select ok(public.is_disposable_email('temp@mailinator.com.'), 'with a trailing dot');
select ok(public.is_disposable_email('temp@mailinator' || U&'\200B' || '.com'), 'with a zero-width space');
select ok(public.is_disposable_email('temp@ｍａｉｌｉｎａｔｏｒ.com'), 'in full-width letters (NFKC)');
select ok(not public.is_disposable_email('ana@example.com'), 'an ordinary domain is not');
select ok(not public.is_disposable_email('ana@kamadomailinator.com'), 'a domain that only ends like one is not');
select ok(not public.is_disposable_email('ana@'), 'no domain: not disposable (the address checks refuse it)');

set local role anon;
select set_config('request.jwt.claims', '{"role": "anon"}', true);
select throws_ok(
  $$insert into public.newsletter_subscribers (email, source) values ('y@mailinator.com', 'footer')$$,
  'EFD01', null, 'the anon key cannot store a disposable address on the newsletter');
select throws_ok(
  $$insert into public.subscribers (name, email) values ('Temp', 'temp@sub.mailinator.com')$$,
  'EFD01', null, 'nor on the waitlist');
select throws_ok($$select * from public.disposable_email_domains limit 1$$,
  '42501', null, 'the list is not readable with the anon key');
reset role;

select is((select count(*)::int from public.subscribers where email like '%mailinator.com'), 0,
  'nothing was stored');

select * from finish();
rollback;
