-- The database as strict as the storefront (app/features/waitlist/validation.ts), for callers that skip
-- the worker and post to the REST API with the anon key directly.
--
-- 1. "Whitespace" is JavaScript's `\s` (what the app trims and what its email pattern
--    excludes), not PostgreSQL's: btrim() only strips spaces and `\s` in a regex depends on
--    the locale, so "\t\n" passed as a name and U+00A0 inside an email.
-- 2. One signup per request for visitors: PostgREST inserts a JSON array in one statement,
--    so the anon key could add thousands of rows with one call.
--
-- NOT VALID: rows stored before this migration are not re-checked (a deploy must not fail on
-- them); every new or changed row is.

-- The characters JavaScript's \s matches, as a bracket expression.
create function public.js_whitespace_class() returns text
  language sql
  immutable
  set search_path = ''
as $$
  select '[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;

alter domain public.email_address
  add constraint email_address_no_js_whitespace
  check (value !~ public.js_whitespace_class()) not valid;

-- A name: 1 to 100 characters, trimmed the way the app trims, not only whitespace.
alter table public.subscribers
  add constraint subscribers_name_trimmed
  check (
    name !~ ('^' || public.js_whitespace_class())
    and name !~ (public.js_whitespace_class() || '$')
    and name ~ ('[^' || substr(public.js_whitespace_class(), 2))
  ) not valid;

-- Refuses a multi-row insert by a visitor's role (anon, authenticated); the service role
-- and migrations may insert in bulk.
create function public.refuse_bulk_signup() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (select count(*) from inserted_rows) > 1 then
    raise exception 'One signup per request'
      using errcode = 'P0001',
            hint = 'Send one object, not an array.';
  end if;
  return null;
end;
$$;

create trigger subscribers_one_per_request
  after insert on public.subscribers
  referencing new table as inserted_rows
  for each statement execute function public.refuse_bulk_signup();

create trigger newsletter_subscribers_one_per_request
  after insert on public.newsletter_subscribers
  referencing new table as inserted_rows
  for each statement execute function public.refuse_bulk_signup();
