-- What anon, authenticated and service_role can do to every table in `public`, tried for
-- real: each attempt switches role (`set local role` and `request.jwt.claims`, as
-- PostgREST does for a request) inside a subtransaction that is rolled back.
-- A table nobody lists below is for the service role only, so a table a new migration
-- adds is checked too, and fails here if it is left open to the API keys.
begin;
select no_plan();

-- The commands each key may run, per table; the service role may run all four everywhere.
create temporary table expected_access (table_name name, api_role name, commands text[])
  on commit drop;
insert into expected_access values
  ('subscribers', 'anon', '{insert}'),
  ('subscribers', 'authenticated', '{insert}'),
  ('newsletter_subscribers', 'anon', '{insert}'),
  ('newsletter_subscribers', 'authenticated', '{insert}');

-- A row already there (so select, update and delete have one to reach) and a valid row to
-- insert, for the tables these tests know. Other tables start empty and insert defaults.
create temporary table sample_rows (table_name name primary key, seed text, insert text)
  on commit drop;
insert into sample_rows values
  ('subscribers',
   $$(name, email) values ('Tap Seed', 'tap-seed@example.com')$$,
   $$(name, email) values ('Tap Visitor', 'tap-visitor@example.com')$$),
  ('newsletter_subscribers',
   $$(email, source) values ('tap-seed@example.com', 'footer')$$,
   $$(email, source) values ('tap-reader@example.com', 'exit-intent')$$),
  ('welcome_email_sends',
   $$(email, last_sent_at) values ('tap-seed@example.com', now())$$,
   $$(email, last_sent_at) values ('tap-visitor@example.com', now())$$);

do $$
declare
  sample record;
begin
  for sample in select * from sample_rows loop
    execute format('insert into public.%I %s', sample.table_name, sample.seed);
  end loop;
end
$$;

-- 'allowed' when `command` on `target` as `api_role` ran and reached the rows (for insert:
-- passed the privilege and RLS checks), 'refused' when a privilege or RLS stopped it.
create function pg_temp.attempt(api_role name, command text, target regclass)
  returns text
  language plpgsql
as $$
declare
  insert_values text := (
    select s.insert from pg_temp.sample_rows s
    where s.table_name = (select relname from pg_catalog.pg_class where oid = target)
  );
  -- A column an update may set to itself (not an identity or generated one).
  some_column name := (
    select attname from pg_catalog.pg_attribute
    where attrelid = target and attnum > 0 and not attisdropped
      and attidentity = '' and attgenerated = ''
    order by attnum
    limit 1
  );
  total bigint;
  reached bigint;
begin
  execute format('select count(*) from %s', target) into total;
  begin
    perform set_config('role', api_role, true);
    perform set_config('request.jwt.claims', json_build_object('role', api_role)::text, true);
    case command
      when 'select' then
        execute format('select count(*) from %s', target) into reached;
      when 'insert' then
        execute format('insert into %s %s', target, coalesce(insert_values, 'default values'));
        get diagnostics reached = row_count;
      when 'update' then
        execute format('update %s set %I = %I', target, some_column, some_column);
        get diagnostics reached = row_count;
      when 'delete' then
        execute format('delete from %s', target);
        get diagnostics reached = row_count;
    end case;
    -- Undo the attempt (and the role switch), carrying its outcome out of the block.
    raise exception using errcode = 'TAP01', message = reached::text;
  exception
    when sqlstate 'TAP01' then
      reached := sqlerrm::bigint;
    when insufficient_privilege then
      return 'refused';
    when others then
      -- An insert of made-up values that a constraint refused got past privileges and RLS.
      return case when command = 'insert' then 'allowed' else 'error ' || sqlstate end;
  end;
  return case
    when reached > 0 or (total = 0 and command <> 'insert') then 'allowed'
    else 'refused'
  end;
end
$$;

with attempts as materialized (
  select
    t.relname,
    r.api_role,
    c.command,
    case
      when r.api_role = 'service_role' or c.command = any (coalesce(e.commands, '{}'))
        then 'allowed'
      else 'refused'
    end as expected
  from pg_catalog.pg_class t
  cross join (values (1, 'anon'), (2, 'authenticated'), (3, 'service_role')) as r (n, api_role)
  cross join (values (1, 'select'), (2, 'insert'), (3, 'update'), (4, 'delete')) as c (n, command)
  left join expected_access e on e.table_name = t.relname and e.api_role = r.api_role
  where t.relnamespace = 'public'::regnamespace and t.relkind in ('r', 'p')
  order by t.relname, r.n, c.n
)
select is(
  pg_temp.attempt(api_role, command, format('public.%I', relname)::regclass),
  expected,
  format('%s: %s on public.%I is %s', api_role, command, relname, expected)
)
from attempts;

select * from finish();
rollback;
