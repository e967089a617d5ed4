import {useCopy} from '~/features/markets/use-copy';
import {useLocation} from 'react-router';
import {discountLinkOutcomeIn} from './discount-link';

/**
 * What a shared discount link (`/discount/CODE`) did, said on the page it leads to. The
 * URL names one of three fixed outcomes, never the code, so a public page stays the same
 * for every visitor with that URL (and cacheable).
 */
export function DiscountLinkNotice() {
  const {DISCOUNT_LINK_COPY} = useCopy('discountLink');
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
