/**
 * The store's gift card product (isGiftCard), one variant per denomination. It has one
 * address, /gift-cards: its /store/product/ address redirects there and the sitemap lists
 * only that one (issue 25 item 18: two indexable URLs for one product).
 */
export const GIFT_CARD_HANDLE = 'emberforge-gift-card';
