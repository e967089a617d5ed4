import {layout} from './checkout-page.ts';
import {escapeHtml} from './html.ts';

/**
 * The stand-in's page for `/admin/products/<id>`, where a store's domain sends a merchant
 * into Shopify's admin for that product: its title, handle and status, read only. The
 * storefront's admin links a draft here (it is not in the store, so its product page is a
 * 404); on a real store the same URL opens the product in Shopify's admin.
 */
export function adminProductPage(
  shop: {name: string; currencyCode: string},
  product: {title: string; handle: string; status: string},
): string {
  const draft = product.status !== 'ACTIVE';
  return layout(
    shop,
    product.title,
    `<h1>${escapeHtml(product.title)}</h1>
<p>Handle: <code>${escapeHtml(product.handle)}</code></p>
<p>Status: <strong>${escapeHtml(product.status)}</strong></p>
${
  draft
    ? '<p class="notice">A draft is not on the online store. In Shopify\'s admin you would set its status to Active to publish it; locally, create it again with the status Active.</p>'
    : ''
}`,
    'Local admin',
  );
}
