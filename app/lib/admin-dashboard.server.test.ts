/**
 * The dashboard's figures as the signed-in admin reads them, through real supabase-js
 * against the local Supabase and Auth: only confirmed friends count as referrals.
 */
import {afterAll, beforeAll, expect, it} from 'vitest';
import {
  createTestUser,
  enrolAndVerifyTotp,
  signIn,
} from '../../local/supabase/auth/testing.ts';
import {
  startTestSupabase,
  type TestSupabase,
} from '../../local/supabase/testing.ts';
import {loadDashboard} from './admin-dashboard.server';
import {confirmSignup} from './waitlist-status.server';
import {joinWaitlist} from './waitlist.server';

let supabase: TestSupabase;

beforeAll(async () => {
  // The outbox timer off: nothing is delivered, the tokens are read from the outbox.
  supabase = await startTestSupabase({outboxIntervalMs: 0});
});
afterAll(() => supabase.local.close());

async function confirmationTokenOf(email: string) {
  const {data} = await supabase.service
    .from('outbox')
    .select('confirmation_token')
    .eq('kind', 'welcome-email')
    .eq('email', email)
    .single();
  return (data as {confirmation_token: string}).confirmation_token;
}

it('counts confirmed signups and confirmed referrals, and lists the top referrers', async () => {
  const deps = {supabase: supabase.anon, log: () => {}};
  await joinWaitlist(deps, {name: 'Rosa Referrer', email: 'rosa@example.com'});
  await joinWaitlist(deps, {name: 'Tom Two', email: 'tom@example.com'});
  const {data: referrers} = await supabase.service
    .from('subscribers')
    .select('email, referral_code')
    .in('email', ['rosa@example.com', 'tom@example.com'])
    .order('email');
  const [rosa, tom] = referrers as {email: string; referral_code: string}[];
  const friends = [
    ['amy@example.com', rosa!.referral_code, true],
    ['bob@example.com', rosa!.referral_code, true],
    ['cal@example.com', rosa!.referral_code, false],
    ['dee@example.com', tom!.referral_code, true],
  ] as const;
  for (const [email, referrerCode, confirms] of friends) {
    await joinWaitlist(deps, {name: 'Friend', email, referrerCode});
    if (confirms)
      expect(
        (await confirmSignup(supabase.anon, await confirmationTokenOf(email)))
          .outcome,
      ).toBe('confirmed');
  }

  await createTestUser(supabase, 'boss@example.com', {role: 'admin'});
  const admin = await signIn(supabase, 'boss@example.com');
  await enrolAndVerifyTotp(admin);
  const dashboard = await loadDashboard(admin, {query: '', page: 1});

  expect(dashboard.totals.waitlist).toBe(6);
  expect(dashboard.totals.confirmed).toBe(3);
  expect(dashboard.totals.referrals).toBe(3);
  expect(dashboard.topReferrers).toEqual([
    {name: 'Rosa Referrer', email: 'rosa@example.com', referrals: 2},
    {name: 'Tom Two', email: 'tom@example.com', referrals: 1},
  ]);
});

it('refuses a signed-in admin without the second factor', async () => {
  await createTestUser(supabase, 'half@example.com', {role: 'admin'});
  const admin = await signIn(supabase, 'half@example.com');
  await expect(loadDashboard(admin, {query: '', page: 1})).rejects.toThrow(
    /second factor/,
  );
});
