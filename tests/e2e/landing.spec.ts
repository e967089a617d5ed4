/**
 * The landing page before the launch (the spec's page): its content, the countdown, the
 * signup modal, the footer newsletter, the exit-intent popup, toasts and accessibility.
 * Where each test runs (fixtures.ts, MODE): the forms and the modal in both projects (with
 * scripts <waitlist-form> posts in place and shows toasts; without, the page posts and
 * answers); the countdown's ticking, the popup, toasts, the in-flight guards, the
 * elements' own rules and the axe scans in `js` only; what the server renders and answers
 * alone (the count from the database, the countdown's snapshot, a refused empty email)
 * once, in `no-js` (@server-output).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  LANDING_COPY,
  WAITLIST_STAT_LABELS,
} from '../../app/features/landing/copy';
import {SPEC_HIGHLIGHTS} from '../../app/features/landing/landing';
import {
  LAUNCH_COPY,
  MESSAGES,
  VISITOR_COPY,
  WELCOME_DISCOUNT,
} from '../../app/lib/messages';
import {EXIT_INTENT_RULES, TOAST_LIMITS} from '../../app/lib/ui-timings';
import {launchMoment} from '../../app/features/landing/launch-clock';
import {E2E_LAUNCH_AT, SUPABASE_DOWN_URL} from '../../playwright.config';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {holdRequests} from './support';

const LAUNCH_AT = Date.parse(E2E_LAUNCH_AT);
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const signupDialog = (page: Page) =>
  page.getByRole('dialog', {name: 'Secure your spot'});
const footerNewsletter = (page: Page) => page.locator('#newsletter');

async function openSignup(page: Page, base = '') {
  await page.goto(`${base}/`);
  await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
  await expect(signupDialog(page)).toBeVisible();
}

async function submitSignup(page: Page, name: string, email: string) {
  const dialog = signupDialog(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', {name: 'Join the waitlist'}).click();
}

/** Where a visitor reads the outcome: a toast with scripts, the page's status line without. */
function outcomeNotice(page: Page, jsEnabled: boolean) {
  return jsEnabled
    ? page.locator('toast-region .toast')
    : page.getByRole('status').filter({hasNotText: /^$/}).first();
}

test.describe('landing page content', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`shows every element of the spec on a ${name}`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(
        page.getByRole('heading', {level: 1, name: LANDING_COPY.headline}),
      ).toBeVisible();
      for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds'])
        await expect(page.getByText(unit, {exact: true})).toBeVisible();
      await expect(
        page.getByRole('link', {name: LANDING_COPY.secureYourSpot}),
      ).toBeVisible();
      await expect(
        page
          .getByText(/^[\d,]+$/)
          .and(page.locator('strong'))
          .first(),
      ).toBeVisible();
      await expect(page.getByText('people waiting')).toBeVisible();
      await expect(page.getByText('(locked until launch)')).toHaveCount(3);
      for (const {value} of SPEC_HIGHLIGHTS)
        await expect(page.getByText(value, {exact: true})).toBeVisible();
      await expect(page.getByText('387 / 500')).toBeVisible();
      await expect(page.getByText('113', {exact: true})).toBeVisible();
      await expect(
        page.getByRole('progressbar', {name: 'Early-bird spots taken'}),
      ).toHaveAttribute('aria-valuenow', '387');
      for (const [value, label] of [
        ['189', WAITLIST_STAT_LABELS.proChefs],
        ['23', WAITLIST_STAT_LABELS.restaurants],
        ['12', WAITLIST_STAT_LABELS.countries],
      ] as const) {
        const stat = page.locator('dl div').filter({hasText: label});
        // With scripts the figures count up once scrolled into view; they end on the spec's numbers.
        await stat.scrollIntoViewIfNeeded();
        await expect(stat).toContainText(value);
      }
      await expect(
        page
          .locator('dl div')
          .filter({hasText: WAITLIST_STAT_LABELS.homeCooks}),
      ).toBeVisible();
      await expect(
        page.getByRole('region', {name: 'While you wait'}).getByRole('link'),
      ).toHaveCount(4);
      await expect(
        footerNewsletter(page).getByRole('textbox', {name: 'Email address'}),
      ).toBeVisible();
    });
  }

  test(
    'ships no React to the browser, only the enhancement module',
    {tag: MODE.jsOnly},
    async ({page}) => {
      const scripts: string[] = [];
      page.on(
        'request',
        (request) =>
          request.resourceType() === 'script' &&
          scripts.push(new URL(request.url()).pathname),
      );
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The enhancement module, and the landing page's own elements it loads on demand
      // (with the contract module the countdown and the count-up share); Shopify's
      // analytics element only where analytics is allowed, as here, with no country that
      // asks for a choice first (decision 0240); and the buyer-country notice, on every
      // page (decision 0265).
      expect(scripts[0]).toMatch(/\/assets\/enhance-[\w-]+\.js$/);
      for (const script of scripts)
        expect(script).toMatch(
          /\/assets\/(enhance|(launch-countdown|count-up|exit-intent|predictive-search|shopify-analytics|market-notice)\.element|landing-contract)-[\w-]+\.js$/,
        );
    },
  );

  test(
    'the waiting count comes from the database',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await page.goto('/');
      const count = async () =>
        Number(
          (
            await page
              .locator('strong')
              .filter({hasText: /^[\d,]+$/})
              .first()
              .innerText()
          ).replace(/,/g, ''),
        );
      const before = await count();
      expect(before).toBeGreaterThanOrEqual(2000);
      const response = await page.request.post('/?index', {
        form: {
          intent: 'join',
          name: 'Counter Test',
          email: uniqueEmail('count'),
        },
      });
      expect(response.status()).toBe(200);
      // The count is cached for a moment at the edge (CacheShort): reload until it moves.
      await expect(async () => {
        await page.reload();
        expect(await count()).toBe(before + 1);
      }).toPass({timeout: 20_000});
    },
  );
});

