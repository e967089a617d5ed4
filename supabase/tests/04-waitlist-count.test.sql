-- waitlist_count(): the one number the anon key may read.
begin;
select plan(6);

select has_function('public', 'waitlist_count', 'waitlist_count() exists');
select function_returns('public', 'waitlist_count', array[]::name[], 'bigint', 'waitlist_count() returns a bigint');
select is_definer('public', 'waitlist_count', array[]::name[], 'waitlist_count() is security definer, so it counts rows its caller cannot read');

create temporary table counted_before on commit drop as
  select count(*) as signups from public.subscribers;
grant select on counted_before to anon;

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';
insert into public.subscribers (name, email) values ('Count One', 'count-one@example.com');
insert into public.subscribers (name, email) values ('Count Two', 'count-two@example.com');

select is(
  public.waitlist_count(),
  (select signups + 2 from counted_before),
  'waitlist_count() as anon counts every signup, the two just made included'
);
select throws_ok(
  'select count(*) from public.subscribers',
  '42501',
  null,
  'anon cannot count the rows itself'
);
reset role;

select is(
  public.waitlist_count(),
  (select count(*) from public.subscribers),
  'waitlist_count() equals the number of rows in subscribers'
);

select * from finish();
rollback;
