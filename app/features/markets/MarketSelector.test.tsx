// @vitest-environment happy-dom
import {describe, expect, it} from 'vitest';
import {mount, serverHtml} from '~/elements/test-support';
import {MarketSelector} from './MarketSelector';
import {MARKET_FIELDS, MARKET_PATH} from './market-contract';
import {MARKETS_DE} from './copy.de';
import {marketFromParam} from './markets';

const OPTIONS = [
  {value: 'en-US', label: 'United States (USD $) · English', lang: 'en-US'},
  {value: 'de-DE', label: 'Deutschland (EUR €) · Deutsch', lang: 'de-DE'},
];

function render(variant: 'header' | 'footer', path: string) {
  mount(
    serverHtml(
      <MarketSelector
        market={marketFromParam('de-de')!}
        options={OPTIONS}
        idPrefix={variant}
        variant={variant}
      />,
      path,
    ),
  );
  return document.querySelector('form')!;
}

describe('MarketSelector', () => {
  it('is a plain form posting the market and the page, labelled in the page’s language', () => {
    const form = render('footer', '/de-de/store/shop?sort=price&notice=joined');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(MARKET_PATH);
    const select = form.querySelector('select')!;
    expect(select.name).toBe(MARKET_FIELDS.market);
    expect(
      document.querySelector(`label[for="${select.id}"]`)!.textContent,
    ).toBe(MARKETS_DE.MARKETS_COPY.selectorLabel);
    expect(
      [...select.options].map((option) => [option.value, option.selected]),
    ).toEqual([
      ['en-US', false],
      ['de-DE', true],
    ]);
    expect(
      form.querySelector<HTMLInputElement>(
        `input[name="${MARKET_FIELDS.returnTo}"]`,
      )!.value,
    ).toBe('/de-de/store/shop?sort=price');
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe(
      MARKETS_DE.MARKETS_COPY.selectorSubmit,
    );
  });

  it('in the header: a disclosure whose summary names the selector and the current market', () => {
    render('header', '/de-de');
    const summary = document.querySelector('details > summary')!;
    expect(summary.getAttribute('aria-label')).toBe(
      `${MARKETS_DE.MARKETS_COPY.selectorLabel}: ${OPTIONS[1]!.label}`,
    );
    expect(summary.textContent).toBe('DE · EUR');
    expect(document.querySelector('details form select')!.id).toBe(
      'header-market',
    );
  });
});
