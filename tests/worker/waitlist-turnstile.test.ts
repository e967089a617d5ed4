/**
 * Cloudflare Turnstile on the waitlist forms (issue 15, decision 0158), through the built
 * worker on the stand-ins: with both keys every form carries the widget, the page loads
 * Cloudflare's script under the response's nonce and the CSP allows exactly its origin;
 * without them nothing changes. A passing token is stored, a failing one is refused with
 * the visitor's values kept, a post without a token (scripts off) is taken only with the
 * signed start time, and a siteverify that hangs costs its deadline and then lets the
 * other traps decide. The widget's script cannot load offline, so the posts carry
 * Cloudflare's dummy token, as the widget with a test site key would.
 */
import {EXIT_INTENT_PATH} from '../../app/features/landing/landing-contract';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  FORM_STARTED_FIELD,
  HONEYPOT_FIELD,
} from '../../app/features/waitlist/bot-trap';
import {MESSAGES} from '../../app/lib/messages';
import {
  TURNSTILE_ORIGIN,
  TURNSTILE_RESPONSE_FIELD,
  TURNSTILE_SCRIPT_URL,
} from '../../app/features/waitlist/turnstile';
import {TURNSTILE_DEADLINE_MS} from '../../app/features/waitlist/turnstile.server';
import {TURNSTILE_COPY} from '../../app/features/waitlist/copy';
import {clientFor} from '../../local/supabase/testing';
import {
  SITEVERIFY_PATH,
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_TEST_SECRET_KEYS,
  TURNSTILE_TEST_SITE_KEYS,
} from '../../local/turnstile/siteverify';
import {startHungServer, timed} from '../support/faults';
import {startTestStandIns} from '../support/stand-ins';
import {startWorker, type WorkerUnderTest} from '../support/worker';

type StandIns = Awaited<ReturnType<typeof startTestStandIns>>;
let standIns: StandIns;
let hung: Awaited<ReturnType<typeof startHungServer>>;
const workers: Record<
  'plain' | 'passing' | 'failing' | 'hung',
  WorkerUnderTest
> = {} as never;

beforeAll(async () => {
  // As `npm start` with the test keys in .env: the stand-ins point siteverify at themselves.
  // So this file starts stand-ins of its own, with that environment.
  standIns = await startTestStandIns({
    TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEYS.passes,
    TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEYS.passes,
  });
  hung = await startHungServer();
  const {
    TURNSTILE_SITE_KEY: _site,
    TURNSTILE_SECRET_KEY: _secret,
    TURNSTILE_VERIFY_URL: _url,
    ...plainEnv
  } = standIns.workerEnv;
  // The posts below are barely timed (1 ms): only whether the signed start is there matters.
  const keyed = {...standIns.workerEnv, WAITLIST_MIN_FILL_MS: '1'};
  const [plain, passing, failing, hanging] = await Promise.all([
    startWorker(plainEnv),
    startWorker(keyed),
    startWorker({
      ...keyed,
      TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEYS.fails,
    }),
    startWorker({...keyed, TURNSTILE_VERIFY_URL: hung.url}),
  ]);
  Object.assign(workers, {plain, passing, failing, hung: hanging});
});

afterAll(async () => {
  await Promise.allSettled(Object.values(workers).map((w) => w.dispose()));
  await hung?.close();
  await standIns?.close();
});

const post = (
  worker: WorkerUnderTest,
  path: string,
  fields: Record<string, string>,
) => worker.fetch(path, {method: 'POST', body: new URLSearchParams(fields)});

async function stored(table: string, email: string): Promise<number> {
  const local = standIns.supabase!;
  const {count} = await clientFor(local.url, local.serviceRoleKey)
    .from(table)
    .select('*', {count: 'exact', head: true})
    .eq('email', email);
  return count ?? 0;
}

let sequence = 0;
const uniqueEmail = (label: string) =>
  `turnstile-${label}-${Date.now()}-${(sequence += 1)}@example.com`;

