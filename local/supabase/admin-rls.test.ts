import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {SupabaseClient} from '@supabase/supabase-js';
import {createTestUser, enrolAndVerifyTotp, signIn} from './auth/testing.ts';
import {startTestSupabase, type TestSupabase} from './testing.ts';

// supabase/migrations/20251116160000_admin_reads_waitlist.sql, through supabase-js and the
// local Auth: only an admin (app_metadata.role) with a second factor (aal2) reads the lists.

let supabase: TestSupabase;

beforeAll(async () => {
  supabase = await startTestSupabase();
  await supabase.anon
    .from('subscribers')
    .insert({name: 'Ana Ruiz', email: 'ana@example.com'});
  await supabase.anon
    .from('newsletter_subscribers')
    .insert({email: 'ben@example.com', source: 'footer'});
});
afterAll(() => supabase.local.close());

const TABLES = ['subscribers', 'newsletter_subscribers'] as const;

async function readAll(client: SupabaseClient) {
  return Promise.all(TABLES.map((table) => client.from(table).select('email')));
}

describe('who reads the waitlist', () => {
  it('an admin at aal1 (password only) reads nothing', async () => {
    await createTestUser(supabase, 'admin1@example.com', {role: 'admin'});
    const admin = await signIn(supabase, 'admin1@example.com');
    for (const {data, error} of await readAll(admin)) {
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    // The chart function refuses outright below aal2 (issue 24: it was unbounded work).
    const perDay = await admin.rpc('waitlist_signups_per_day', {
      since: todayUtc(),
    });
    expect(perDay.data).toBeNull();
    expect(perDay.error?.code).toBe('42501');
  });

  it('an admin at aal2 reads both lists and the daily counts', async () => {
    await createTestUser(supabase, 'admin2@example.com', {role: 'admin'});
    const admin = await signIn(supabase, 'admin2@example.com');
    await enrolAndVerifyTotp(admin);
    const [subscribers, newsletter] = await readAll(admin);
    expect(subscribers!.data).toEqual([{email: 'ana@example.com'}]);
    expect(newsletter!.data).toEqual([{email: 'ben@example.com'}]);
    const perDay = await admin.rpc('waitlist_signups_per_day', {
      since: todayUtc(),
    });
    expect(perDay.data).toEqual([{day: todayUtc(), signups: 1, newsletter: 1}]);
  });

  it('a signed-in user who is not an admin reads nothing, even at aal2', async () => {
    await createTestUser(supabase, 'cook@example.com', {role: 'editor'});
    const user = await signIn(supabase, 'cook@example.com');
    await enrolAndVerifyTotp(user);
    for (const {data, error} of await readAll(user)) {
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('a user cannot make themself an admin', async () => {
    await createTestUser(supabase, 'climber@example.com');
    const user = await signIn(supabase, 'climber@example.com');
    const {error} = await user.auth.updateUser({data: {role: 'admin'}});
    expect(error).toBeNull();
    await enrolAndVerifyTotp(user);
    // user_metadata.role is not app_metadata.role: still nothing.
    for (const {data} of await readAll(user)) expect(data).toEqual([]);
  });

  it('the anon key still reads nothing and cannot call the daily counts', async () => {
    for (const {error} of await readAll(supabase.anon))
      expect(error?.code).toBe('42501');
    const perDay = await supabase.anon.rpc('waitlist_signups_per_day', {
      since: todayUtc(),
    });
    expect(perDay.error?.code).toBe('42501');
  });
});

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
