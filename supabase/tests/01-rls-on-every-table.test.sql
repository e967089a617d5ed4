-- Row-level security is on for every table in `public`, the ones a later migration adds
-- included: the list is read from the catalog, not written here.
begin;
select plan(
  1 + (
    select count(*)::int
    from pg_catalog.pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
  )
);

select cmp_ok(
  (
    select count(*)::int
    from pg_catalog.pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
  ),
  '>=',
  3,
  'public holds the waitlist tables'
);

with public_tables as materialized (
  select c.relname, c.relrowsecurity
  from pg_catalog.pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
  order by c.relname
)
select ok(relrowsecurity, format('row-level security is on for public.%I', relname))
from public_tables;

select * from finish();
rollback;