async function formStartOf(worker: WorkerUnderTest): Promise<string> {
  const html = await (await worker.fetch('/')).text();
  const value = new RegExp(`name="${FORM_STARTED_FIELD}" value="([^"]+)"`).exec(
    html,
  )?.[1];
  if (!value) throw new Error('No form start field on the landing page');
  return value;
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the page with and without the keys', () => {
  it('without the keys: no widget, no script, no Cloudflare in the CSP', async () => {
    expect(standIns.workerEnv.TURNSTILE_VERIFY_URL).toBe(
      `${standIns.supabase!.url}${SITEVERIFY_PATH}`,
    );
    for (const path of ['/', '/store/shop']) {
      const response = await workers.plain.fetch(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      // Not the widget, the script, nor the site key anywhere in the page.
      expect(html).not.toMatch(/turnstile/i);
      const popup = await workers.plain.fetch(EXIT_INTENT_PATH);
      expect(popup.status).toBe(200);
      expect(await popup.text()).not.toMatch(/turnstile/i);
      expect(html).not.toContain('challenges.cloudflare.com');
      const csp = response.headers.get('Content-Security-Policy')!;
      expect(csp).not.toContain('challenges.cloudflare.com');
      expect(directive(csp, 'frame-src')).toBeUndefined();
    }
  });

  it('with the keys: every form has the widget, api.js carries the nonce, the CSP allows exactly Cloudflare’s origin', async () => {
    const plain = await workers.plain.fetch('/');
    const response = await workers.passing.fetch('/');
    expect(response.status).toBe(200);
    // The same page for every visitor: as cacheable as without Turnstile.
    expect(response.headers.get('Cache-Control')).toBe(
      plain.headers.get('Cache-Control'),
    );
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    const html = await response.text();
    const widgets = html.match(/<div class="cf-turnstile"[^>]*>/g) ?? [];
    // The signup dialog and the footer newsletter; the exit-intent popup's dialog is
    // fetched by its element when it may show (EXIT_INTENT_PATH), with its own widget.
    expect(widgets).toHaveLength(2);
    expect(html.split(`name="${HONEYPOT_FIELD}"`).length - 1).toBe(2);
    const popup = await (await workers.passing.fetch(EXIT_INTENT_PATH)).text();
    const popupWidgets = popup.match(/<div class="cf-turnstile"[^>]*>/g) ?? [];
    expect(popupWidgets).toHaveLength(1);
    expect(popup).toContain(`name="${HONEYPOT_FIELD}"`);
    for (const widget of [...widgets, ...popupWidgets])
      expect(widget).toContain(
        `data-sitekey="${TURNSTILE_TEST_SITE_KEYS.passes}"`,
      );
    // The secret never reaches the page.
    expect(html).not.toContain(TURNSTILE_TEST_SECRET_KEYS.passes);

    const csp = response.headers.get('Content-Security-Policy')!;
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    const scripts = [
      ...html.matchAll(/<script\b[^>]*src="([^"]+)"[^>]*>/g),
    ].filter((match) => match[1] === TURNSTILE_SCRIPT_URL);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0]).toContain(`nonce="${nonce}"`);

    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' 'nonce-${nonce}' ${TURNSTILE_ORIGIN}`,
    );
    expect(directive(csp, 'frame-src')).toBe(
      `frame-src 'self' ${TURNSTILE_ORIGIN}`,
    );
    // Only pre-clearance mode needs connect-src, and 'self' already covers it.
    expect(directive(csp, 'connect-src')).toBe(
      directive(plain.headers.get('Content-Security-Policy')!, 'connect-src'),
    );
  });

  it('a store page has the widget in its footer and the script too', async () => {
    const response = await workers.passing.fetch('/store/shop');
    const html = await response.text();
    expect(html).toContain(
      `class="cf-turnstile" data-sitekey="${TURNSTILE_TEST_SITE_KEYS.passes}"`,
    );
    expect(html).toContain(`src="${TURNSTILE_SCRIPT_URL}"`);
  });
});