test.describe('countdown', () => {
  // Ticking needs scripts; the server's snapshot is the next test.
  test(
    'ticks every second from a fixed clock and stops at zero',
    {tag: MODE.jsOnly},
    async ({page}) => {
      const start = LAUNCH_AT - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
      await page.clock.install({time: start - 60_000});
      await page.clock.pauseAt(start);
      await page.goto('/');
      const unit = (name: string) => page.locator(`[data-unit="${name}"]`);
      await expect(unit('days')).toHaveText('2');
      await expect(unit('hours')).toHaveText('03');
      await expect(unit('minutes')).toHaveText('04');
      await expect(unit('seconds')).toHaveText('05');
      await page.clock.runFor(1000);
      await expect(unit('seconds')).toHaveText('04');
      // Jump past the launch (timers due fire once), then let one more tick land.
      await page.clock.fastForward(((2 * 24 + 3) * 3600 + 4 * 60 + 10) * 1000);
      await page.clock.runFor(1000);
      for (const name of ['days', 'hours', 'minutes', 'seconds'])
        await expect(unit(name)).toHaveText(name === 'days' ? '0' : '00');
      await expect(page.locator('launch-countdown')).toHaveAttribute(
        'data-done',
        '',
      );
    },
  );

  test(
    'the server renders the countdown and the launch label from LAUNCH_AT',
    {tag: MODE.serverOutput},
    async ({page}) => {
      await page.goto('/');
      await expect(page.locator('[data-unit="days"]')).toHaveText(/^(29|30)$/);
      await expect(
        page.getByText(LAUNCH_COPY.before.label(launchMoment(E2E_LAUNCH_AT)), {
          exact: true,
        }),
      ).toBeVisible();
    },
  );
});

