import {useLocation} from 'react-router';
import {DISCOUNT_LINK_COPY, discountLinkOutcomeIn} from './discount-link';

/**
 * What a shared discount link (`/discount/CODE`) did, said on the page it leads to. The
 * URL names one of three fixed outcomes, never the code, so a public page stays the same
 * for every visitor with that URL (and cacheable).
 */
export function DiscountLinkNotice() {
  const outcome = discountLinkOutcomeIn(useLocation().search);
  if (!outcome) return null;
  return (
    <p
      role="status"
      className={`mx-auto mt-4 max-w-3xl rounded-2xl px-4 py-3 text-center ${
        outcome === 'refused'
          ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
          : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
      }`}
    >
      {DISCOUNT_LINK_COPY[outcome]}
    </p>
  );
}
