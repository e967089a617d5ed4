-- Issue 24, item 7: an email address the storefront would refuse is refused here too
-- (app/features/waitlist/validation.ts, the same rules):
-- - no control or format characters: zero-width space and joiners, soft hyphen, the
--   right-to-left override and the other bidi controls, the byte order mark;
-- - none of RFC 5322's specials `()<>[]\,;:"`: comments (`(comment)`), address literals
--   (`[127.0.0.1]`), quoted local parts;
-- - a local part that neither starts nor ends with a dot nor holds two in a row;
-- - a domain of host-name labels and a top-level domain of letters (or `xn--`): no trailing
--   dot (`gmail.com.` is gmail.com spelled so that it is not), no IP address.
-- Also item 5: `normalised_email()` drops those characters and a trailing dot, so a twin
-- spelled with them (stored before this migration) is the same person.
-- NOT VALID, as before: rows stored earlier are not re-checked; every new or changed one is.

-- The characters never in an address: Unicode's Cc and Cf (validation.ts has the same list,
-- and its unit test checks it against the JavaScript engine's Unicode tables).
create function public.email_forbidden_class() returns text
  language sql
  immutable
  set search_path = ''
as $$
  select '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
$$;

-- The shape, beyond the spec's something@something.something.
create function public.is_strict_email(address text) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select address !~ public.email_forbidden_class()
     and address !~ '[()<>\[\]\\,;:"]'
     and address ~ '^[^@]+@[^@]+$'
     and split_part(address, '@', 1) !~ '^\.|\.$|\.\.'
     and split_part(address, '@', 2) ~ (
       '^([A-Za-z0-9\u0080-\U0010ffff]([A-Za-z0-9\u0080-\U0010ffff-]*[A-Za-z0-9\u0080-\U0010ffff])?\.)+'
       || '([A-Za-z\u0080-\U0010ffff]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})$'
     );
$$;

alter domain public.email_address
  add constraint email_address_strict check (public.is_strict_email(value)) not valid;

-- Item 5: twins spelled with invisible characters or a trailing dot normalise alike.
create or replace function public.normalised_email(address text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  with cleaned as (
    select lower(regexp_replace(btrim(address), public.email_forbidden_class(), '', 'g')) as address
  ), parts as (
    select split_part(c.address, '@', 1) as local_part,
           rtrim(split_part(c.address, '@', 2), '.') as domain
    from cleaned c
  ), canonical as (
    select split_part(local_part, '+', 1) as local_part,
           case when domain = 'googlemail.com' then 'gmail.com' else domain end as domain
    from parts
  )
  select case when domain = 'gmail.com' then replace(local_part, '.', '') else local_part end
         || '@' || domain
  from canonical;
$$;
