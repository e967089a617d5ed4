// @vitest-environment happy-dom
import {createElement} from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  define,
  mount,
  serverHtml,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {MarketNotice as MarketNoticeMarkup} from './MarketNotice';
import {MarketNotice} from './market-notice.element';
import {
  MARKET_DOM,
  MARKET_NOTICE_DISMISSED_KEY,
  MARKET_NOTICE_PATH,
  type MarketNoticeAnswer,
} from './market-contract';
import {MARKETS_DE} from './copy.de';
import {MARKETS_FR} from './copy.fr';
import {DEFAULT_MARKET, marketFromParam, type Market} from './markets';

define('market-notice', MarketNotice);

const GERMANY: MarketNoticeAnswer = {
  prefix: 'de-de',
  text: 'Sie kaufen in Deutschland ein?',
  link: 'Diese Seite in EUR ansehen',
  locale: 'de-DE',
};

let asked: string[] = [];
async function showOn(
  market: Market,
  path: string,
  answer: () => Response,
): Promise<HTMLElement> {
  asked = [];
  stubFetch((url) => {
    asked.push(url);
    return Promise.resolve(answer());
  });
  history.replaceState(null, '', path);
  mount(serverHtml(createElement(MarketNoticeMarkup, {market}), path));
  await settle();
  await settle();
  return document.querySelector<HTMLElement>('market-notice')!;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => document.body.replaceChildren());

describe('<market-notice>', () => {
  it('is hidden and empty in the page for everyone', async () => {
    const notice = await showOn(
      DEFAULT_MARKET,
      '/store/shop',
      () => new Response(null, {status: 204}),
    );
    expect(notice.hidden).toBe(true);
    expect(asked).toEqual([`${MARKET_NOTICE_PATH}?page=en-US`]);
  });

  it('offers a German visitor the same page in the German store, in German', async () => {
    const notice = await showOn(DEFAULT_MARKET, '/store/shop?sort=price', () =>
      Response.json(GERMANY),
    );
    expect(notice.hidden).toBe(false);
    const link = notice.querySelector<HTMLAnchorElement>(
      `[${MARKET_DOM.noticeLink}]`,
    )!;
    expect(link.getAttribute('href')).toBe('/de-de/store/shop?sort=price');
    expect(link.textContent).toBe(GERMANY.link);
    expect(
      notice.querySelector(`[${MARKET_DOM.noticeText}]`)!.textContent,
    ).toBe(GERMANY.text);
    expect(notice.querySelector('p')!.getAttribute('lang')).toBe('de-DE');
  });

  it('offers the unprefixed US page from a market page', async () => {
    const notice = await showOn(
      marketFromParam('en-gb')!,
      '/en-gb/store/product/kamado-classic',
      () =>
        Response.json({
          prefix: null,
          text: 'Shopping from the United States?',
          link: 'See this page in USD',
          locale: 'en-US',
        }),
    );
    expect(
      notice.querySelector(`[${MARKET_DOM.noticeLink}]`)!.getAttribute('href'),
    ).toBe('/store/product/kamado-classic');
    expect(asked).toEqual([`${MARKET_NOTICE_PATH}?page=en-GB`]);
  });

  it('asks once per session and page market', async () => {
    await showOn(DEFAULT_MARKET, '/store/shop', () => Response.json(GERMANY));
    const again = await showOn(DEFAULT_MARKET, '/gift-cards', () =>
      Response.json(GERMANY),
    );
    expect(asked).toEqual([]);
    expect(again.hidden).toBe(false);
    await showOn(DEFAULT_MARKET, '/', () => new Response(null, {status: 204}));
    expect(asked).toEqual([]);
  });

  it('closes with its button (labelled in the page’s language) and is not offered again', async () => {
    const notice = await showOn(marketFromParam('fr-ca')!, '/fr-ca', () =>
      Response.json(GERMANY),
    );
    const close = notice.querySelector<HTMLButtonElement>(
      `[${MARKET_DOM.noticeDismiss}]`,
    )!;
    expect(close.getAttribute('aria-label')).toBe(
      MARKETS_FR.MARKETS_COPY.noticeDismiss,
    );
    close.click();
    expect(notice.hidden).toBe(true);
    expect(localStorage.getItem(MARKET_NOTICE_DISMISSED_KEY)).toBe('1');
    const next = await showOn(DEFAULT_MARKET, '/store', () =>
      Response.json(GERMANY),
    );
    expect(asked).toEqual([]);
    expect(next.hidden).toBe(true);
  });

  it('stays hidden when the endpoint fails or answers nonsense', async () => {
    let notice = await showOn(
      DEFAULT_MARKET,
      '/',
      () => new Response('oops', {status: 500}),
    );
    expect(notice.hidden).toBe(true);
    notice = await showOn(marketFromParam('de-de')!, '/de-de', () =>
      Response.json({prefix: 'xx-yy', text: 1}),
    );
    expect(notice.hidden).toBe(true);
    expect(
      notice
        .querySelector(`[${MARKET_DOM.noticeDismiss}]`)!
        .getAttribute('aria-label'),
    ).toBe(MARKETS_DE.MARKETS_COPY.noticeDismiss);
  });
});
