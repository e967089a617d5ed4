/**
 * The landing page's two states (issue 11), decided by LAUNCH_AT at the request's moment.
 * The clock is fixed by the setting: one launch long past, one far ahead.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {launchMoment} from '../../app/features/landing/launch-clock';
import {EXIT_INTENT_PATH} from '../../app/features/landing/landing-contract';
import {LAUNCH_COPY} from '../../app/lib/messages';
import {
  sharedStandIns,
  startWorker,
  type WorkerUnderTest,
} from '../support/worker';

const BEFORE = '2099-06-01T09:30:00+02:00';
const AFTER = '2025-12-01T10:00:00-05:00';
/** React escapes quotes and ampersands in text; compare against the escaped form. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

let beforeLaunch: WorkerUnderTest;
let afterLaunch: WorkerUnderTest;

beforeAll(async () => {
  const standIns = sharedStandIns();
  [beforeLaunch, afterLaunch] = await Promise.all([
    startWorker({...standIns.workerEnv, LAUNCH_AT: BEFORE}),
    startWorker({...standIns.workerEnv, LAUNCH_AT: AFTER}),
  ]);
});
afterAll(async () => {
  await Promise.all([beforeLaunch?.dispose(), afterLaunch?.dispose()]);
});

describe('before the launch', () => {
  it('is the spec page, with the label derived from LAUNCH_AT', async () => {
    const page = await (await beforeLaunch.fetch('/')).text();
    expect(page).toContain('Launching 1 June 2099 · 09:30 UTC+2');
    expect(page).toContain(
      html(LAUNCH_COPY.before.label(launchMoment(BEFORE))),
    );
    expect(page).toContain(LAUNCH_COPY.before.headline);
    expect(page).toContain('<launch-countdown');
    expect(page).toContain(LAUNCH_COPY.before.sizesTitle);
    expect(page).toContain('aria-valuenow="387"');
    expect(page).not.toContain(LAUNCH_COPY.after.headline);
  });
});

describe('after the launch', () => {
  it('says so coherently and leads into the store', async () => {
    const page = await (await afterLaunch.fetch('/')).text();
    expect(page).toContain(html(LAUNCH_COPY.after.label(launchMoment(AFTER))));
    expect(page).toContain(LAUNCH_COPY.after.headline);
    expect(page).not.toContain(LAUNCH_COPY.before.headline);
    expect(page).not.toContain('<launch-countdown');
    expect(page).not.toContain('Revealed at launch');
    expect(page).not.toContain('locked until launch');
    expect(page).not.toContain('20% launch discount');
    expect(page).toContain(html(LAUNCH_COPY.after.earlyBirdTitle));
    expect(page).toContain(LAUNCH_COPY.after.dialogTitle);
    for (const handle of [
      'scout-15-kamado-grill',
      'classic-18-kamado-grill',
      'titan-24-kamado-grill',
    ])
      expect(page).toContain(`href="/store/product/${handle}"`);
    expect(page).toMatch(
      new RegExp(`href="/grills"[^>]*>${LAUNCH_COPY.after.cta}<`),
    );
  });

  it('joins through the same backend from the launch-news form', async () => {
    const response = await afterLaunch.fetch('/?index', {
      method: 'POST',
      body: new URLSearchParams({
        intent: 'join',
        name: 'Ana Ruiz',
        email: `after-${Date.now()}@example.com`,
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?notice=joined');
  });
});

describe('the exit-intent popup', () => {
  it('is not in the page: its element fetches the dialog, public and per market', async () => {
    const page = await (await afterLaunch.fetch('/')).text();
    expect(page).toContain('<exit-intent></exit-intent>');
    expect(page).not.toContain('exit-intent-title');
    for (const [prefix, title, action] of [
      ['', 'Take 10% off with you', 'action="/?index"'],
      ['/de-de', 'Warten Sie!', 'action="/de-de?index"'],
    ] as const) {
      const response = await afterLaunch.fetch(`${prefix}${EXIT_INTENT_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
      const dialog = await response.text();
      expect(dialog).toMatch(/^<dialog aria-labelledby="exit-intent-title"/);
      expect(dialog).toContain(title);
      expect(dialog).toContain(action);
      expect(dialog).toMatch(/name="form_started" value="[^"]+"/);
    }
    expect((await afterLaunch.fetch(`/xx-yy${EXIT_INTENT_PATH}`)).status).toBe(
      404,
    );
  });
});
