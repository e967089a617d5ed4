import {VISIT_PATH} from './waitlist-contract';

/**
 * The visit's first touch (decision 0212), the same markup on every page (it never carries
 * the address's values, so public pages stay cacheable): with scripts <visit-source> sends
 * the address's `ref` and `utm_*` values to VISIT_PATH; without them the image asks
 * VISIT_PATH, which reads the page's address from the Referer. Not lazy: a lazy image that
 * is not displayed is never fetched.
 */
export function VisitSource() {
  return (
    <visit-source hidden>
      <noscript>
        <img src={VISIT_PATH} alt="" width={1} height={1} hidden />
      </noscript>
    </visit-source>
  );
}
