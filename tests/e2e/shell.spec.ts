/**
 * The shell every page shares: the header's menus, the footer, the theme and the loading
 * state. Where each test runs (fixtures.ts, MODE):
 * - both projects: the Shop dropdown (a <details> that <nav-dropdown> enhances), the phone's
 *   slide-out menu (a popover the menu script closes too) and the theme toggle (hidden
 *   without scripts);
 * - `no-js` only (@server-output): the header's direct links, the logo, the footer's links
 *   and contact lines, which are plain links and text no script touches;
 * - `js` only: the theme choices and the loading spinner, which are scripts.
 * Every page's status, layout and heading, the not-found page, the redirects and the route
 * error page are worker tests (tests/worker/shell.test.ts); each page's heading is seen at
 * 320 px in product-visits.spec.ts.
 */
import {MESSAGES} from '../../app/lib/messages';
import {
  DIRECT_LINKS,
  FOOTER_COLUMNS,
  SHOP_MENU,
} from '../../app/lib/navigation';
import {expect, MODE, test, VIEWPORTS} from './fixtures';

const pathOf = (to: string) =>
  new URL(to, 'http://x').pathname + new URL(to, 'http://x').search;
const internalFooterLinks = FOOTER_COLUMNS.flatMap((c) => c.links).filter((l) =>
  l.to.startsWith('/'),
);

