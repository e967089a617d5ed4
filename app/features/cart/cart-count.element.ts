import {attrSelector} from '~/elements/dom';
import {CART_DOM} from '~/features/cart/cart-contract';
import {cartLinkLabel} from '~/features/cart/copy';

/** Shows the cart's item count on every header cart link (CART_DOM.opensCart) and its badge. */
export function showCartCount(count: number) {
  for (const link of document.querySelectorAll(
    attrSelector(CART_DOM.opensCart),
  )) {
    link.setAttribute('aria-label', cartLinkLabel(count));
    const badge = link.querySelector<HTMLElement>(attrSelector(CART_DOM.badge));
    if (!badge) continue;
    badge.textContent = count ? String(count) : '';
    badge.hidden = !count;
  }
}
