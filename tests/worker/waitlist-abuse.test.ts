/**
 * Anti-abuse on the waitlist forms (issue 15), through the worker: a filled honeypot or a
 * forged start time get the success answer and store nothing; a post faster than a person
 * types, without the signed start, or with a start hours old gets a second step that keeps
 * what was typed (issue 24, item 9); a person who took their time is stored; throwaway
 * addresses are refused.
 */
import {describe, expect, it} from 'vitest';
import {
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
} from '../../app/features/waitlist/bot-trap';
import {signFormStart} from '../../app/features/waitlist/bot-trap.server';
import {MESSAGES} from '../../app/lib/messages';
import {
  DISPOSABLE_EMAIL_COPY,
  WAITLIST_FORM_COPY,
} from '../../app/features/waitlist/copy';
import {clientFor} from '../../local/supabase/testing';
import {useWorkerOnOwnStandIns} from '../support/worker';
import {EXIT_INTENT_PATH} from '../../app/features/landing/landing-contract';

// The fill-time trap on, as in production (the other test files turn it off).
const worker = useWorkerOnOwnStandIns({WAITLIST_MIN_FILL_MS: '2000'});

const post = (path: string, fields: Record<string, string>) =>
  worker.fetch(path, {method: 'POST', body: new URLSearchParams(fields)});

async function renderedFormStart(): Promise<string> {
  const html = await (await worker.fetch('/')).text();
  const value = new RegExp(`name="${FORM_STARTED_FIELD}" value="([^"]+)"`).exec(
    html,
  )?.[1];
  if (!value) throw new Error('No form start field on the landing page');
  // Every waitlist form carries the traps: the signup dialog's and the footer's in the
  // page, the exit-intent popup's in the dialog its element fetches (record 0270).
  expect(html.split(`name="${HONEYPOT_FIELD}"`).length - 1).toBe(2);
  const popup = await (await worker.fetch(EXIT_INTENT_PATH)).text();
  expect(popup).toContain(`name="${HONEYPOT_FIELD}"`);
  expect(popup).toMatch(
    new RegExp(`name="${FORM_STARTED_FIELD}" value="[^"]+"`),
  );
  return value;
}

async function stored(table: string, email: string): Promise<number> {
  const local = worker.standIns().supabase!;
  const {count} = await clientFor(local.url, local.serviceRoleKey)
    .from(table)
    .select('*', {count: 'exact', head: true})
    .eq('email', email);
  return count ?? 0;
}

describe('bot traps', () => {
  it('a filled honeypot gets the success answer, and nothing is stored', async () => {
    const email = `honeypot-${Date.now()}@example.com`;
    const response = await post('/api/waitlist', {
      intent: 'join',
      name: 'Bot',
      email,
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: MESSAGES.signupJoined,
    });
    const footer = `honeypot-footer-${Date.now()}@example.com`;
    expect(
      (
        await post('/api/waitlist', {
          intent: 'newsletter',
          email: footer,
          [HONEYPOT_FIELD]: 'x',
        })
      ).status,
    ).toBe(200);
    expect(await stored('subscribers', email)).toBe(0);
    expect(await stored('newsletter_subscribers', footer)).toBe(0);
  });

  it('a forged start is a bot; a post too soon gets one more click that keeps what was typed; after a pause it is a person', async () => {
    const started = await renderedFormStart();
    const forged = `forged-${Date.now()}@example.com`;
    const forgedAnswer = await post('/?index', {
      intent: 'join',
      name: 'Forger',
      email: forged,
      [FORM_STARTED_FIELD]: `${Date.now() - 60_000}.${'0'.repeat(64)}`,
    });
    // The bot is told what a person is told (post/redirect/get to the success notice).
    expect(forgedAnswer.status).toBe(303);
    expect(forgedAnswer.headers.get('location')).toBe('/?notice=joined');
    expect(await stored('subscribers', forged)).toBe(0);

    // Too soon (autofill, a returning visitor): not dropped, a second step instead.
    const fast = `fast-${Date.now()}@example.com`;
    const answer = await post('/?index', {
      intent: 'join',
      name: 'Speedy Person',
      email: fast,
      [FORM_STARTED_FIELD]: started,
    });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(
      WAITLIST_FORM_COPY.confirmStep.replace(/'/g, '&#x27;'),
    );
    expect(page).toContain(`value="${fast}"`);
    expect(page).toContain('value="Speedy Person"');
    expect(await stored('subscribers', fast)).toBe(0);
    const confirmStart = new RegExp(
      `name="${FORM_STARTED_FIELD}" value="([^"]+\\.c\\.[^"]+)"`,
    ).exec(page)?.[1];
    expect(confirmStart).toBeTruthy();

    // One more click (a person needs well under a second for it): stored.
    await new Promise((resolve) => setTimeout(resolve, 900));
    const confirmed = await post('/?index', {
      intent: 'join',
      name: 'Speedy Person',
      email: fast,
      [FORM_STARTED_FIELD]: confirmStart!,
    });
    expect(confirmed.status).toBe(303);
    expect(await stored('subscribers', fast)).toBe(1);

    // Without the start (the trap used to be skipped), and with a start hours old: the
    // second step, with JavaScript too.
    const noStart = await post('/api/waitlist', {
      intent: 'join',
      name: 'No Start',
      email: `nostart-${Date.now()}@example.com`,
    });
    expect(await noStart.json()).toMatchObject({
      status: 'confirm',
      message: WAITLIST_FORM_COPY.confirmStep,
    });
    const secret = worker.standIns().workerEnv.SESSION_SECRET!;
    const stale = `stale-${Date.now()}@example.com`;
    const staleAnswer = await post('/api/waitlist', {
      intent: 'join',
      name: 'Old Tab',
      email: stale,
      [FORM_STARTED_FIELD]: await signFormStart(
        secret,
        Date.now() - 7 * 3_600_000,
      ),
    });
    expect(await staleAnswer.json()).toMatchObject({status: 'confirm'});
    expect(await stored('subscribers', stale)).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const person = `person-${Date.now()}@example.com`;
    expect(
      (
        await post('/?index', {
          intent: 'join',
          name: 'Patient Person',
          email: person,
          [FORM_STARTED_FIELD]: started,
          [HONEYPOT_FIELD]: '',
        })
      ).status,
    ).toBe(303);
    expect(await stored('subscribers', person)).toBe(1);
  });
});

describe('disposable addresses', () => {
  it('are refused with a clear 400 and the message next to the field (no JavaScript)', async () => {
    const email = `temp-${Date.now()}@mailinator.com`;
    const response = await post('/?index', {
      intent: 'join',
      name: 'Temp',
      email,
      // A page rendered a while ago: past the fill-time trap.
      [FORM_STARTED_FIELD]: await signFormStart(
        worker.standIns().workerEnv.SESSION_SECRET!,
        Date.now() - 10_000,
      ),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(DISPOSABLE_EMAIL_COPY.message);
    expect(await stored('subscribers', email)).toBe(0);
  });
});
