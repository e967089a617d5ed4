-- What Supabase provides before our migrations and what they rely on: the API roles,
-- schema usage, default privileges in public, and the auth.* JWT helpers. Locally these
-- come from local/supabase/bootstrap.sql; on a Supabase project, from Supabase itself.
begin;
select plan(22);

select ok(
  exists (select from pg_roles where rolname = r.name and not rolcanlogin),
  format('role %s exists and cannot log in', r.name)
)
from (values (1, 'anon'), (2, 'authenticated'), (3, 'service_role')) as r (n, name)
order by r.n;

select is(
  (select array_agg(rolname::text order by rolname) from pg_roles
   where rolbypassrls and rolname in ('anon', 'authenticated', 'service_role')),
  array['service_role'],
  'of the API roles, only service_role bypasses row-level security'
);

select ok(
  pg_has_role('authenticator', r.name, 'MEMBER'),
  format('authenticator (PostgREST''s login) can switch to %s', r.name)
)
from (values (1, 'anon'), (2, 'authenticated'), (3, 'service_role')) as r (n, name)
order by r.n;

select ok(
  has_schema_privilege(s.role_name, s.schema_name, 'USAGE'),
  format('%s may use schema %s', s.role_name, s.schema_name)
)
from (
  values (1, 'anon', 'public'), (2, 'authenticated', 'public'), (3, 'service_role', 'public'),
         (4, 'anon', 'extensions'), (5, 'anon', 'auth')
) as s (n, role_name, schema_name)
order by s.n;

-- Supabase's default privileges: what the owner creates in public, the API roles may use.
create table public.tap_default_privileges (id int);
create function public.tap_default_privileges_fn() returns int language sql as 'select 1';
select ok(
  has_table_privilege(r.name, 'public.tap_default_privileges', 'SELECT, INSERT, UPDATE, DELETE')
  and has_function_privilege(r.name, 'public.tap_default_privileges_fn()', 'EXECUTE'),
  format('a new table and function in public are granted to %s by default', r.name)
)
from (values (1, 'anon'), (2, 'authenticated'), (3, 'service_role')) as r (n, name)
order by r.n;

-- The JWT helpers read the claims PostgREST sets for the request, and are null outside one.
select is(auth.jwt(), null, 'auth.jwt() is null outside a request');
select is(auth.uid(), null, 'auth.uid() is null outside a request');
set local "request.jwt.claims" to
  '{"sub": "7f3c1f9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f", "role": "authenticated", "email": "ana@example.com"}';
select is(auth.jwt() ->> 'email', 'ana@example.com', 'auth.jwt() is the request''s claims');
select is(auth.uid(), '7f3c1f9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f'::uuid, 'auth.uid() is the sub claim');
select is(auth.role(), 'authenticated', 'auth.role() is the role claim');
select is(auth.email(), 'ana@example.com', 'auth.email() is the email claim');

set local role authenticated;
select is(auth.uid(), '7f3c1f9e-2a4b-4c1d-9e8f-0a1b2c3d4e5f'::uuid, 'authenticated may call auth.uid() in a policy');
reset role;

select * from finish();
rollback;
