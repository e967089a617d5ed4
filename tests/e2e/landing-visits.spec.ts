/**
 * What visitors hit on the landing page and the footer (issue 11): client navigation into
 * the page that does not hydrate, the dialogs' states, and no-JS posts that redirect back.
 * Where each test runs (fixtures.ts, MODE): the countdown, the popup and the enhanced
 * form's states in `js` only; post/redirect/get in `no-js` only; closing the dialog and the
 * footer form in both; the footer action's redirect target, answered by the server alone,
 * once in `no-js` (@server-output).
 */
import type {Page} from '@playwright/test';
import {MESSAGES} from '../../app/lib/messages';
import {EXIT_INTENT_RULES} from '../../app/lib/ui-timings';
import {E2E_LAUNCH_AT} from '../../playwright.config';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {holdRequests} from './support';

// The e2e store's launch (playwright.config.ts), not the site's default: the countdown
// ticks towards what the server put in data-launch-at, so a clock set against another
// moment shows hours that depend on the hour the suite runs (it read 00 from 11:00 to
// 13:00 UTC).
const LAUNCH_AT = Date.parse(E2E_LAUNCH_AT);
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const signupDialog = (page: Page) =>
  page.getByRole('dialog', {name: 'Secure your spot'});
const exitPopup = (page: Page) =>
  page.getByRole('dialog', {name: /Take 10% off with you/});
const footerNewsletter = (page: Page) => page.locator('#newsletter');
const leaveThroughTop = (page: Page) =>
  page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', {clientY: 2, relatedTarget: null}),
    ),
  );

test.describe('from the store to the landing page', () => {
  test.use({viewport: VIEWPORTS.desktop});

  // The countdown and the popup are scripts.
  test(
    'the countdown ticks and the exit-intent popup arms',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.clock.install({time: LAUNCH_AT - 3 * 3600_000});
      await page.goto('/store');
      await page.getByRole('banner').getByRole('link', {name: /home$/}).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', {level: 1, name: 'Something is coming.'}),
      ).toBeVisible();

      await page.waitForFunction(
        () =>
          customElements.get('launch-countdown') !== undefined &&
          customElements.get('exit-intent') !== undefined,
      );
      const seconds = page.locator('[data-unit="seconds"]');
      const hours = page.locator('[data-unit="hours"]');
      await expect(hours).not.toHaveText('00');
      const before = await seconds.innerText();
      await page.clock.runFor(1000);
      await expect(seconds).not.toHaveText(before);

      await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
      await leaveThroughTop(page);
      await expect(exitPopup(page)).toBeVisible();
    },
  );
});

