/**
 * The dashboard's figures as the signed-in admin reads them, through real supabase-js
 * against the local Supabase and Auth: only confirmed friends count as referrals.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  createTestUser,
  enrolAndVerifyTotp,
  signIn,
} from '../../../local/supabase/auth/testing.ts';
import {
  startTestSupabase,
  type TestSupabase,
} from '../../../local/supabase/testing.ts';
import {loadDashboard} from './admin-dashboard.server';
import {confirmSignup} from '~/features/waitlist/waitlist-status.server';
import {
  joinWaitlist,
  subscribeFromExitIntent,
  subscribeFromFooter,
} from '~/features/waitlist/waitlist.server';

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

it('shows the sources: signups by form, by UTM source and medium, and the top campaigns', async () => {
  const deps = {supabase: supabase.anon, log: () => {}};
  const spring = {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
  };
  await joinWaitlist(deps, {
    name: 'Sam Spring',
    email: 'sam-spring@example.com',
    form: 'modal',
    utm: spring,
  });
  await joinWaitlist(deps, {
    name: 'Wes Welcome',
    email: 'wes-welcome@example.com',
    form: 'welcome-page',
    utm: {...spring, utm_source: 'instagram', utm_medium: 'social'},
  });
  await subscribeFromFooter(deps, {
    email: 'fay-footer@example.com',
    utm: spring,
  });
  await subscribeFromExitIntent(deps, {email: 'eve-exit@example.com'});
  expect(
    (
      await confirmSignup(
        supabase.anon,
        await confirmationTokenOf('sam-spring@example.com'),
      )
    ).outcome,
  ).toBe('confirmed');

  await createTestUser(supabase, 'sources@example.com', {role: 'admin'});
  const admin = await signIn(supabase, 'sources@example.com');
  await enrolAndVerifyTotp(admin);
  const {sources} = await loadDashboard(admin, {query: '', page: 1});

  const figure = (
    value: string | null,
    detail: string | null,
    counts: number[],
  ) => ({
    value,
    detail,
    waitlist: counts[0],
    confirmed: counts[1],
    newsletter: counts[2],
  });
  expect(sources.campaigns).toEqual([figure('spring', null, [2, 1, 1])]);
  expect(sources.sources).toContainEqual(
    figure('newsletter', 'email', [1, 1, 1]),
  );
  expect(sources.sources).toContainEqual(
    figure('instagram', 'social', [1, 0, 0]),
  );
  // The first test's signups said nothing: no form, no UTM values.
  expect(sources.sources).toContainEqual(figure(null, null, [6, 3, 1]));
  expect(sources.forms).toEqual(
    expect.arrayContaining([
      figure('modal', null, [1, 1, 0]),
      figure('welcome-page', null, [1, 0, 0]),
      figure('footer', null, [0, 0, 1]),
      figure('exit-intent', null, [0, 0, 1]),
      figure(null, null, [6, 3, 0]),
    ]),
  );
});

describe('the waitlist funnel per source', () => {
  it('sums the days of each source, the busiest first', async () => {
    const {funnelBySource} = await import('./admin-dashboard.server');
    const row = (
      day: string,
      source: string,
      views: number,
      joined: number,
    ) => ({
      day,
      source,
      landing_views: views,
      dialogs_opened: 0,
      joined,
      confirmed: 0,
      referred: 0,
    });
    expect(
      funnelBySource([
        row('2026-11-01', '', 1, 0),
        row('2026-11-01', 'spring', 2, 1),
        row('2026-11-02', 'spring', 3, 1),
      ]),
    ).toEqual([
      {
        source: 'spring',
        landing_views: 5,
        dialogs_opened: 0,
        joined: 2,
        confirmed: 0,
        referred: 0,
      },
      {
        source: '',
        landing_views: 1,
        dialogs_opened: 0,
        joined: 0,
        confirmed: 0,
        referred: 0,
      },
    ]);
  });

  it('draws each day of the chart for one source or all, a day without rows at zero', async () => {
    const {funnelPerDay, daysFrom} = await import('./admin-dashboard.server');
    const days = daysFrom(
      new Date('2026-10-31T00:00:00Z'),
      new Date('2026-11-02T18:00:00Z'),
    );
    expect(days).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    const rows = [
      {...zeroSteps, day: '2026-11-01', source: '', landing_views: 1},
      {...zeroSteps, day: '2026-11-01', source: 'spring', landing_views: 2},
      {...zeroSteps, day: '2026-11-02', source: 'spring', joined: 1},
      // Outside the chart's days: left out, not added to a neighbour.
      {...zeroSteps, day: '2026-10-01', source: 'spring', joined: 5},
    ];
    expect(funnelPerDay(rows, days, null)).toEqual([
      {...zeroSteps, day: '2026-10-31'},
      {...zeroSteps, day: '2026-11-01', landing_views: 3},
      {...zeroSteps, day: '2026-11-02', joined: 1},
    ]);
    expect(
      funnelPerDay(rows, days, '').map((day) => day.landing_views),
    ).toEqual([0, 1, 0]);
    expect(
      funnelPerDay(rows, days, 'spring').map((day) => day.landing_views),
    ).toEqual([0, 2, 0]);
  });

  it('reads the chosen source from the picker, telling "all" from a source named all', async () => {
    const {funnelChoiceValue, funnelSourceFrom} =
      await import('./funnel-steps');
    for (const source of [null, '', 'all', 'spring'])
      expect(funnelSourceFrom(funnelChoiceValue(source))).toBe(source);
    expect(funnelSourceFrom(null)).toBeNull();
    expect(funnelSourceFrom('spring')).toBeNull();
  });
});

const zeroSteps = {
  landing_views: 0,
  dialogs_opened: 0,
  joined: 0,
  confirmed: 0,
  referred: 0,
};
