import {attrSelector} from '~/elements/dom';
import {
  MARKET_DOM,
  MARKET_NOTICE_ANSWER_KEY,
  MARKET_NOTICE_DISMISSED_KEY,
  MARKET_NOTICE_PARAM,
  MARKET_NOTICE_PATH,
  type MarketNoticeAnswer,
} from './market-contract';
import {localizedPath, MARKETS, unprefixedPath} from './markets';

/**
 * <market-notice> (decision 0260): asks the private endpoint once per session and page
 * market whether to offer this visitor their own market, and if so shows the sentence and
 * a link to the same page there (texts from the endpoint, in that market's language; the
 * close button's label from the page). Dismissed, it is not offered again. A failed or
 * empty answer leaves it hidden: the page is whole without it.
 */
export class MarketNotice extends HTMLElement {
  #abort: AbortController | null = null;

  connectedCallback() {
    if (readStorage('localStorage', MARKET_NOTICE_DISMISSED_KEY)) return;
    const page = this.getAttribute(MARKET_DOM.page);
    if (!page) return;
    this.#abort = new AbortController();
    void this.#offer(page, this.#abort.signal);
    this.addEventListener('click', this.#onClick);
  }

  disconnectedCallback() {
    this.#abort?.abort();
    this.#abort = null;
    this.removeEventListener('click', this.#onClick);
  }

  #onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (!event.target.closest(attrSelector(MARKET_DOM.noticeDismiss))) return;
    writeStorage('localStorage', MARKET_NOTICE_DISMISSED_KEY, '1');
    this.hidden = true;
  };

  async #offer(page: string, signal: AbortSignal) {
    const answer = await answerFor(page, signal);
    if (!answer || signal.aborted) return;
    const market = MARKETS.find((each) => each.prefix === answer.prefix);
    const text = this.querySelector(attrSelector(MARKET_DOM.noticeText));
    const link = this.querySelector<HTMLAnchorElement>(
      attrSelector(MARKET_DOM.noticeLink),
    );
    if (!market || !text || !link) return;
    text.textContent = answer.text;
    link.textContent = answer.link;
    link.href =
      localizedPath(market, unprefixedPath(location.pathname)) +
      location.search;
    text.parentElement?.setAttribute('lang', answer.locale);
    this.hidden = false;
  }
}

/** The endpoint's answer for a page market, asked once per session (null: nothing to offer). */
async function answerFor(
  page: string,
  signal: AbortSignal,
): Promise<MarketNoticeAnswer | null> {
  const key = MARKET_NOTICE_ANSWER_KEY + page;
  const kept = readStorage('sessionStorage', key);
  if (kept !== null) return parseAnswer(kept);
  try {
    const response = await fetch(
      `${MARKET_NOTICE_PATH}?${new URLSearchParams({[MARKET_NOTICE_PARAM]: page})}`,
      {signal, headers: {Accept: 'application/json'}},
    );
    if (response.status === 204) {
      writeStorage('sessionStorage', key, 'null');
      return null;
    }
    if (response.status !== 200) return null;
    const body = await response.text();
    writeStorage('sessionStorage', key, body);
    return parseAnswer(body);
  } catch {
    return null; // Offline or aborted: no notice, and asked again next page.
  }
}

function parseAnswer(text: string): MarketNoticeAnswer | null {
  try {
    const value = JSON.parse(text) as Partial<MarketNoticeAnswer> | null;
    return value &&
      typeof value.text === 'string' &&
      typeof value.link === 'string' &&
      typeof value.locale === 'string' &&
      (typeof value.prefix === 'string' || value.prefix === null)
      ? (value as MarketNoticeAnswer)
      : null;
  } catch {
    return null;
  }
}

type StorageName = 'localStorage' | 'sessionStorage';

/** Storage can be off (a privacy mode; even reading `localStorage` throws): then the notice is asked each page, never fails. */
function readStorage(storage: StorageName, key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: StorageName, key: string, value: string) {
  try {
    window[storage].setItem(key, value);
  } catch {
    // Not kept: asked again.
  }
}