test.describe('signup modal and exit-intent popup', () => {
  test.use({viewport: VIEWPORTS.desktop});

  // Without scripts the page is replaced by the answer.
  test(
    'an old field error is cleared as soon as a new submission starts',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.goto('/');
      await page.getByRole('link', {name: 'Secure Your Spot'}).click();
      const dialog = signupDialog(page);
      await dialog.getByLabel('Name').fill('Ana Ruiz');
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
      await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible();

      const {release} = await holdRequests(page, '**/api/waitlist');
      await dialog.getByLabel('Email').fill(uniqueEmail('clear'));
      await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
      await expect(
        dialog.getByRole('button', {name: MESSAGES.signupSubmitting}),
      ).toBeDisabled();
      await expect(dialog.getByText(MESSAGES.invalidEmail)).toHaveCount(0);
      await expect(dialog.getByLabel('Email')).not.toHaveAttribute(
        'aria-invalid',
      );
      release();
      await expect(dialog).toBeHidden();
    },
  );

  test(
    'the exit-intent popup clears its old error when a new submission starts',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.clock.install({time: Date.parse('2026-01-10T12:00:00Z')});
      await page.goto('/');
      await page.waitForFunction(() => customElements.get('exit-intent'));
      await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
      await leaveThroughTop(page);
      const popup = exitPopup(page);
      await popup.getByLabel('Email').fill('nope');
      await popup.getByRole('button', {name: 'Get my code'}).click();
      await expect(popup.getByText(MESSAGES.invalidEmail)).toBeVisible();
      const {release} = await holdRequests(page, '**/api/waitlist');
      await popup.getByLabel('Email').fill(uniqueEmail('exit-clear'));
      await popup.getByRole('button', {name: 'Get my code'}).click();
      await expect(popup.getByText(MESSAGES.invalidEmail)).toHaveCount(0);
      release();
      await expect(page.getByText(MESSAGES.exitIntentSuccess)).toBeVisible();
    },
  );

  test(
    'the exit-intent popup never opens over the signup modal',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.clock.install({time: Date.parse('2026-01-10T12:00:00Z')});
      await page.goto('/');
      await page.waitForFunction(() => customElements.get('exit-intent'));
      await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
      await page.getByRole('link', {name: 'Secure Your Spot'}).click();
      await expect(signupDialog(page)).toBeVisible();
      await leaveThroughTop(page);
      await expect(exitPopup(page)).toBeHidden();
      // Once the modal is closed, leaving still shows the popup (it was not spent).
      await signupDialog(page).getByRole('link', {name: 'Close'}).click();
      await expect(signupDialog(page)).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await leaveThroughTop(page);
      await expect(exitPopup(page)).toBeVisible();
    },
  );

  test('closing the dialog leaves no signup URL behind', async ({page}) => {
    await page.goto('/?signup#signup');
    await expect(signupDialog(page)).toBeVisible();
    await signupDialog(page).getByRole('link', {name: 'Close'}).click();
    await expect(signupDialog(page)).toBeHidden();
    // With scripts the dialog closes in place; without, the link leads to "/".
    await page.reload();
    await expect(signupDialog(page)).toBeHidden();
  });

  // With scripts the form posts in place.
  test(
    'a successful signup without scripts is post/redirect/get',
    {tag: MODE.noJsOnly},
    async ({page}) => {
      await page.goto('/');
      await page.getByRole('link', {name: 'Secure Your Spot'}).click();
      await signupDialog(page).getByLabel('Name').fill('Ana Ruiz');
      await signupDialog(page).getByLabel('Email').fill(uniqueEmail('prg'));
      const posts: string[] = [];
      page.on(
        'request',
        (request) => request.method() === 'POST' && posts.push(request.url()),
      );
      await signupDialog(page)
        .getByRole('button', {name: 'Join the waitlist'})
        .click();
      await expect(page).toHaveURL(/\/\?notice=joined$/);
      await expect(page.getByRole('status').first()).toHaveText(
        MESSAGES.signupJoined,
      );
      await expect(signupDialog(page)).toBeHidden();
      await page.reload();
      expect(posts).toHaveLength(1);
      await expect(signupDialog(page)).toBeHidden();
    },
  );
});

test.describe('footer newsletter', () => {
  test('keeps the visitor on the page they were on', async ({page}) => {
    await page.goto('/store/shop?filter=new');
    await footerNewsletter(page)
      .getByRole('textbox', {name: 'Email address'})
      .fill(uniqueEmail('stay'));
    await footerNewsletter(page)
      .getByRole('button', {name: 'Subscribe'})
      .click();
    await expect(footerNewsletter(page).getByRole('status')).toHaveText(
      MESSAGES.footerSubscribed,
    );
    await expect(page).toHaveURL(/\/store\/shop\?filter=new(&|$)/);
  });

  test(
    'never redirects to another site',
    {tag: MODE.serverOutput},
    async ({request}) => {
      for (const redirectTo of [
        '//evil.example/',
        '/\\evil.example',
        'https://evil.example/',
      ]) {
        const response = await request.post('/', {
          form: {intent: 'newsletter', email: uniqueEmail('open'), redirectTo},
          maxRedirects: 0,
        });
        expect(response.headers().location ?? '').not.toContain('evil');
      }
      const back = await request.post('/', {
        form: {
          intent: 'newsletter',
          email: uniqueEmail('back'),
          redirectTo: '/grills',
        },
        maxRedirects: 0,
      });
      expect(back.status()).toBe(303);
      expect(back.headers().location).toBe(
        '/grills?notice=subscribed#newsletter',
      );
    },
  );
});
