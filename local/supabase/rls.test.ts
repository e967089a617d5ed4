import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSupabase, type TestSupabase} from './testing.ts';

let supabase: TestSupabase;

beforeAll(async () => {
  supabase = await startTestSupabase();
});
afterAll(() => supabase.local.close());

type Case = {
  table: string;
  row: Record<string, string>;
  change: Record<string, string>;
};

const TABLES: Case[] = [
  {
    table: 'subscribers',
    row: {name: 'Ana Ruiz', email: 'ana@example.com'},
    change: {name: 'Mallory'},
  },
  {
    table: 'newsletter_subscribers',
    row: {email: 'ben@example.com', source: 'footer'},
    change: {source: 'exit-intent'},
  },
];

describe.each(TABLES)(
  'row-level security on $table',
  ({table, row, change}) => {
    beforeAll(async () => {
      const {error} = await supabase.anon.from(table).insert(row);
      expect(error).toBeNull();
    });

    async function storedRows() {
      const {data, error} = await supabase.service
        .from(table)
        .select('*')
        .eq('email', row.email);
      expect(error).toBeNull();
      return data;
    }

    it('lets the anon key insert', async () => {
      expect(await storedRows()).toEqual([expect.objectContaining(row)]);
    });

    it('never lets the anon key read a row back', async () => {
      const select = await supabase.anon.from(table).select('*');
      expect(select.data ?? []).toEqual([]);
      expect(select.error?.code).toBe('42501');

      const insertAndRead = await supabase.anon
        .from(table)
        .insert({...row, email: `x-${row.email}`})
        .select();
      expect(insertAndRead.data).toBeNull();
      expect(insertAndRead.error?.code).toBe('42501');
    });

    it('never gives the anon key a count by select', async () => {
      const {count, error, status} = await supabase.anon
        .from(table)
        .select('*', {count: 'exact', head: true});
      expect(count).toBeNull();
      expect(error).not.toBeNull();
      expect(status).toBe(401);
    });

    it('never lets the anon key update or delete', async () => {
      const update = await supabase.anon
        .from(table)
        .update(change)
        .eq('email', row.email);
      expect(update.error?.code).toBe('42501');
      const remove = await supabase.anon
        .from(table)
        .delete()
        .eq('email', row.email);
      expect(remove.error?.code).toBe('42501');
      expect(await storedRows()).toEqual([expect.objectContaining(row)]);
    });
  },
);

describe('what only the service role may touch', () => {
  it('keeps the welcome-email log and its functions away from the anon key', async () => {
    const insert = await supabase.anon
      .from('welcome_email_sends')
      .insert({email: 'c@example.com', last_sent_at: new Date().toISOString()});
    expect(insert.error?.code).toBe('42501');
    const claim = await supabase.anon.rpc('claim_welcome_email_slot', {
      recipient: 'c@example.com',
      sent_at: new Date().toISOString(),
      min_interval: '0 seconds',
    });
    expect(claim.error?.code).toBe('42501');
  });
});

describe('waitlist_count()', () => {
  it('gives the anon key the number of signups and nothing else', async () => {
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true});
    expect(count).toBeGreaterThan(0);
    const {data, error} = await supabase.anon.rpc('waitlist_count');
    expect(error).toBeNull();
    expect(data).toBe(count);
  });
});
