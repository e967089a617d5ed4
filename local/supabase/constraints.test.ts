import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSupabase, type TestSupabase} from './testing.ts';

let supabase: TestSupabase;

beforeAll(async () => {
  supabase = await startTestSupabase();
});
afterAll(() => supabase.local.close());

const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('database constraints (checked for the anon key, whatever the worker validated)', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['101 characters', 'n'.repeat(101)],
  ])('refuses a name that is %s', async (_label, name) => {
    const {error, status} = await supabase.anon
      .from('subscribers')
      .insert({name, email: `${randomUUID()}@example.com`});
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it('accepts a name of 1 and of 100 characters', async () => {
    for (const name of ['N', 'n'.repeat(100)]) {
      const {error} = await supabase.anon
        .from('subscribers')
        .insert({name, email: `len${name.length}@example.com`});
      expect(error).toBeNull();
    }
  });

  it('accepts an email of 254 characters and refuses 255', async () => {
    expect(emailOfLength(254)).toHaveLength(254);
    const ok = await supabase.anon
      .from('newsletter_subscribers')
      .insert({email: emailOfLength(254), source: 'footer'});
    expect(ok.error).toBeNull();
    const tooLong = await supabase.anon
      .from('newsletter_subscribers')
      .insert({email: emailOfLength(255), source: 'footer'});
    expect(tooLong.error?.code).toBe('23514');
  });

  it.each(['not-an-email', 'a@b', 'a b@example.com', ' padded@example.com'])(
    'refuses %j as an email',
    async (email) => {
      const {error} = await supabase.anon
        .from('newsletter_subscribers')
        .insert({email, source: 'footer'});
      expect(error?.code).toBe('23514');
    },
  );

  it('accepts only the two newsletter sources', async () => {
    const {error} = await supabase.anon
      .from('newsletter_subscribers')
      .insert({email: 'src@example.com', source: 'popup'});
    expect(error?.code).toBe('23514');
  });

  it('treats the same email in another case as a duplicate (23505, HTTP 409)', async () => {
    expect(
      (
        await supabase.anon
          .from('subscribers')
          .insert({name: 'Cleo', email: 'cleo@example.com'})
      ).error,
    ).toBeNull();
    const again = await supabase.anon
      .from('subscribers')
      .insert({name: 'Cleo', email: 'CLEO@Example.COM'});
    expect(again.error?.code).toBe('23505');
    expect(again.status).toBe(409);

    const {data} = await supabase.service
      .from('subscribers')
      .select('email')
      .ilike('email', 'cleo@example.com');
    expect(data).toEqual([{email: 'cleo@example.com'}]);
  });
});

describe('as strict as the app (issue 12)', () => {
  it.each([
    ['a tab and a new line', '\t\n'],
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['untrimmed (tab)', '\tAna'],
    ['untrimmed (no-break space)', 'Ana\u00a0'],
  ])('refuses a name that is %s', async (_label, name) => {
    const {error, status} = await supabase.anon
      .from('subscribers')
      .insert({name, email: `${randomUUID()}@example.com`});
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it.each([
    'ana\u00a0x@example.com',
    'ana@exa\u2003mple.com',
    'ana@example.com\ufeff',
    'a\u000bb@example.com',
  ])('refuses %j: whitespace in the JavaScript sense', async (email) => {
    for (const table of ['subscribers', 'newsletter_subscribers'] as const) {
      const {error} = await supabase.anon
        .from(table)
        .insert(
          table === 'subscribers'
            ? {name: 'Ana', email}
            : {email, source: 'footer'},
        );
      expect(error?.code, table).toBe('23514');
    }
  });

  it('keeps accepting names the app accepts', async () => {
    for (const name of ['Ana María', 'J.R. Smith', '李 小龍', 'Zoë']) {
      const {error} = await supabase.anon
        .from('subscribers')
        .insert({name, email: `${randomUUID()}@example.com`});
      expect(error, name).toBeNull();
    }
  });

  it('refuses a bulk insert with the anon key, and stores none of its rows', async () => {
    const emails = [1, 2, 3].map(() => `${randomUUID()}@example.com`);
    const {error, status} = await supabase.anon
      .from('newsletter_subscribers')
      .insert(emails.map((email) => ({email, source: 'footer'})));
    expect(status).toBe(400);
    expect(error?.message).toBe('One signup per request');
    const {count} = await supabase.service
      .from('newsletter_subscribers')
      .select('*', {count: 'exact', head: true})
      .in('email', emails);
    expect(count).toBe(0);
    const bulkSignup = await supabase.anon.from('subscribers').insert([
      {name: 'A', email: `${randomUUID()}@example.com`},
      {name: 'B', email: `${randomUUID()}@example.com`},
    ]);
    expect(bulkSignup.status).toBe(400);
  });

  it('lets the service role insert in bulk', async () => {
    const {error} = await supabase.service
      .from('newsletter_subscribers')
      .insert(
        [1, 2].map(() => ({
          email: `${randomUUID()}@example.com`,
          source: 'footer',
        })),
      );
    expect(error).toBeNull();
  });
});
