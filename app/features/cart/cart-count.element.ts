/** Shows the cart's item count on every header cart link (`data-opens-cart`) and its badge. */
export function showCartCount(count: number) {
  for (const link of document.querySelectorAll('[data-opens-cart]')) {
    link.setAttribute(
      'aria-label',
      count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart',
    );
    const badge = link.querySelector<HTMLElement>('[data-cart-count]');
    if (!badge) continue;
    badge.textContent = count ? String(count) : '';
    badge.hidden = !count;
  }
}
