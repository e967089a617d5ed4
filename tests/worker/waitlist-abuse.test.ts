/**
 * Anti-abuse on the waitlist forms (issue 15), through the worker: a filled honeypot, a
 * post faster than a person can type, or a forged start time get the success answer and
 * store nothing; a person who took their time is stored; throwaway addresses are refused.
 */
import {describe, expect, it} from 'vitest';
import {
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
} from '../../app/features/waitlist/bot-trap';
import {MESSAGES} from '../../app/lib/messages';
import {DISPOSABLE_EMAIL_COPY} from '../../app/features/waitlist/copy';
import {clientFor} from '../../local/supabase/testing';
import {useWorkerOnStandIns} from '../support/worker';

const worker = useWorkerOnStandIns();

const post = (path: string, fields: Record<string, string>) =>
  worker.fetch(path, {method: 'POST', body: new URLSearchParams(fields)});

async function renderedFormStart(): Promise<string> {
  const html = await (await worker.fetch('/')).text();
  const value = new RegExp(`name="${FORM_STARTED_FIELD}" value="([^"]+)"`).exec(
    html,
  )?.[1];
  if (!value) throw new Error('No form start field on the landing page');
  // Every waitlist form carries the traps.
  expect(html.split(`name="${HONEYPOT_FIELD}"`).length - 1).toBe(3);
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

  it('a post sooner than a person could fill the form, or with a forged start, is a bot; after a pause it is a person', async () => {
    const started = await renderedFormStart();
    const fast = `fast-${Date.now()}@example.com`;
    const answer = await post('/?index', {
      intent: 'join',
      name: 'Speedy',
      email: fast,
      [FORM_STARTED_FIELD]: started,
    });
    // The bot is told what a person is told (post/redirect/get to the success notice).
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/?notice=joined');
    expect(await stored('subscribers', fast)).toBe(0);

    const forged = `forged-${Date.now()}@example.com`;
    await post('/?index', {
      intent: 'join',
      name: 'Forger',
      email: forged,
      [FORM_STARTED_FIELD]: `${Date.now() - 60_000}.${'0'.repeat(64)}`,
    });
    expect(await stored('subscribers', forged)).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
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
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(DISPOSABLE_EMAIL_COPY.message);
    expect(await stored('subscribers', email)).toBe(0);
  });
});
