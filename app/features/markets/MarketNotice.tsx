import {attr} from '~/elements/contract';
import {CloseIcon} from '~/components/icons';
import {MARKET_DOM} from './market-contract';
import {marketsCopy} from './market-copy';
import {localizedPath, type Market} from './markets';

/**
 * The buyer-country notice (decision 0260): the same empty, hidden markup on every page
 * for every visitor (the page stays one public cache entry). <market-notice> asks the
 * private endpoint whether this visitor should be offered another market, and only then
 * fills in the sentence and the link to the same page there and shows it. Never a redirect.
 */
export function MarketNotice({market}: {market: Market}) {
  const copy = marketsCopy(market);
  return (
    <market-notice {...attr(MARKET_DOM.page, market.locale)} hidden>
      <section aria-label={copy.noticeLabel} className="market-notice">
        <p className="flex-1">
          <span {...attr(MARKET_DOM.noticeText)} />{' '}
          {/* Empty until <market-notice> fills it, and the notice stays hidden until then. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
          <a
            href={localizedPath(market, '/')}
            className="font-semibold underline"
            {...attr(MARKET_DOM.noticeLink)}
          />
        </p>
        <button
          type="button"
          className="icon-button"
          aria-label={copy.noticeDismiss}
          {...attr(MARKET_DOM.noticeDismiss)}
        >
          <CloseIcon className="size-4" />
        </button>
      </section>
    </market-notice>
  );
}
