import {attrSelector} from '~/elements/dom';
import {CART_DOM} from '~/features/cart/cart-contract';
import {countText, pageTexts} from '~/elements/page-texts';

/** Shows the cart's item count on every header cart link (CART_DOM.opensCart) and its badge. */
export function showCartCount(count: number) {
  // The label's words in the page's language (app/elements/page-texts.ts).
  const label = pageTexts()?.cart.linkLabel;
  for (const link of document.querySelectorAll(
    attrSelector(CART_DOM.opensCart),
  )) {
    if (label) link.setAttribute('aria-label', countText(label, count));
    const badge = link.querySelector<HTMLElement>(attrSelector(CART_DOM.badge));
    if (!badge) continue;
    badge.textContent = count ? String(count) : '';
    badge.hidden = !count;
  }
}
