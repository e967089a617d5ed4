-- What a Supabase project provides before any migration runs, reduced to what our
-- migrations, the REST/Functions stand-in and the pgTAP tests rely on. Checked against
-- Supabase's database image (supabase/postgres: migrations/db/init-scripts and
-- migrations, and the auth server's migrations for the auth.* helpers); see
-- docs/decisions/0131-bootstrap-checked-against-supabase.md. It sets up both local
-- databases: PGlite at every start, and the PostgreSQL 15 cluster of the pgTAP run.
-- Idempotent.

-- The API roles. Supabase creates them `nologin noinherit` and later makes them inherit
-- (migration 20230529180330_alter_api_roles_for_inherit); only service_role bypasses RLS.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  -- The role PostgREST logs in as and switches from (`set local role <jwt role>`).
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
grant anon, authenticated, service_role to authenticator;

-- Supabase's short statement timeouts for the API roles (applied when a session starts as them).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

grant usage on schema public to anon, authenticated, service_role;

-- Supabase's default privileges: tables, sequences and functions created in `public` by
-- the migration owner are granted to the API roles; RLS and explicit revokes narrow that.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Extensions live in their own schema, usable by the API roles, and on the owner's search
-- path (Supabase: `alter role postgres set search_path to "$user", public, extensions`).
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
do $$
begin
  execute format('alter role %I set search_path to "$user", public, extensions', current_user);
end
$$;

-- The JWT helpers policies use, as the auth server defines them: the claims PostgREST sets
-- per request in `request.jwt.claims` (or the older one-setting-per-claim form); null
-- outside a request. The REST stand-in sets `request.jwt.claims` per request too.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt() returns jsonb
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb;
$$;

create or replace function auth.uid() returns uuid
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid;
$$;

create or replace function auth.role() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text;
$$;

create or replace function auth.email() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text;
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
-- Resend's `headers` object (List-Unsubscribe, ...), kept so tests and the page can read them.
alter table local_mailbox.emails add column if not exists headers jsonb not null default '{}';
