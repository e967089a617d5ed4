-- What a Supabase project provides before any migration runs, reduced to what our
-- migrations and the REST/Functions stand-in rely on. Idempotent: runs at every start.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase's default privileges: tables, sequences and functions created in `public` by
-- the migration owner are granted to the API roles; RLS and explicit revokes narrow that.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- The JWT helpers policies use. The REST stand-in sets `request.jwt.claims` per request.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt() returns jsonb
  language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
$$;

create or replace function auth.uid() returns uuid
  language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid;
$$;

create or replace function auth.role() returns text
  language sql stable
as $$
  select auth.jwt() ->> 'role';
$$;

-- Applied migrations, under the name the Supabase CLI uses.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);

-- The local mailbox. Not in an API schema, so no key can reach it through /rest/v1.
create schema if not exists local_mailbox;
create table if not exists local_mailbox.emails (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null default now(),
  sender text not null,
  recipients text[] not null,
  subject text not null,
  html text,
  text text
);
-- Resend's `Idempotency-Key`: a second send with the same key returns the first message.
alter table local_mailbox.emails add column if not exists idempotency_key text unique;
