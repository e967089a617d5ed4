import {attr} from '~/elements/contract';
import {CloseIcon} from '~/components/icons';
import {MARKET_DOM} from './market-contract';
import {marketsCopy} from './market-copy';
import {localizedPath, type Market} from './markets';

/**
 * The buyer-country notice (decision 0260): the same empty, hidden element on every page
 * for every visitor (the page stays one public cache entry). <market-notice> asks the
 * private endpoint whether this visitor should be offered another market, and only then
 * puts in the notice the endpoint rendered (MarketNoticeContent, decision 0267) with the
 * link to the same page there, and shows it. Never a redirect.
 */
export function MarketNotice() {
  return <market-notice hidden />;
}

/**
 * The notice's content, rendered by GET /api/market-notice for the one visitor it offers a
 * market: its name and close button in the page's language, the sentence and the link in
 * the offered market's. The link leads to that market's home until the element points it
 * at the same page there.
 */
export function MarketNoticeContent({
  page,
  offered,
}: {
  /** The market of the page asking. */
  page: Market;
  offered: Market;
}) {
  const pageCopy = marketsCopy(page);
  const copy = marketsCopy(offered);
  return (
    <section aria-label={pageCopy.noticeLabel} className="market-notice">
      <p className="flex-1" lang={offered.locale}>
        {/* One text node with its space: no separator comment in the markup. */}
        {`${copy.notice(copy.countries[offered.country as keyof typeof copy.countries])} `}
        <a
          href={localizedPath(offered, '/')}
          className="font-semibold underline"
          {...attr(MARKET_DOM.noticeLink)}
        >
          {copy.noticeLink(offered.currency)}
        </a>
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label={pageCopy.noticeDismiss}
        {...attr(MARKET_DOM.noticeDismiss)}
      >
        <CloseIcon className="size-4" />
      </button>
    </section>
  );
}