test.describe('signup modal', () => {
  test('rejects empty fields and a bad email with the spec messages, keeping the values', async ({
    page,
  }) => {
    await openSignup(page);
    await signupDialog(page)
      .getByRole('button', {name: 'Join the waitlist'})
      .click();
    await expect(
      signupDialog(page).getByText(MESSAGES.fillAllFields).first(),
    ).toBeVisible();

    await submitSignup(page, '   ', 'someone@example.com');
    await expect(
      signupDialog(page).getByText(MESSAGES.fillAllFields).first(),
    ).toBeVisible();

    await submitSignup(page, 'Ana Ruiz', 'not-an-email');
    await expect(
      signupDialog(page).getByText(MESSAGES.invalidEmail),
    ).toBeVisible();
    await expect(signupDialog(page).getByLabel('Name')).toHaveValue('Ana Ruiz');
    await expect(signupDialog(page).getByLabel('Email')).toHaveValue(
      'not-an-email',
    );
    await expect(signupDialog(page).getByLabel('Email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('joins, then a second join with the same email (any case) says the code was just sent, not "resent"', async ({
    page,
    jsEnabled,
  }) => {
    const email = uniqueEmail('join');
    await openSignup(page);
    await submitSignup(page, 'Ana Ruiz', email);
    await expect(outcomeNotice(page, jsEnabled)).toHaveText(
      MESSAGES.signupJoined,
    );
    await expect(signupDialog(page)).toBeHidden();

    await openSignup(page);
    await submitSignup(page, 'Ana Ruiz', email.toUpperCase());
    // The welcome email went out moments ago: within the resend limit nothing is resent.
    await expect(outcomeNotice(page, jsEnabled).last()).toHaveText(
      VISITOR_COPY.signupAlreadySent,
    );
    await expect(signupDialog(page)).toBeHidden();
  });

  // Without scripts the browser shows its own progress.
  test(
    'shows "Joining the list..." on a disabled button while submitting',
    {tag: MODE.jsOnly},
    async ({page}) => {
      const {release} = await holdRequests(page, '**/api/waitlist');
      await openSignup(page);
      await submitSignup(page, 'Ana Ruiz', uniqueEmail('busy'));
      const busy = signupDialog(page).getByRole('button', {
        name: MESSAGES.signupSubmitting,
      });
      await expect(busy).toBeDisabled();
      release();
      await expect(page.locator('toast-region .toast')).toHaveText(
        MESSAGES.signupJoined,
      );
      await expect(signupDialog(page)).toBeHidden();
    },
  );

  test('with Supabase down the visitor gets the failure text and the form stays', async ({
    page,
  }) => {
    await openSignup(page, SUPABASE_DOWN_URL);
    await submitSignup(page, 'Ana Ruiz', uniqueEmail('down'));
    await expect(
      signupDialog(page).getByText(MESSAGES.signupFailed),
    ).toBeVisible();
    await expect(signupDialog(page).getByLabel('Email')).not.toHaveValue('');
  });

  test('closes with its close button and with Escape', async ({
    page,
    jsEnabled,
  }) => {
    await openSignup(page);
    await signupDialog(page).getByRole('link', {name: 'Close'}).click();
    await expect(signupDialog(page)).toBeHidden();
    if (!jsEnabled) return; // Escape closes only a modal dialog, which needs scripts to open.
    await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
    await page.keyboard.press('Escape');
    await expect(signupDialog(page)).toBeHidden();
  });
});

test.describe('footer newsletter', () => {
  const submitNewsletter = async (page: Page, email: string) => {
    await footerNewsletter(page)
      .getByRole('textbox', {name: 'Email address'})
      .fill(email);
    await footerNewsletter(page)
      .getByRole('button', {name: 'Subscribe'})
      .click();
  };

  test('subscribes, then says "already subscribed" for the same email', async ({
    page,
  }) => {
    const email = uniqueEmail('footer');
    await page.goto('/store');
    await submitNewsletter(page, email);
    await expect(footerNewsletter(page).getByRole('status')).toHaveText(
      MESSAGES.footerSubscribed,
    );
    await page.goto('/store');
    await submitNewsletter(page, email);
    await expect(footerNewsletter(page).getByRole('status')).toHaveText(
      MESSAGES.footerAlreadySubscribed,
    );
  });

  test('requires an email at the browser level', async ({page}) => {
    await page.goto('/');
    await footerNewsletter(page)
      .getByRole('button', {name: 'Subscribe'})
      .click();
    const input = footerNewsletter(page).getByRole('textbox', {
      name: 'Email address',
    });
    expect(
      await input.evaluate(
        (element: HTMLInputElement) => element.validity.valueMissing,
      ),
    ).toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'the server refuses an empty email with a 400 too',
    {tag: MODE.serverOutput},
    async ({request}) => {
      const response = await request.post('/', {
        form: {intent: 'newsletter', email: '  '},
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(MESSAGES.footerFailed);
    },
  );

  test('with Supabase down says "Something went wrong. Try again."', async ({
    page,
  }) => {
    await page.goto(`${SUPABASE_DOWN_URL}/`);
    await submitNewsletter(page, uniqueEmail('footer-down'));
    await expect(footerNewsletter(page).getByRole('status')).toHaveText(
      MESSAGES.footerFailed,
    );
  });

  // The in-flight guard is the enhanced form's.
  test(
    'ignores a second submit while the first is in flight',
    {tag: MODE.jsOnly},
    async ({page}) => {
      const {release, count: posts} = await holdRequests(
        page,
        '**/api/waitlist',
      );
      await page.goto('/');
      await footerNewsletter(page)
        .getByRole('textbox', {name: 'Email address'})
        .fill(uniqueEmail('twice'));
      const button = footerNewsletter(page).getByRole('button', {
        name: 'Subscribe',
      });
      await button.click();
      await footerNewsletter(page)
        .getByRole('textbox', {name: 'Email address'})
        .press('Enter');
      release();
      await expect(footerNewsletter(page).getByRole('status')).toHaveText(
        MESSAGES.footerSubscribed,
      );
      expect(posts()).toBe(1);
    },
  );
});

// The popup is script-only by nature.
test.describe('exit-intent popup', {tag: MODE.jsOnly}, () => {
  test.use({viewport: VIEWPORTS.desktop});

  const popup = (page: Page) =>
    page.getByRole('dialog', {name: /Take 10% off with you/});
  const leaveThroughTop = (page: Page, clientY = 2) =>
    page.evaluate((y) => {
      document.dispatchEvent(
        new MouseEvent('mouseout', {
          clientY: y,
          relatedTarget: null,
          bubbles: true,
        }),
      );
    }, clientY);

  /** The popup's element is defined once its chunk has loaded. */
  const ready = (page: Page) =>
    page.waitForFunction(() => customElements.get('exit-intent') !== undefined);

  test.beforeEach(async ({page}) => {
    await page.clock.install({time: Date.parse('2026-01-10T12:00:00Z')});
    await page.goto('/');
    await ready(page);
  });

  test('waits 30 seconds, needs the top edge, and then shows once', async ({
    page,
  }) => {
    await leaveThroughTop(page);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
    await leaveThroughTop(page, 40);
    await expect(popup(page)).toBeHidden();
    await leaveThroughTop(page);
    await expect(popup(page)).toBeVisible();
  });

  test('is not shown again within 24 hours, and is after', async ({page}) => {
    await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
    await leaveThroughTop(page);
    await popup(page)
      .getByRole('button', {name: MESSAGES.exitIntentDecline})
      .click();
    await expect(popup(page)).toBeHidden();

    await leaveThroughTop(page);
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await ready(page);
    await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
    await leaveThroughTop(page);
    await expect(popup(page)).toBeHidden();

    await page.clock.fastForward(EXIT_INTENT_RULES.suppressForMs);
    await leaveThroughTop(page);
    await expect(popup(page)).toBeVisible();
  });

  for (const how of [
    'close button',
    'Escape',
    'overlay',
    'no thanks',
  ] as const) {
    test(`is dismissed by the ${how}`, async ({page}) => {
      await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
      await leaveThroughTop(page);
      await expect(popup(page)).toBeVisible();
      if (how === 'close button')
        await popup(page).getByRole('button', {name: 'Close'}).click();
      if (how === 'Escape') await page.keyboard.press('Escape');
      if (how === 'overlay') await page.mouse.click(5, 5);
      if (how === 'no thanks')
        await popup(page)
          .getByRole('button', {name: MESSAGES.exitIntentDecline})
          .click();
      await expect(popup(page)).toBeHidden();
    });
  }

  test('checks the email, then shows the code and the shopping link; a known email gets it too', async ({
    page,
  }) => {
    const email = uniqueEmail('exit');
    for (const attempt of ['first', 'duplicate'] as const) {
      if (attempt === 'duplicate') {
        await page.evaluate(() => localStorage.clear());
        await page.reload();
        await ready(page);
      }
      await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
      await leaveThroughTop(page);
      const dialog = popup(page);
      await dialog.getByLabel('Email').fill('nope');
      await dialog.getByRole('button', {name: 'Get my code'}).click();
      await expect(dialog.getByText(MESSAGES.invalidEmail)).toBeVisible();
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', {name: 'Get my code'}).click();
      await expect(page.getByText(MESSAGES.exitIntentSuccess)).toBeVisible();
      await expect(
        page.getByText(WELCOME_DISCOUNT.code, {exact: true}),
      ).toBeVisible();
      await expect(page.getByText(/for 10% off/).last()).toBeVisible();
    }
    await page.getByRole('link', {name: LANDING_COPY.startShopping}).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('with Supabase down says "Something went wrong. Please try again."', async ({
    page,
  }) => {
    await page.goto(`${SUPABASE_DOWN_URL}/`);
    await ready(page);
    await page.clock.runFor(EXIT_INTENT_RULES.minDelayMs + 1000);
    await leaveThroughTop(page);
    await popup(page).getByLabel('Email').fill(uniqueEmail('exit-down'));
    await popup(page).getByRole('button', {name: 'Get my code'}).click();
    await expect(popup(page).getByText(MESSAGES.signupFailed)).toBeVisible();
  });
});

// Toasts are a script enhancement; without scripts messages show in the page.
test.describe('toasts', {tag: MODE.jsOnly}, () => {
  test('show at most 3 at once and close after 4000 ms with a 200 ms exit', async ({
    page,
  }) => {
    await page.clock.install({time: Date.parse('2026-01-10T12:00:00Z')});
    await page.clock.pauseAt(Date.parse('2026-01-10T12:01:00Z'));
    await page.goto('/');
    const toasts = page.locator('toast-region .toast:not([data-leaving])');
    for (let i = 1; i <= 5; i += 1) {
      await page.evaluate(
        (n) =>
          document.dispatchEvent(
            new CustomEvent('app:toast', {
              detail: {message: `Toast ${n}`, tone: 'info'},
            }),
          ),
        i,
      );
    }
    await expect(toasts).toHaveCount(TOAST_LIMITS.maxVisible);
    await expect(toasts.first()).toHaveText('Toast 3');
    await expect(page.locator('toast-region [aria-live="polite"]')).toHaveCount(
      1,
    );

    await page.clock.runFor(TOAST_LIMITS.autoCloseMs - 100);
    await expect(toasts).toHaveCount(3);
    await page.clock.runFor(100);
    await expect(toasts).toHaveCount(0);
    await expect(page.locator('toast-region .toast')).toHaveCount(3); // still animating out
    await page.clock.runFor(TOAST_LIMITS.removalMs);
    await expect(page.locator('toast-region .toast')).toHaveCount(0);
  });
});

test.describe(
  'enhancements write only the DOM marked for them',
  {tag: MODE.jsOnly},
  () => {
    test('a toast region fills its marked list, or one it made, never another list', async ({
      page,
    }) => {
      await page.goto('/');
      await page.waitForFunction(() => customElements.get('toast-region'));
      await page.evaluate(() => {
        const region = document.createElement('toast-region');
        region.id = 'unmarked-region';
        region.innerHTML = '<ol id="someone-elses-list"></ol>';
        document.body.append(region);
        document.dispatchEvent(
          new CustomEvent('app:toast', {
            detail: {message: 'Hello', tone: 'info'},
          }),
        );
      });
      await expect(
        page.locator(
          'toast-region:not(#unmarked-region) [data-toast-list] .toast',
        ),
      ).toHaveText('Hello');
      await expect(
        page.locator('#unmarked-region [data-toast-list] .toast'),
      ).toHaveText('Hello');
      await expect(page.locator('#someone-elses-list > *')).toHaveCount(0);
    });

    test('a join closes only the dialog its markup names', async ({page}) => {
      await page.route('**/api/waitlist', (route) =>
        route.fulfill({
          json: {status: 'success', message: MESSAGES.signupJoined},
        }),
      );
      await page.goto('/');
      await page.waitForFunction(() => customElements.get('waitlist-form'));
      await page.evaluate(() => {
        const dialog = document.createElement('dialog');
        dialog.id = 'unnamed-dialog';
        dialog.innerHTML = `
        <waitlist-form data-kind="join">
          <form method="post" action="/?index" novalidate>
            <input type="hidden" name="intent" value="join">
            <input name="name" aria-label="Other name" value="Ana">
            <input name="email" aria-label="Other email" value="ana@example.com">
            <button type="submit">Join from elsewhere</button>
          </form>
        </waitlist-form>`;
        document.body.append(dialog);
        dialog.showModal();
      });
      await page.getByRole('button', {name: 'Join from elsewhere'}).click();
      await expect(page.locator('toast-region .toast')).toHaveText(
        MESSAGES.signupJoined,
      );
      await expect(page.locator('#unnamed-dialog')).toHaveAttribute('open', '');
      await page.evaluate(() =>
        document.querySelector<HTMLDialogElement>('#unnamed-dialog')?.close(),
      );

      await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
      await submitSignup(page, 'Ben', 'ben@example.com');
      await expect(signupDialog(page)).toBeHidden();
    });
  },
);

// axe runs as a script in the page.
test.describe('accessibility', {tag: MODE.jsOnly}, () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the landing page and its signup dialog have no axe violations on a ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
      await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
      await expect(signupDialog(page)).toBeVisible();
      expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
    });
  }
});
