-- Every security-definer function in `public` (those of later migrations too) pins its
-- search_path, so a caller's objects cannot stand in for the ones it means.
begin;
select plan(
  1 + (
    select count(*)::int from pg_catalog.pg_proc
    where pronamespace = 'public'::regnamespace and prosecdef
  )
);

select cmp_ok(
  (
    select count(*)::int from pg_catalog.pg_proc
    where pronamespace = 'public'::regnamespace and prosecdef
  ),
  '>=',
  1,
  'public has security-definer functions (waitlist_count)'
);

with definers as materialized (
  select p.oid::regprocedure::text as signature, coalesce(p.proconfig, '{}') as config
  from pg_catalog.pg_proc p
  where p.pronamespace = 'public'::regnamespace and p.prosecdef
  order by 1
)
select ok(
  exists (select from unnest(config) as setting where setting like 'search\_path=%'),
  format('%s sets its own search_path', signature)
)
from definers;

select * from finish();
rollback;
