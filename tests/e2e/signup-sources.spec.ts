/**
 * Signup sources as a marketer lives them (decision 0156): a visitor lands from a campaign
 * link, joins, and the admin sees the campaign on the dashboard and in the CSV export.
 * Where each test runs (fixtures.ts, MODE): the campaign signup in both projects (with
 * scripts <waitlist-form> posts it in place); the form carrying the UTM values itself is
 * the enhancement's, so `js` only.
 */
import {LANDING_COPY} from '../../app/features/landing/copy';
import {ADMIN_COPY} from '../../app/features/admin/copy';
import {LAUNCH_COPY, MESSAGES} from '../../app/lib/messages';
import {apiKeyFor, DEFAULT_JWT_SECRET} from '../../local/supabase/jwt';
import {
  createUser,
  signInAndEnrol,
  SUPABASE_URL,
  uniqueEmail,
} from './admin-support';
import {expect, MODE, test} from './fixtures';

test.describe.configure({timeout: 90_000});

test('a signup from a campaign link shows up under Sources and in the CSV', async ({
  page,
  jsEnabled,
}) => {
  const email = uniqueEmail(jsEnabled ? 'utm-js' : 'utm-nojs');
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
  const dialog = page.locator('dialog#signup');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Cam Paign');
  await dialog.getByLabel('Email').fill(email);
  await dialog
    .getByRole('button', {name: LAUNCH_COPY.before.dialogSubmit})
    .click();
  await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();

  const admin = uniqueEmail('utm-admin');
  await createUser(admin);
  await signInAndEnrol(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page.getByRole('heading', {name: ADMIN_COPY.sourcesTitle}),
  ).toBeVisible();
  const campaign = page
    .getByRole('table', {name: ADMIN_COPY.sourcesByCampaign})
    .getByRole('row')
    .filter({has: page.getByRole('cell', {name: 'spring', exact: true})});
  await expect(campaign).toHaveCount(1);
  await expect(
    page
      .getByRole('table', {name: ADMIN_COPY.sourcesBySource})
      .getByRole('cell', {name: 'newsletter', exact: true}),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', {name: ADMIN_COPY.sourcesByForm})
      .getByRole('cell', {name: 'modal', exact: true}),
  ).toBeVisible();

  const csv = await (
    await page.request.get('/admin/export/subscribers')
  ).text();
  const row = csv.split('\r\n').find((line) => line.includes(email));
  expect(row).toMatch(new RegExp(`,modal,,newsletter,,spring$`));
});

test(
  'with JavaScript, the form carries the UTM values itself when the Referer is stripped',
  {tag: MODE.jsOnly},
  async ({page}) => {
    // As a privacy extension would: no Referer on the signup's request. (Chromium puts back
    // a Referer dropped in route.continue, so the request is sent from here instead.)
    await page.route('**/api/waitlist', async (route) => {
      const headers = {...route.request().headers()};
      delete headers['referer'];
      await route.fulfill({response: await route.fetch({headers})});
    });
    const email = uniqueEmail('utm-noreferer');
    await page.goto(
      '/?utm_source=podcast&utm_medium=audio&utm_campaign=autumn',
    );
    await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
    const dialog = page.locator('dialog#signup');
    await dialog.getByLabel('Name').fill('Pod Caster');
    await dialog.getByLabel('Email').fill(email);
    await dialog
      .getByRole('button', {name: LAUNCH_COPY.before.dialogSubmit})
      .click();
    await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();

    const serviceKey = apiKeyFor('service_role', DEFAULT_JWT_SECRET);
    const response = await fetch(
      `${SUPABASE_URL}/rest/v1/subscribers?select=source,utm_source,utm_medium,utm_campaign&email=eq.${encodeURIComponent(email)}`,
      {headers: {apikey: serviceKey, Authorization: `Bearer ${serviceKey}`}},
    );
    expect(await response.json()).toEqual([
      {
        source: 'modal',
        utm_source: 'podcast',
        utm_medium: 'audio',
        utm_campaign: 'autumn',
      },
    ]);
  },
);

/** The signup's row as the database has it (service role: the test reads what RLS hides). */
async function subscriberRow(email: string, columns: string) {
  const serviceKey = apiKeyFor('service_role', DEFAULT_JWT_SECRET);
  const response = await fetch(
    `${SUPABASE_URL}/rest/v1/subscribers?select=${columns}&email=eq.${encodeURIComponent(email)}`,
    {headers: {apikey: serviceKey, Authorization: `Bearer ${serviceKey}`}},
  );
  return ((await response.json()) as Record<string, unknown>[])[0];
}

test("a friend's link and a campaign keep their credit after a visit to the shop and back (issue 25)", async ({
  page,
  context,
  jsEnabled,
}) => {
  // The friend who shared the link: a signup of her own, and her code.
  const rita = uniqueEmail(jsEnabled ? 'touch-rita-js' : 'touch-rita-nojs');
  await page.goto('/');
  await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
  await page.locator('dialog#signup').getByLabel('Name').fill('Rita');
  await page.locator('dialog#signup').getByLabel('Email').fill(rita);
  await page
    .locator('dialog#signup')
    .getByRole('button', {name: LAUNCH_COPY.before.dialogSubmit})
    .click();
  await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();
  const {referral_code: code} = (await subscriberRow(
    rita,
    'referral_code',
  )) as {referral_code: string};

  // A new visitor (no cookies) lands from her link, with a campaign's values.
  await context.clearCookies();
  await page.goto(
    `/?utm_source=friends&utm_medium=share&utm_campaign=launch&ref=${code}`,
  );
  await expect
    .poll(async () =>
      (await context.cookies()).some(
        (cookie) => cookie.name === 'ef_first_touch',
      ),
    )
    .toBe(true);
  // Into the shop, and back home with the logo: the address no longer carries anything.
  await page
    .getByRole('banner')
    .getByRole('link', {name: 'Gift Cards'})
    .click();
  await expect(page).toHaveURL(/\/gift-cards$/);
  await page.getByRole('link', {name: 'Emberforge home'}).first().click();
  await expect(page).toHaveURL(/\/$/);

  const email = uniqueEmail(jsEnabled ? 'touch-js' : 'touch-nojs');
  await page.getByRole('link', {name: LANDING_COPY.secureYourSpot}).click();
  const dialog = page.locator('dialog#signup');
  await dialog.getByLabel('Name').fill('Fran Friend');
  await dialog.getByLabel('Email').fill(email);
  await dialog
    .getByRole('button', {name: LAUNCH_COPY.before.dialogSubmit})
    .click();
  await expect(page.getByText(MESSAGES.signupJoined).first()).toBeVisible();

  expect(
    await subscriberRow(
      email,
      'referrer_code,utm_source,utm_medium,utm_campaign',
    ),
  ).toEqual({
    referrer_code: code,
    utm_source: 'friends',
    utm_medium: 'share',
    utm_campaign: 'launch',
  });
});
