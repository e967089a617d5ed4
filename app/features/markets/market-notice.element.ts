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
 * market whether to offer this visitor their own market, and if so puts in the notice the
 * endpoint rendered (decision 0267: the page carries an empty element), points its link at
 * the same page there and shows it. Dismissed, it is not offered again. A failed or empty
 * answer leaves it hidden: the page is whole without it.
 */
export class MarketNotice extends HTMLElement {
  #abort: AbortController | null = null;

  connectedCallback() {
    if (readStorage('localStorage', MARKET_NOTICE_DISMISSED_KEY)) return;
    // The page's market: its locale is the page's language (app/root.tsx).
    const page = document.documentElement.lang;
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
    if (!market) return;
    const content = document.createElement('template');
    content.innerHTML = answer.html;
    const link = content.content.querySelector<HTMLAnchorElement>(
      attrSelector(MARKET_DOM.noticeLink),
    );
    if (!link) return;
    link.setAttribute(
      'href',
      localizedPath(market, unprefixedPath(location.pathname)) +
        location.search,
    );
    this.replaceChildren(content.content);
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
  if (kept === 'null') return null;
  // A kept answer of another shape (kept before a deploy) is asked again.
  const keptAnswer = kept === null ? null : parseAnswer(kept);
  if (keptAnswer) return keptAnswer;
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
      typeof value.html === 'string' &&
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