test.describe('desktop header', () => {
  test.use({viewport: VIEWPORTS.desktop});

  test('the Shop dropdown offers every menu link, each leading to its page', async ({
    page,
  }) => {
    await page.goto('/store');
    const main = page.getByRole('navigation', {name: 'Main'});
    for (const group of SHOP_MENU) {
      await main.getByText('Shop', {exact: true}).click();
      const menu = main.getByRole('list', {name: group.title});
      for (const link of group.links) {
        const item = menu.getByRole('link', {name: link.label, exact: true});
        await expect(item).toBeVisible();
        await expect(item).toHaveAttribute('href', link.to);
      }
      // Followed once per group: the links are plain links, so each href is where it leads.
      const [followed] = group.links;
      await menu
        .getByRole('link', {name: followed!.label, exact: true})
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname + url.search === pathOf(followed!.to),
      );
      await expect(page.locator('main')).toBeVisible();
    }
  });

  test('the Shop dropdown opens and closes from the keyboard', async ({
    page,
  }) => {
    await page.goto('/store');
    const summary = page
      .getByRole('navigation', {name: 'Main'})
      .locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const firstLink = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'All Products'});
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/store\/shop$/);
  });

  for (const link of DIRECT_LINKS) {
    test(
      `direct link ${link.label} goes to ${link.to}`,
      {tag: MODE.serverOutput},
      async ({page}) => {
        await page.goto('/');
        await page
          .getByRole('navigation', {name: 'Main'})
          .getByRole('link', {name: link.label, exact: true})
          .click();
        await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      },
    );
  }

  test('the logo leads home', {tag: MODE.serverOutput}, async ({page}) => {
    await page.goto('/store');
    await page
      .getByRole('banner')
      .getByRole('link', {name: 'Emberforge home'})
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('phone header', () => {
  test.use({viewport: VIEWPORTS.phone});

  // One menu for every width (docs/decisions/0266): on a phone it is the slide-out panel.
  test('the menu is hidden until the slide-out opens, and then shows every link', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', {name: 'Main'});
    await expect(menu).toBeHidden();
    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(menu).toBeVisible();
    const expected = [...SHOP_MENU.flatMap((g) => g.links), ...DIRECT_LINKS];
    await expect(menu.getByRole('link')).toHaveCount(expected.length);
    // Every group's links are on show without opening the Shop dropdown, under their heading.
    for (const group of SHOP_MENU) {
      const list = menu.getByRole('list', {name: group.title});
      for (const link of group.links)
        await expect(
          list.getByRole('link', {name: link.label, exact: true}),
        ).toBeVisible();
    }
    await menu.getByRole('link', {name: 'Grills', exact: true}).click();
    await expect(page).toHaveURL(/\/grills$/);
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeHidden();
  });

  test('the slide-out menu closes with its close button and with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', {name: 'Main'});
    await page.getByRole('button', {name: 'Open menu'}).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', {name: 'Close menu'}).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

// The slide-out's parts are the bar's from 768 px: a panel left open as the window widens
// (a tablet turned) closes, so the bar has them back (menus.element.ts).
test(
  'a slide-out left open closes when the window widens',
  {tag: MODE.jsOnly},
  async ({page}) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/store');
    await page.getByRole('button', {name: 'Open menu'}).click();
    const panel = page.locator('#mobile-menu');
    expect(await panel.evaluate((el) => el.matches(':popover-open'))).toBe(
      true,
    );
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect
      .poll(() => panel.evaluate((el) => el.matches(':popover-open')))
      .toBe(false);
    await expect(
      page
        .getByRole('banner')
        .getByRole('searchbox', {name: 'Search the store'}),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Main'}).locator('summary'),
    ).toBeVisible();
  },
);

test.describe('footer', {tag: MODE.serverOutput}, () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    test(`every internal footer link works on a ${viewport}`, async ({
      page,
    }) => {
      // Each link is followed from the footer of the page the previous one led to: one
      // navigation per link (not two), and the footer is checked on every page it reaches.
      test.slow();
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto('/');
      for (const link of internalFooterLinks) {
        await page
          .getByRole('navigation', {name: 'Footer'})
          .getByRole('link', {name: link.label, exact: true})
          .click();
        await expect(page).toHaveURL((url) => url.pathname === link.to);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      }
    });
  }

  test('shows the support contact, social links and this year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: /@/})).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(footer.getByRole('link', {name: /\+1/})).toHaveAttribute(
      'href',
      /^tel:/,
    );
    for (const name of ['Instagram', 'YouTube', 'Facebook', 'TikTok']) {
      await expect(
        footer.getByRole('link', {name: new RegExp(name)}),
      ).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('theme', () => {
  test('defaults to light, and the choice persists across reloads', async ({
    page,
    jsEnabled,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const toggle = page.getByRole('group', {name: 'Colour theme'});
    if (!jsEnabled) {
      // Nothing can store a choice without scripts: the toggle is not offered.
      await expect(toggle).toBeHidden();
      return;
    }
    await toggle.getByRole('button', {name: 'Dark theme'}).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(
      'dark',
    );
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(
      toggle.getByRole('button', {name: 'Dark theme'}),
    ).toHaveAttribute('aria-pressed', 'true');

    await toggle.getByRole('button', {name: 'Light theme'}).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test(
    'system follows the OS preference',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto('/');
      await page.getByRole('button', {name: 'System theme'}).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.emulateMedia({colorScheme: 'light'});
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    },
  );

  test(
    'a stored dark theme applies before first paint (no flash)',
    {tag: MODE.jsOnly},
    async ({page}) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      // Check at the first moment the body exists, before any stylesheet or module ran.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          (window as unknown as {themeAtParse: boolean}).themeAtParse ??=
            document.documentElement.classList.contains('dark');
        });
      });
      await page.goto('/');
      expect(
        await page.evaluate(
          () => (window as unknown as {themeAtParse: boolean}).themeAtParse,
        ),
      ).toBe(true);
    },
  );
});

// Without scripts the browser shows its own progress.
test.describe('loading state', {tag: MODE.jsOnly}, () => {
  test('a page load shows the spinner with "Loading..."', async ({page}) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/store');
    await page.waitForFunction(() => customElements.get('cart-drawer'));
    // The spinner lives on the page being left, so the page notes what it showed in
    // sessionStorage, which outlives the document load.
    await page.evaluate(() =>
      new MutationObserver(() => {
        const status = document.querySelector('body > [role="status"]');
        if (status) sessionStorage.setItem('spinner', status.textContent ?? '');
      }).observe(document.body, {childList: true}),
    );
    await page
      .getByRole('navigation', {name: 'Footer'})
      .getByRole('link', {name: 'Grills'})
      .click();
    await expect(page).toHaveURL(/\/grills$/);
    expect(await page.evaluate(() => sessionStorage.getItem('spinner'))).toBe(
      MESSAGES.loading,
    );
    await expect(
      page.getByRole('status').filter({hasText: MESSAGES.loading}),
    ).toHaveCount(0);
  });
});
