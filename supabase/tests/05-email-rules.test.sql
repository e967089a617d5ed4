-- The email and name rules the storefront validates, enforced again by the database,
-- as the anon key meets them: stored lower-case, unique whatever the case, at most 254
-- characters, email-shaped; a name of 1 to 100 characters that is not blank.
begin;
select plan(19);

set local role anon;
set local "request.jwt.claims" to '{"role": "anon"}';

select lives_ok(
  $$insert into public.subscribers (name, email) values ('Ana Ruiz', 'Ana.Ruiz@Example.COM')$$,
  'a signup with a mixed-case address is accepted'
);
select throws_ok(
  $$insert into public.subscribers (name, email) values ('Ana Again', 'ANA.RUIZ@example.com')$$,
  '23505', null,
  'the same address in other letters is a duplicate'
);
select lives_ok(
  $$insert into public.newsletter_subscribers (email, source) values ('Ben@Example.com', 'footer')$$,
  'a newsletter subscription with a mixed-case address is accepted'
);
select throws_ok(
  $$insert into public.newsletter_subscribers (email, source) values ('ben@example.COM', 'exit-intent')$$,
  '23505', null,
  'a newsletter address is unique whatever the case'
);
select throws_ok(
  $$insert into public.newsletter_subscribers (email, source) values ('cleo@example.com', 'popup')$$,
  '23514', null,
  'a newsletter source other than exit-intent or footer is refused'
);

-- 254 characters, the most an address may have; labels kept under 64 characters.
select lives_ok(
  format(
    $$insert into public.subscribers (name, email) values ('Long Address', %L)$$,
    'a@' || repeat(repeat('x', 61) || '.', 4) || 'comx'
  ),
  'an address of 254 characters is accepted'
);
select throws_ok(
  format(
    $$insert into public.subscribers (name, email) values ('Longer Address', %L)$$,
    'b@' || repeat(repeat('x', 61) || '.', 4) || 'comxy'
  ),
  '23514', null,
  'an address of 255 characters is refused'
);

select throws_ok(
  format($$insert into public.subscribers (name, email) values ('Shape', %L)$$, bad.email),
  '23514', null,
  format('%L is not an email address', bad.email)
)
from (
  values (1, 'no-at-sign.example.com'), (2, 'two@@example.com'), (3, 'space in@example.com'),
         (4, 'dana@example'), (5, '@example.com'), (6, 'eve@.com')
) as bad (n, email)
order by bad.n;

select throws_ok(
  format($$insert into public.subscribers (name, email) values (%L, 'name-%s@example.com')$$, bad.name, bad.n),
  '23514', null,
  bad.what
)
from (
  values (1, repeat('n', 101), 'a name of 101 characters is refused'),
         (2, '   ', 'a blank name is refused'),
         (3, '', 'an empty name is refused')
) as bad (n, name, what)
order by bad.n;

select lives_ok(
  $$insert into public.subscribers (name, email) values (repeat('n', 100), 'hundred@example.com')$$,
  'a name of 100 characters is accepted'
);

reset role;
select is(
  (select email::text from public.subscribers where name = 'Ana Ruiz'),
  'ana.ruiz@example.com',
  'a signup address is stored lower-case'
);
select is(
  (select email::text from public.newsletter_subscribers where source = 'footer' and email like 'ben@%'),
  'ben@example.com',
  'a newsletter address is stored lower-case'
);

select * from finish();
rollback;
