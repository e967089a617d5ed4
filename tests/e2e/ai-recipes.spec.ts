/**
 * Issue 17's "done when", as a new user does it: plan a brisket for 8 by 18:00, read the
 * timeline, and buy the lump charcoal the plan asks for; and the free-text line. On a phone
 * and a desktop. Where each test runs (fixtures.ts, MODE): the plan and its add to cart in
 * both projects (with scripts <cart-form> adds in place and opens the drawer); the
 * free-text line, a GET form the server answers, once in `no-js` (@server-output). That a
 * plan is public, cacheable, printable and described for search engines is a worker test
 * (tests/worker/recipes.test.ts).
 */
import {RECIPES_COPY} from '../../app/features/recipes/copy';
import {expect, MODE, test, VIEWPORTS} from './fixtures';
import {enhanced} from './support';

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`plan a brisket for 8 by 18:00 and add its lump charcoal to the cart on a ${device}`, async ({
    page,
    jsEnabled,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/store/ai-recipes');
    await page.getByLabel(RECIPES_COPY.cookLabel).selectOption('brisket');
    await page.getByLabel(RECIPES_COPY.servingsLabel).fill('8');
    await page.getByLabel(RECIPES_COPY.readyLabel).fill('18:00');
    await page.getByRole('button', {name: RECIPES_COPY.submit}).click();

    // The answer's URL is the whole request: shareable.
    await expect(page).toHaveURL(/cook=brisket/);
    expect(new URL(page.url()).searchParams.get('servings')).toBe('8');
    expect(new URL(page.url()).searchParams.get('ready')).toBe('18:00');
    await expect(
      page.getByRole('heading', {name: 'Brisket, low and slow, for 8'}),
    ).toBeVisible();

    const timeline = page
      .getByRole('region', {name: RECIPES_COPY.timelineHeading})
      .getByRole('listitem');
    await expect(timeline.first()).toContainText('Light');
    await expect(timeline.last()).toHaveText(/^18:00\s+Serve$/);
    await expect(
      timeline.filter({hasText: 'Pull at 203 °F inside'}),
    ).toHaveCount(1);

    const charcoal = page.locator('[data-need="charcoal"]');
    await expect(charcoal).toContainText('Hardwood Lump Charcoal');
    await expect(charcoal).toContainText('$34.00');
    const planUrl = page.url();
    if (jsEnabled) {
      // <cart-form> adds it in place and the drawer opens on the updated cart.
      await enhanced(page, 'cart-form');
      await charcoal.getByRole('button', {name: 'Add to cart'}).click();
      await expect(page.getByRole('dialog', {name: 'Your cart'})).toContainText(
        'Hardwood Lump Charcoal',
      );
      await expect(page).toHaveURL(planUrl);
    } else {
      await charcoal.getByRole('button', {name: 'Add to cart'}).click();
      // The cart form posts and comes back to the same plan, with the confirmation of
      // what was added (?added=…&cart=…) after the plan's own query.
      await expect(page).toHaveURL((url) =>
        url.href.startsWith(`${planUrl}&added=`),
      );
      // And says so beside the product that was added, as a product page does (issue 25).
      await expect(charcoal.getByRole('status')).toContainText(
        'Added Hardwood Lump Charcoal',
      );
      await expect(charcoal.getByRole('status')).toContainText(
        'Your cart has 1 item.',
      );
      await expect(
        charcoal.getByRole('status').getByRole('link', {name: 'View cart'}),
      ).toHaveAttribute('href', '/cart');
    }
    await expect(
      page.getByRole('heading', {name: 'Brisket, low and slow, for 8'}),
    ).toBeVisible();

    await page.goto('/cart');
    const lines = page
      .getByRole('list', {name: 'Cart items'})
      .getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Hardwood Lump Charcoal');
  });
}

test(
  'the free-text line plans "2 kg pork shoulder, apple wood, ready by 19:00" on a phone, in °C',
  {tag: MODE.serverOutput},
  async ({page}) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/store/ai-recipes');
    await page
      .getByLabel(RECIPES_COPY.haveLabel)
      .fill('2 kg pork shoulder, apple wood, ready by 19:00');
    await page.getByLabel('°C').check();
    await page.getByRole('button', {name: RECIPES_COPY.submit}).click();

    await expect(
      page.getByRole('heading', {name: 'Pork shoulder, low and slow, for 5'}),
    ).toBeVisible();
    await expect(page.getByText(RECIPES_COPY.understoodPrefix)).toContainText(
      'pork shoulder · 2 kg · apple wood · ready by 19:00',
    );
    const timeline = page
      .getByRole('region', {name: RECIPES_COPY.timelineHeading})
      .getByRole('listitem');
    await expect(timeline.last()).toHaveText(/^19:00\s+Serve$/);
    await expect(
      timeline.filter({hasText: 'Pull at 95 °C inside'}),
    ).toHaveCount(1);
    await expect(
      page.getByRole('region', {name: RECIPES_COPY.needsHeading}),
    ).toContainText('Add to cart');
    await expect(page.getByText(RECIPES_COPY.planSource.engine)).toBeVisible();
    // The how-to guides sit below the form.
    await expect(
      page.getByRole('heading', {name: 'Setting up for low and slow'}),
    ).toBeVisible();
  },
);

test('the weight limit is the one of the unit chosen: 50 kg is refused, 50 lb is planned (issue 25)', async ({
  page,
  jsEnabled,
}) => {
  await page.goto('/store/ai-recipes');
  await page.getByLabel(RECIPES_COPY.cookLabel).selectOption('brisket');
  const weight = page.getByLabel(RECIPES_COPY.weightLabel);
  await weight.fill('50');
  await expect(page.getByLabel(RECIPES_COPY.weightUnitLabel)).toHaveValue('kg');
  await page.getByRole('button', {name: RECIPES_COPY.submit}).click();
  if (jsEnabled) {
    // The browser refuses before anything is sent.
    await expect(page).toHaveURL(/\/store\/ai-recipes$/);
    expect(
      await weight.evaluate(
        (input: HTMLInputElement) => input.validity.rangeOverflow,
      ),
    ).toBe(true);
  } else {
    await expect(page.getByRole('alert')).toContainText('We plan up to 30 kg.');
  }

  await page.getByLabel(RECIPES_COPY.weightUnitLabel).selectOption('lb');
  await weight.fill('50');
  await page.getByRole('button', {name: RECIPES_COPY.submit}).click();
  await expect(
    page.getByRole('heading', {name: /^Brisket, low and slow/}),
  ).toBeVisible();
});
