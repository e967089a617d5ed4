/**
 * Issue 28: the dashboard's waitlist funnel counts a visit that came with a UTM source,
 * its dialog and its join, under that source (decision 0241). Both projects: the counting
 * images need no script, and with scripts the dialog opens in place.
 */
import {createUser, signInAndEnrol, uniqueEmail} from './admin-support';
import {DASHBOARD_COPY} from '../../app/features/admin/copy';
import {LANDING_COPY} from '../../app/features/landing/copy';
import {LAUNCH_COPY, MESSAGES} from '../../app/lib/messages';
import {expect, test} from './fixtures';

test.describe.configure({timeout: 90_000});

test('a join made from a campaign visit is counted in the funnel under its source', async ({
  page,
  jsEnabled,
}) => {
  const source = `funnel-${jsEnabled ? 'js' : 'nojs'}-${Date.now()}`;
  await page.goto(`/?utm_source=${source}`);
  await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
  const dialog = page.locator('dialog#signup');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Fun Nel');
  await dialog.getByLabel('Email').fill(uniqueEmail('funnel'));
  await dialog
    .getByRole('button', {name: LAUNCH_COPY.before.dialogSubmit})
    .click();
  await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();

  const admin = uniqueEmail('funnel-admin');
  await createUser(admin);
  await signInAndEnrol(page, admin);
  const funnel = page.getByTestId('waitlist-funnel');
  await expect(
    funnel.getByRole('heading', {name: DASHBOARD_COPY.funnelTitle}),
  ).toBeVisible();
  const row = funnel
    .getByRole('row')
    .filter({has: page.getByRole('rowheader', {name: source, exact: true})});
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Views and dialogs: at least one (without scripts `/?signup` is a second landing view);
  // joined: exactly this test's one.
  expect(Number(await cells.nth(0).textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await cells.nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(cells.nth(2)).toHaveText('1');

  // The chart per day, for this source only (a plain GET form): today's joined bar is 1.
  await funnel.getByLabel(DASHBOARD_COPY.funnelSourceLabel).selectOption({
    label: source,
  });
  await funnel.getByRole('button', {name: DASHBOARD_COPY.funnelShow}).click();
  // The chart is drawn twice (phone, wide) and the stylesheet hides one: wait for it.
  await page.waitForURL(/funnel=source%3Afunnel-/, {waitUntil: 'load'});
  const chart = funnel.getByRole('img', {
    name: DASHBOARD_COPY.funnelChartTitle(source),
  });
  await expect(chart).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(
    chart.locator('rect > title', {
      hasText: `${today}, ${DASHBOARD_COPY.funnelSteps.joined}: `,
    }),
  ).toHaveText(`${today}, ${DASHBOARD_COPY.funnelSteps.joined}: 1`);
});
