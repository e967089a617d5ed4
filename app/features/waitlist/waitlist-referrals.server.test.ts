/**
 * Places and referral credits under a launch-day crowd, through real supabase-js against
 * the local Supabase (issue 15): 300 concurrent joins, 100 of them through referral links,
 * then half of those friends confirm at once.
 */
import {afterAll, beforeAll, expect, it} from 'vitest';
import {
  startTestSupabase,
  type TestSupabase,
} from '../../../local/supabase/testing.ts';
import {MESSAGES} from '~/lib/messages';
import {confirmSignup, readWaitlistStatus} from './waitlist-status.server';
import {joinWaitlist} from './waitlist.server';

let supabase: TestSupabase;

beforeAll(async () => {
  // The outbox timer off: nothing is delivered, the tokens are read from the outbox.
  supabase = await startTestSupabase({outboxIntervalMs: 0});
});
afterAll(() => supabase.local.close());

type Signup = {
  id: number;
  email: string;
  referral_code: string;
  referred_by: number | null;
};

it('300 concurrent joins with 100 through referral links: unique places, credits only for confirmed friends', async () => {
  const deps = {supabase: supabase.anon, log: () => {}};
  // Ten referrers, each with a link.
  for (let index = 0; index < 10; index += 1)
    await joinWaitlist(deps, {
      name: `Referrer ${index}`,
      email: `referrer${index}@example.com`,
    });
  const {data: referrers} = await supabase.service
    .from('subscribers')
    .select('id, email, referral_code, referred_by')
    .like('email', 'referrer%')
    .order('id');
  expect(referrers).toHaveLength(10);

  const joins = Array.from({length: 300}, (_, index) => ({
    name: `Crowd ${index}`,
    email: `crowd${index}@example.com`,
    // Every third join comes through a link: 100, ten per referrer.
    referrerCode:
      index % 3 === 0
        ? (referrers as Signup[])[(index / 3) % 10]!.referral_code
        : null,
  }));
  const outcomes = await Promise.all(
    joins.map((join) => joinWaitlist(deps, join)),
  );
  expect(
    outcomes.filter((outcome) => outcome.message === MESSAGES.signupJoined),
  ).toHaveLength(300);

  const {data: line, error} = await supabase.service.rpc('waitlist_line');
  expect(error).toBeNull();
  const places = (line as {place: number}[]).map((row) => Number(row.place));
  expect(places).toHaveLength(310);
  expect(new Set(places).size).toBe(310);
  expect(Math.min(...places)).toBe(1);
  expect(Math.max(...places)).toBe(310);

  const {data: referred} = await supabase.service
    .from('subscribers')
    .select('id, email, referral_code, referred_by')
    .not('referred_by', 'is', null);
  expect(referred).toHaveLength(100);

  // Half the friends confirm, all at once: referrer k gets credits from friends 0..4 of theirs.
  const {data: tokens} = await supabase.service
    .from('outbox')
    .select('email, confirmation_token')
    .eq('kind', 'welcome-email')
    .like('email', 'crowd%');
  const tokenOf = new Map(
    (tokens as {email: string; confirmation_token: string}[]).map((row) => [
      row.email,
      row.confirmation_token,
    ]),
  );
  const confirming = (referred as Signup[]).filter(
    (_, index) => index % 2 === 0,
  );
  const results = await Promise.all(
    confirming.map((friend) =>
      confirmSignup(supabase.anon, tokenOf.get(friend.email)),
    ),
  );
  expect(results.every((result) => result.outcome === 'confirmed')).toBe(true);

  const expected = new Map<number, number>();
  for (const friend of confirming)
    expected.set(
      friend.referred_by!,
      (expected.get(friend.referred_by!) ?? 0) + 1,
    );
  const {data: secrets} = await supabase.service
    .from('subscriber_secrets')
    .select('subscriber_id, status_token');
  const statusTokenOf = new Map(
    (secrets as {subscriber_id: number; status_token: string}[]).map((row) => [
      row.subscriber_id,
      row.status_token,
    ]),
  );
  for (const referrer of referrers as Signup[]) {
    const status = await readWaitlistStatus(
      supabase.anon,
      statusTokenOf.get(referrer.id)!,
    );
    expect(status?.referrals, referrer.email).toBe(
      expected.get(referrer.id) ?? 0,
    );
  }
  const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
  expect(total).toBe(50);

  // Still one place each after the credits moved people.
  const {data: after} = await supabase.service.rpc('waitlist_line');
  expect(
    new Set((after as {place: number}[]).map((row) => Number(row.place))).size,
  ).toBe(310);
}, 120_000);

it('the anon key reads no email, no code and no secret', async () => {
  for (const table of [
    'subscribers',
    'subscriber_secrets',
    'waitlist_confirmations',
    'unsubscribe_tokens',
    'outbox',
  ]) {
    const {data, error} = await supabase.anon.from(table).select('*');
    expect(data, table).toBeNull();
    expect(error?.code, table).toBe('42501');
  }
  for (const [fn, args] of [
    ['waitlist_line', {}],
    ['unsubscribe_token', {recipient: 'someone@example.com'}],
    ['email_unsubscribed', {address: 'someone@example.com'}],
  ] as const) {
    const {error} = await supabase.anon.rpc(fn, args);
    expect(error?.code, fn).toBe('42501');
  }
});
