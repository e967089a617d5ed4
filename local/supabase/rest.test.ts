import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSupabase, type TestSupabase} from './testing.ts';

let supabase: TestSupabase;

beforeAll(async () => {
  supabase = await startTestSupabase();
  const {error} = await supabase.service.from('subscribers').insert([
    {name: 'Ana', email: 'ana@example.com'},
    {name: 'Ben', email: 'ben@example.org'},
    {name: 'Cleo', email: 'cleo@example.com'},
  ]);
  expect(error).toBeNull();
});
afterAll(() => supabase.local.close());

describe('PostgREST semantics of the stand-in (service role)', () => {
  it('selects columns with aliases, filters, order, limit and an exact count', async () => {
    const {data, count, error} = await supabase.service
      .from('subscribers')
      .select('who:name', {count: 'exact'})
      .like('email', '*@example.com')
      .neq('name', 'Nobody')
      .order('name', {ascending: false})
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{who: 'Cleo'}]);
    expect(count).toBe(2);
  });

  it('supports in, is, ilike and range', async () => {
    const inList = await supabase.service
      .from('subscribers')
      .select('name')
      .in('name', ['Ana', 'Ben', 'x,"y'])
      .order('name');
    expect(inList.data).toEqual([{name: 'Ana'}, {name: 'Ben'}]);
    const isNull = await supabase.service
      .from('subscribers')
      .select('name')
      .is('created_at', null);
    expect(isNull.data).toEqual([]);
    const notNull = await supabase.service
      .from('subscribers')
      .select('name')
      .not('created_at', 'is', null);
    expect(notNull.data).toHaveLength(3);
    const ranged = await supabase.service
      .from('subscribers')
      .select('name')
      .ilike('email', '%EXAMPLE%')
      .order('name')
      .range(1, 2);
    expect(ranged.data).toEqual([{name: 'Ben'}, {name: 'Cleo'}]);
  });

  it('returns the representation, updates and deletes through filters, and answers single()', async () => {
    const inserted = await supabase.service
      .from('subscribers')
      .insert({name: 'Dan', email: 'DAN@example.com'})
      .select('name, email')
      .single();
    expect(inserted.data).toEqual({name: 'Dan', email: 'dan@example.com'});
    expect(inserted.status).toBe(201);

    const updated = await supabase.service
      .from('subscribers')
      .update({name: 'Daniel'})
      .eq('email', 'dan@example.com')
      .select('name');
    expect(updated.data).toEqual([{name: 'Daniel'}]);
    const removed = await supabase.service
      .from('subscribers')
      .delete()
      .eq('email', 'dan@example.com');
    expect(removed.status).toBe(204);
    const gone = await supabase.service
      .from('subscribers')
      .select('name')
      .eq('email', 'dan@example.com')
      .maybeSingle();
    expect(gone).toMatchObject({data: null, error: null});
  });

  it('refuses an UPDATE or DELETE without a filter, as Supabase does', async () => {
    const deleteAll = await supabase.service.from('subscribers').delete();
    expect(deleteAll.error?.code).toBe('21000');
    const updateAll = await supabase.service
      .from('subscribers')
      .update({name: 'Everyone'});
    expect(updateAll.error?.code).toBe('21000');
  });

  it('keeps identifiers and values out of the SQL text', async () => {
    const column = await supabase.service
      .from('subscribers')
      .select('name')
      .eq('name"; drop table subscribers; --', 'x');
    expect(column.error?.code).toBe('42703');
    const value = await supabase.service
      .from('subscribers')
      .select('name')
      .eq('name', "'; drop table subscribers; --");
    expect(value.data).toEqual([]);
    const {count} = await supabase.service
      .from('subscribers')
      .select('*', {count: 'exact', head: true});
    expect(count).toBe(3);
  });

  it('answers what it does not support with a clear 400 and unknown tables with 404', async () => {
    const embedded = await supabase.service
      .from('subscribers')
      .select('name, orders(id)');
    expect(embedded.status).toBe(400);
    expect(embedded.error?.message).toMatch(
      /Not supported by the local Supabase stand-in/,
    );
    const upsert = await supabase.service
      .from('subscribers')
      .upsert({name: 'Eve', email: 'eve@example.com'});
    expect(upsert.status).toBe(400);
    const missing = await supabase.service.from('no_such_table').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
  });
});

describe('API keys', () => {
  it('answers 401 without a key, with an unknown key, or with a bearer token signed by another secret', async () => {
    const rest = `${supabase.local.url}/rest/v1/subscribers`;
    expect((await fetch(rest)).status).toBe(401);
    expect((await fetch(rest, {headers: {apikey: 'nope'}})).status).toBe(401);
    const forged = supabase.local.anonKey.replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    const response = await fetch(rest, {
      headers: {
        apikey: supabase.local.anonKey,
        Authorization: `Bearer ${forged}`,
      },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({code: 'PGRST301'});
    const fn = await fetch(
      `${supabase.local.url}/functions/v1/send-welcome-email`,
      {method: 'POST'},
    );
    expect(fn.status).toBe(401);
  });
});
