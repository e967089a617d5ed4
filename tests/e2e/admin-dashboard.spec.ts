/**
 * The admin dashboard (issue 12): seeded signups, search by email, both CSV exports, and
 * no export for anonymous visitors.
 * Where it runs (fixtures.ts, MODE): once, in `no-js` (@server-output). Admin pages load
 * the one enhancement module like every page, but none of their forms or links is
 * enhanced: the only admin element is the product form's category hint, tested in both
 * projects by admin-products.spec.ts, which (with signup-sources.spec.ts) also walks
 * sign-in and TOTP enrolment with scripts on. The module's page-wide parts (menus, cart
 * drawer, spinner) are tested on the store's pages.
 */
import {
  createUser,
  joinWaitlist,
  signInAndEnrol,
  uniqueEmail,
} from './admin-support';
import AxeBuilder from '@axe-core/playwright';
import {DASHBOARD_COPY} from '../../app/features/admin/copy';
import {expect, MODE, test} from './fixtures';

test.describe.configure({timeout: 90_000});

test.describe('the dashboard', {tag: MODE.serverOutput}, () => {
  test('the dashboard shows seeded signups, finds one by email, and exports both lists as CSV', async ({
    page,
  }) => {
    const admin = uniqueEmail('dash-admin');
    await createUser(admin);
    const signup = uniqueEmail('dash-signup');
    // A name a spreadsheet would run as a formula: the export must neutralise it.
    await joinWaitlist('=HYPERLINK("http://evil.example")', signup);

    await signInAndEnrol(page, admin);
    // The chart is drawn twice (phone, wide) and the stylesheet hides one: wait for it.
    await page.waitForURL(/\/admin\/dashboard$/, {waitUntil: 'load'});
    await expect(page.getByTestId('waitlist-total')).not.toHaveText('0');
    await expect(
      page.getByRole('img', {name: 'Waitlist signups per day'}),
    ).toBeVisible();

    await page.getByLabel('Search by email').fill(signup);
    await page.locator('#main').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/q=/);
    const rows = page
      .getByRole('table', {name: 'Latest waitlist signups'})
      .locator('tbody tr')
      .filter({hasText: '@'});
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(signup);
    await expect(page.getByText('Page 1 of 1 (1 signups)')).toBeVisible();

    const csv = await page.request.get('/admin/export/subscribers');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['cache-control']).toBe('private, no-store');
    expect(csv.headers()['content-disposition']).toMatch(
      /attachment; filename="emberforge-subscribers-/,
    );
    const text = await csv.text();
    expect(
      text.startsWith(
        'name,email,created_at,source,referrer_code,utm_source,utm_medium,utm_campaign\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")",${signup},`);

    const newsletter = await page.request.get('/admin/export/newsletter');
    expect(
      (await newsletter.text()).startsWith(
        'email,source,created_at,utm_source,utm_medium,utm_campaign\r\n',
      ),
    ).toBe(true);
  });

  test('anonymous visitors get no export', async ({request}) => {
    const response = await request.get('/admin/export/subscribers', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toContain('/admin/login');
    expect(await response.text()).not.toContain('@');
  });
});

// On a phone (issue 25 items 17 and 21): the lists' scrolling boxes take the keyboard, dates
// stay on one line, the chart is tall enough to read, and axe finds nothing (it runs as a
// script in the page, so with scripts on).
test(
  'the dashboard on a 320 px phone: keyboard-scrollable lists, readable chart, no axe violations',
  {tag: MODE.jsOnly},
  async ({page}) => {
    const admin = uniqueEmail('dash-phone');
    await createUser(admin);
    await joinWaitlist('Phoebe Phone', uniqueEmail('dash-phone-signup'));
    await page.setViewportSize({width: 320, height: 740});
    await signInAndEnrol(page, admin);
    // Measured below: wait for the stylesheet too, not just the new address (without it
    // both drawings of the chart show, at the SVG's default size).
    await page.waitForURL(/\/admin\/dashboard$/, {waitUntil: 'load'});

    const chart = page.getByRole('img', {name: DASHBOARD_COPY.chartTitle});
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())!.height).toBeGreaterThanOrEqual(160);
    const smallestLabel = await chart.evaluate((svg) =>
      Math.min(
        ...[...svg.querySelectorAll('text')].map(
          (text) => text.getBoundingClientRect().height,
        ),
      ),
    );
    // A label box of 11 px font is about 13 px tall; the old chart's were about 5.
    expect(smallestLabel).toBeGreaterThanOrEqual(11);

    const list = page.getByRole('group', {name: DASHBOARD_COPY.latestCaption});
    expect(
      await list.evaluate((box) => box.scrollWidth > box.clientWidth),
    ).toBe(true);
    await list.focus();
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => list.evaluate((box) => box.scrollLeft))
      .toBeGreaterThan(0);

    const joined = list.locator('tbody tr td:nth-child(3)').first();
    // The cell is as tall as its row (a long email wraps): count the lines of its text.
    const lines = await joined.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(
        [...range.getClientRects()].map((rect) => Math.round(rect.top)),
      ).size;
    });
    expect(lines).toBe(1);

    expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
    await page.setViewportSize({width: 1366, height: 900});
    expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
  },
);
