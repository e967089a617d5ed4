-- Disposable-mail domains checked by the database (issue 31, record 0221), not by a
-- 900 KB list in the storefront worker. The list is loaded by a generated migration
-- (`npm run db:disposable-domains`, from the npm package mailchecker). A signup whose
-- address belongs to a listed domain, or to a subdomain of one, is refused before it is
-- stored with SQLSTATE EFD01 (PostgREST answers HTTP 400 with that code), whoever calls:
-- the worker, or a client with the anon key skipping it.

create table public.disposable_email_domains (
  domain text primary key
);
alter table public.disposable_email_domains enable row level security;
revoke all on table public.disposable_email_domains from anon, authenticated;

-- The domain as mail would route it: compatibility forms folded (NFKC), the invisible
-- characters the storefront drops removed (email_forbidden_class()), lower case, without
-- trailing dots (`mailinator.com.`). Then it and each parent domain are looked up.
create function public.is_disposable_email(address text) returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with cleaned as (
    select rtrim(lower(regexp_replace(
             normalize(split_part(address, '@', -1), NFKC),
             public.email_forbidden_class(), '', 'g')), '.') as domain
  ), labels as (
    select string_to_array(domain, '.') as parts from cleaned where domain <> ''
  )
  select exists (
    select 1
    from labels l
    cross join lateral generate_series(1, cardinality(l.parts)) as g(first_label)
    join public.disposable_email_domains d
      on d.domain = array_to_string(l.parts[g.first_label:], '.')
  );
$$;
revoke execute on function public.is_disposable_email(text) from public;
grant execute on function public.is_disposable_email(text) to anon, authenticated, service_role;

create function public.refuse_disposable_email() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if public.is_disposable_email(new.email) then
    raise exception 'disposable email address'
      using errcode = 'EFD01',
            hint = 'The address belongs to a disposable-mail service.';
  end if;
  return new;
end;
$$;
revoke execute on function public.refuse_disposable_email() from public, anon, authenticated;

-- Named to fire first among the BEFORE INSERT triggers (they fire in name order).
create trigger subscribers_disposable_domain
  before insert on public.subscribers
  for each row execute function public.refuse_disposable_email();
create trigger newsletter_subscribers_disposable_domain
  before insert on public.newsletter_subscribers
  for each row execute function public.refuse_disposable_email();