describe('posts with a token', () => {
  it('a passing token is stored, with and without JavaScript', async () => {
    const enhanced = uniqueEmail('pass-js');
    const response = await post(workers.passing, '/api/waitlist', {
      intent: 'join',
      name: 'Token Person',
      email: enhanced,
      [FORM_STARTED_FIELD]: await formStartOf(workers.passing),
      [TURNSTILE_RESPONSE_FIELD]: TURNSTILE_DUMMY_TOKEN,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: MESSAGES.signupJoined,
    });
    expect(await stored('subscribers', enhanced)).toBe(1);

    const footer = uniqueEmail('pass-footer');
    expect(
      (
        await post(workers.passing, '/api/waitlist', {
          intent: 'newsletter',
          email: footer,
          [FORM_STARTED_FIELD]: await formStartOf(workers.passing),
          [TURNSTILE_RESPONSE_FIELD]: TURNSTILE_DUMMY_TOKEN,
        })
      ).status,
    ).toBe(200);
    expect(await stored('newsletter_subscribers', footer)).toBe(1);
  });

  it('a failing token is refused with a clear 403, nothing stored, and what was typed kept', async () => {
    const email = uniqueEmail('fail-js');
    const response = await post(workers.failing, '/api/waitlist', {
      intent: 'join',
      name: 'Refused Person',
      email,
      [FORM_STARTED_FIELD]: await formStartOf(workers.failing),
      [TURNSTILE_RESPONSE_FIELD]: TURNSTILE_DUMMY_TOKEN,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toMatch(/no-store/);
    expect(await response.json()).toEqual({
      status: 'error',
      message: TURNSTILE_COPY.refused,
    });
    expect(await stored('subscribers', email)).toBe(0);

    // Without JavaScript: the page again, the dialog open with the message and the values.
    const noJs = uniqueEmail('fail-nojs');
    const page = await post(workers.failing, '/?index', {
      intent: 'join',
      name: 'Refused Without Scripts',
      email: noJs,
      [FORM_STARTED_FIELD]: await formStartOf(workers.failing),
      [TURNSTILE_RESPONSE_FIELD]: TURNSTILE_DUMMY_TOKEN,
    });
    expect(page.status).toBe(403);
    expect(page.headers.get('Cache-Control')).toMatch(/private|no-store/);
    const html = await page.text();
    expect(html).toContain(TURNSTILE_COPY.refused.replaceAll("'", '&#x27;'));
    expect(html).toContain('value="Refused Without Scripts"');
    expect(html).toContain(`value="${noJs}"`);
    expect(await stored('subscribers', noJs)).toBe(0);

    const footer = uniqueEmail('fail-footer');
    const footerPage = await post(workers.failing, '/', {
      intent: 'newsletter',
      email: footer,
      redirectTo: '/store/shop',
      [FORM_STARTED_FIELD]: await formStartOf(workers.failing),
      [TURNSTILE_RESPONSE_FIELD]: TURNSTILE_DUMMY_TOKEN,
    });
    expect(footerPage.status).toBe(403);
    expect(await footerPage.text()).toContain(`value="${footer}"`);
    expect(await stored('newsletter_subscribers', footer)).toBe(0);
  });
});

describe('posts without a token (scripts off)', () => {
  it('are taken with the signed start time, and treated as a bot without it', async () => {
    const started = await formStartOf(workers.passing);
    const person = uniqueEmail('nojs-person');
    const answer = await post(workers.passing, '/?index', {
      intent: 'join',
      name: 'No Script Person',
      email: person,
      [FORM_STARTED_FIELD]: started,
      [HONEYPOT_FIELD]: '',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/?notice=joined');
    expect(await stored('subscribers', person)).toBe(1);

    // Without the start time and without a token: nothing is stored; the post gets the
    // second step (issue 24, item 9), which a script must then wait for like a person.
    const bot = uniqueEmail('nojs-bot');
    const botAnswer = await post(workers.passing, '/api/waitlist', {
      intent: 'join',
      name: 'Scripted Bot',
      email: bot,
    });
    expect(botAnswer.status).toBe(200);
    expect(await botAnswer.json()).toMatchObject({status: 'confirm'});
    expect(await stored('subscribers', bot)).toBe(0);

    // The fill-time trap off (WAITLIST_MIN_FILL_MS=0) and no Turnstile: not timed.
    const plain = uniqueEmail('nojs-plain');
    await post(workers.plain, '/api/waitlist', {
      intent: 'join',
      name: 'Untimed Person',
      email: plain,
    });
    expect(await stored('subscribers', plain)).toBe(1);
  });
});

describe('siteverify out of reach', () => {
  it('costs its deadline, then the other traps decide (fail open): stored with the signed start, not without', async () => {
    const started = await formStartOf(workers.hung);
    const person = uniqueEmail('hung-person');
    const {value: response, ms} = await timed(() =>
      post(workers.hung, '/api/waitlist', {
        intent: 'join',
        name: 'Patient Person',
        email: person,
        [FORM_STARTED_FIELD]: started,
        [TURNSTILE_RESPONSE_FIELD]: TURNSTILE_DUMMY_TOKEN,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: MESSAGES.signupJoined,
    });
    expect(ms).toBeGreaterThanOrEqual(TURNSTILE_DEADLINE_MS - 100);
    expect(ms).toBeLessThan(TURNSTILE_DEADLINE_MS + 5_000);
    expect(await stored('subscribers', person)).toBe(1);
    expect(hung.connections()).toBeGreaterThan(0);

    const bot = uniqueEmail('hung-bot');
    await post(workers.hung, '/api/waitlist', {
      intent: 'join',
      name: 'Token Forger',
      email: bot,
      [TURNSTILE_RESPONSE_FIELD]: 'forged',
    });
    expect(await stored('subscribers', bot)).toBe(0);
  });
});
