/**
 * What a page does with what it cannot choose (issue 25, items 7 and 8): long text a visitor
 * typed, and a countdown of four digits of days, on a 320 px phone and a 1366 px laptop.
 * Both projects: the countdown ticks with scripts; without them it is the server's snapshot.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

const WIDTHS = [320, 1366];

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test('a long search or ingredient list wraps instead of widening the page', async ({
      page,
    }) => {
      for (const path of [
        `/search?q=${'x'.repeat(100)}`,
        `/store/ai-recipes?have=${'y'.repeat(200)}`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      }
    });

    test('the countdown fits four digits of days and its labels', async ({
      page,
      jsEnabled,
    }) => {
      await page.goto('/');
      const countdown = page.locator('launch-countdown');
      const days = countdown.locator('[data-unit="days"]');
      if (jsEnabled)
        // The element counts to the launch it is given: 1133 days ahead.
        await countdown.evaluate((element) =>
          element.setAttribute(
            'data-launch-at',
            new Date(Date.now() + 1133.5 * 86_400_000).toISOString(),
          ),
        );
      else await days.evaluate((element) => (element.textContent = '1133'));
      await expect(days).toHaveText('1133');

      const cells = await countdown.locator('dd, dt').evaluateAll((nodes) =>
        nodes.map((node) => {
          const style = getComputedStyle(node);
          return {
            text: node.textContent,
            fits: node.scrollWidth <= node.clientWidth,
            oneLine:
              node.getBoundingClientRect().height <=
              parseFloat(style.lineHeight) * 1.2,
          };
        }),
      );
      expect(cells).toHaveLength(8);
      for (const cell of cells)
        expect(cell, `"${cell.text}"`).toMatchObject({
          fits: true,
          oneLine: true,
        });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

/** The header field's placeholder: whole, or not shown where the field is too narrow for it. */
for (const width of [800, 1024, 1366]) {
  test(`the header search placeholder is not cut at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/store');
    const field = page.locator('#header-search-q');
    await expect(field).toBeVisible();
    const {textWidth, room, shown} = await field.evaluate(
      (input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const placeholder = getComputedStyle(input, '::placeholder');
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        return {
          textWidth: context.measureText(input.placeholder).width,
          room:
            input.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight),
          shown: placeholder.color !== 'rgba(0, 0, 0, 0)',
        };
      },
    );
    if (shown) expect(textWidth).toBeLessThanOrEqual(room);
    // Shown where there is room for it: at a laptop's width.
    if (width >= 1024) expect(shown).toBe(true);
  });
}
