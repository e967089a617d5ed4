// @vitest-environment happy-dom
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  define,
  mount,
  serverHtml,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {
  MarketNotice as MarketNoticeMarkup,
  MarketNoticeContent,
} from './MarketNotice';
import {MarketNotice} from './market-notice.element';
import {
  MARKET_DOM,
  MARKET_NOTICE_ANSWER_KEY,
  MARKET_NOTICE_DISMISSED_KEY,
  MARKET_NOTICE_PATH,
  type MarketNoticeAnswer,
} from './market-contract';
import {MARKETS_COPY} from './copy';
import {MARKETS_DE} from './copy.de';
import {MARKETS_FR} from './copy.fr';
import {DEFAULT_MARKET, marketFromParam, type Market} from './markets';

define('market-notice', MarketNotice);

const GERMANY = marketFromParam('de-de')!;

/** The endpoint's answer offering `offered` on a page of `page` (as api.market-notice renders it). */
const offer = (offered: Market, page: Market = DEFAULT_MARKET) =>
  Response.json({
    prefix: offered.prefix,
    html: renderToStaticMarkup(
      createElement(MarketNoticeContent, {page, offered}),
    ),
  } satisfies MarketNoticeAnswer);

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
  // The page's market is its language (app/root.tsx's <html lang>).
  document.documentElement.lang = market.locale;
  mount(serverHtml(createElement(MarketNoticeMarkup), path));
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
    expect(notice.childNodes).toHaveLength(0);
    expect(asked).toEqual([`${MARKET_NOTICE_PATH}?page=en-US`]);
  });

  it('offers a German visitor the same page in the German store, in German', async () => {
    const notice = await showOn(DEFAULT_MARKET, '/store/shop?sort=price', () =>
      offer(GERMANY),
    );
    expect(notice.hidden).toBe(false);
    const link = notice.querySelector<HTMLAnchorElement>(
      `[${MARKET_DOM.noticeLink}]`,
    )!;
    expect(link.getAttribute('href')).toBe('/de-de/store/shop?sort=price');
    const {MARKETS_COPY: german} = MARKETS_DE;
    expect(link.textContent).toBe(german.noticeLink('EUR'));
    expect(notice.querySelector('p')!.textContent).toBe(
      `${german.notice(german.countries.DE)} ${german.noticeLink('EUR')}`,
    );
    expect(notice.querySelector('p')!.getAttribute('lang')).toBe('de-DE');
    // Named in the page's language.
    expect(notice.querySelector('section')!.getAttribute('aria-label')).toBe(
      MARKETS_COPY.noticeLabel,
    );
  });

  it('offers the unprefixed US page from a market page', async () => {
    const notice = await showOn(
      marketFromParam('en-gb')!,
      '/en-gb/store/product/kamado-classic',
      () => offer(DEFAULT_MARKET, marketFromParam('en-gb')!),
    );
    expect(
      notice.querySelector(`[${MARKET_DOM.noticeLink}]`)!.getAttribute('href'),
    ).toBe('/store/product/kamado-classic');
    expect(asked).toEqual([`${MARKET_NOTICE_PATH}?page=en-GB`]);
  });

  it('asks once per session and page market', async () => {
    await showOn(DEFAULT_MARKET, '/store/shop', () => offer(GERMANY));
    const again = await showOn(DEFAULT_MARKET, '/gift-cards', () =>
      offer(GERMANY),
    );
    expect(asked).toEqual([]);
    expect(again.hidden).toBe(false);
    await showOn(DEFAULT_MARKET, '/', () => new Response(null, {status: 204}));
    expect(asked).toEqual([]);
  });

  it('closes with its button (labelled in the page’s language) and is not offered again', async () => {
    const notice = await showOn(marketFromParam('fr-ca')!, '/fr-ca', () =>
      offer(GERMANY, marketFromParam('fr-ca')!),
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
    const next = await showOn(DEFAULT_MARKET, '/store', () => offer(GERMANY));
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
      Response.json({prefix: 'xx-yy', html: 1}),
    );
    expect(notice.hidden).toBe(true);
    expect(notice.childNodes).toHaveLength(0);
  });

  it('asks again when the answer kept for the session has another shape (kept before a deploy)', async () => {
    sessionStorage.setItem(
      `${MARKET_NOTICE_ANSWER_KEY}en-US`,
      JSON.stringify({
        prefix: 'de-de',
        text: 'old',
        link: 'old',
        locale: 'de-DE',
      }),
    );
    const notice = await showOn(DEFAULT_MARKET, '/store', () => offer(GERMANY));
    expect(asked).toEqual([`${MARKET_NOTICE_PATH}?page=en-US`]);
    expect(notice.hidden).toBe(false);
  });
});
