import {CartStore, type CartCosts, type OrderRecord} from './cart.ts';
import {escapeHtml} from './html.ts';
import {displayPrice} from './money.ts';

/**
 * The local stand-in for Shopify's hosted checkout: plain server-rendered HTML that shows
 * the cart and places an order with one form post. No payment details are asked for.
 */

type Shop = {name: string; currencyCode: string};

const STYLES = `
  :root { color-scheme: light; --ink: #1c1917; --muted: #57534e; --ember: #c2410c; --line: #e7e0d6; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: #f5f0e8; }
  header { padding: 1rem 1.5rem; background: var(--ink); color: #f5f0e8; }
  header p { margin: 0; font-weight: 700; letter-spacing: .08em; }
  main { max-width: 44rem; margin: 2rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.75rem; margin: 0 0 1rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { padding: .6rem .75rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tfoot th { font-weight: 600; }
  .muted { color: var(--muted); font-size: .9rem; }
  .total th, .total td { font-size: 1.15rem; font-weight: 700; }
  button { margin-top: 1.5rem; width: 100%; padding: .9rem 1rem; font: inherit; font-weight: 700; color: #fff; background: var(--ember); border: 0; border-radius: .5rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid var(--ink); outline-offset: 3px; }
  a { color: var(--ember); }
  .notice { padding: .75rem 1rem; background: #fff7ed; border: 1px solid #fdba74; border-radius: .5rem; }
`;

export function layout(
  shop: Shop,
  title: string,
  body: string,
  area = 'Local checkout',
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(shop.name)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><p>${escapeHtml(shop.name)} · ${escapeHtml(area)}</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

function row(label: string, amount: string, className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}><th scope="row" colspan="2">${escapeHtml(label)}</th><td class="amount">${escapeHtml(amount)}</td></tr>`;
}

export type CheckoutPageInput = {
  shop: Shop;
  costs: CartCosts;
  email: string | null;
  channel: string | null;
  returnTo: string | null;
  formAction: string;
};

export function renderCheckoutPage({
  shop,
  costs,
  email,
  channel,
  returnTo,
  formAction,
}: CheckoutPageInput): string {
  // In the cart's currency: a cart is priced in its buyer's market.
  const price = (cents: number) => displayPrice(cents, costs.currencyCode);
  if (costs.lines.length === 0) {
    return layout(
      shop,
      'Checkout',
      `<h1>Checkout</h1><p class="notice">Your cart is empty, so there is nothing to pay for.</p>`,
    );
  }
  const lines = costs.lines
    .map(({variant, line, subtotalCents}) => {
      const variantTitle =
        variant.title === 'Default Title'
          ? ''
          : `<br><span class="muted">${escapeHtml(variant.title)}</span>`;
      return `<tr><td>${escapeHtml(variant.product.title)}${variantTitle}</td><td>${line.quantity} × ${escapeHtml(price(variant.priceCents))}</td><td class="amount">${escapeHtml(price(subtotalCents))}</td></tr>`;
    })
    .join('\n');
  const unsellable = CartStore.unsellableLines(costs);
  const merchandiseCents = costs.lines.reduce(
    (sum, line) => sum + line.subtotalCents,
    0,
  );
  const summary = [
    row('Merchandise', price(merchandiseCents)),
    costs.appliedDiscount
      ? row(
          `Discount (${costs.appliedDiscount.code}, ${costs.appliedDiscount.percentage}% off)`,
          `−${price(costs.discountCents)}`,
        )
      : '',
    ...costs.discountCodes
      .filter((code) => !code.applicable)
      .map((code) => row(`Code ${code.code} is not applicable`, price(0))),
    row('Subtotal', price(costs.totalCents)),
    costs.delivery
      ? row(
          `Shipping (${costs.delivery.title})`,
          costs.delivery.costCents ? price(costs.delivery.costCents) : 'Free',
        )
      : '',
    ...costs.giftCards.map((card) =>
      row(
        `Gift card ending ${card.lastCharacters}`,
        `−${price(card.usedCents)}`,
      ),
    ),
    row('Total due', price(costs.amountDueCents), 'total'),
  ].join('\n');
  const hidden = [
    channel
      ? `<input type="hidden" name="channel" value="${escapeHtml(channel)}">`
      : '',
    returnTo
      ? `<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">`
      : '',
  ].join('');
  return layout(
    shop,
    'Checkout',
    `<h1>Checkout</h1>
${channel ? `<p class="muted">Sales channel: ${escapeHtml(channel === 'online_store' ? 'Online Store' : channel)}</p>` : ''}
${email ? `<p class="muted">Contact: ${escapeHtml(email)}</p>` : ''}
<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Price</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot>
${summary}
</tfoot>
</table>
${
  unsellable.length
    ? `<p class="notice">${unsellable
        .map(({variant}) => escapeHtml(variant.product.title))
        .join(
          ', ',
        )} can't be shipped to your country. Remove ${unsellable.length === 1 ? 'it' : 'them'} from your cart to place the order.</p>`
    : `<form method="post" action="${escapeHtml(formAction)}">
${hidden}
<button type="submit">Place order</button>
</form>`
}
<p class="muted">This is a local test checkout: no payment is taken.</p>`,
  );
}

export function renderOrderConfirmation(
  shop: Shop,
  order: OrderRecord,
  returnTo: string | null,
): string {
  const price = (cents: number) => displayPrice(cents, order.currencyCode);
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)}${line.variantTitle === 'Default Title' ? '' : `<br><span class="muted">${escapeHtml(line.variantTitle)}</span>`}</td><td>${line.quantity}</td><td class="amount">${escapeHtml(price(line.totalCents))}</td></tr>`,
    )
    .join('\n');
  return layout(
    shop,
    `Order ${order.name} confirmed`,
    `<h1>Thank you!</h1>
<p class="notice" role="status">Order <strong>${escapeHtml(order.name)}</strong> is confirmed.</p>
${order.channel ? `<p class="muted">Sales channel: ${escapeHtml(order.channel === 'online_store' ? 'Online Store' : order.channel)}</p>` : ''}
<table>
<caption>Order ${escapeHtml(order.name)}</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Total</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot>
${order.discountCode ? row(`Discount (${order.discountCode})`, `−${price(order.discountCents)}`) : ''}
${order.shippingCents ? row('Shipping', price(order.shippingCents)) : ''}
${order.giftCardCents ? row('Paid by gift card', `−${price(order.giftCardCents)}`) : ''}
${row('Paid', price(order.amountPaidCents), 'total')}
</tfoot>
</table>
${returnTo ? `<p><a href="${escapeHtml(returnTo)}">Continue shopping</a></p>` : ''}`,
  );
}

export function renderCheckoutNotFound(shop: Shop): string {
  return layout(
    shop,
    'Checkout not found',
    `<h1>Checkout not found</h1><p>This checkout does not exist or has expired.</p>`,
  );
}
