import {AnalyticsEventName} from '@shopify/hydrogen-react/analytics-constants';
import {getClientBrowserParameters} from '@shopify/hydrogen-react/analytics';
import {attrSelector, whenShown} from '~/elements/dom';
import {
  CART_CHANGED,
  type CartChangedDetail,
} from '~/features/cart/cart-contract';
import {readTrackingConsent} from '~/features/consent/tracking-consent';
import {
  ANALYTICS_DOM,
  MONORAIL_PATH,
  type AnalyticsShop,
  type AnalyticsView,
} from './analytics-contract';
import {
  basePayload,
  batchBody,
  eventsFor,
  type Payload,
} from './analytics-events';
import {ensureShopifyTrackingCookies} from './tracking-cookies';

/**
 * <shopify-analytics> (every page's layout) sends Shopify's analytics events for the page
 * (page view, and the product, collection or search view the page's marker names) and for
 * each add to cart (CART_CHANGED with `added`). Its chunk is loaded by app/elements only
 * when `_tracking_consent` allows analytics (decision 0240), and it checks again before
 * every batch: a choice made since never lets an event through.
 *
 * What it writes: nothing in the page; Shopify's `_shopify_y`/`_shopify_s` cookies.
 */
export class ShopifyAnalytics extends HTMLElement {
  #onCartChanged = (event: Event) => {
    const added = (event as CustomEvent<CartChangedDetail>).detail?.added;
    const base = this.#base();
    if (!added || !base) return;
    this.#send(AnalyticsEventName.ADD_TO_CART, {
      ...base,
      cartId: added.cartId,
      totalValue: added.totalValue,
      products: [added.product],
    });
  };

  connectedCallback() {
    document.addEventListener(CART_CHANGED, this.#onCartChanged);
    // A page the browser prerendered (Speculation Rules) is a view only once it is shown.
    whenShown(() => this.#sendViews());
  }

  #sendViews() {
    const base = this.#base();
    if (!base) return;
    const view = pageView();
    const viewFields = viewFieldsOf(view);
    if (view?.pageType === 'product')
      this.#send(AnalyticsEventName.PRODUCT_VIEW, {
        ...base,
        ...viewFields,
        products: view.products,
        totalValue: view.totalValue,
      });
    else if (view?.pageType === 'collection')
      this.#send(AnalyticsEventName.COLLECTION_VIEW, {
        ...base,
        ...viewFields,
        collectionHandle: view.collectionHandle,
        collectionId: view.collectionId,
      });
    else if (view?.pageType === 'search')
      this.#send(AnalyticsEventName.SEARCH_VIEW, {
        ...base,
        ...viewFields,
        searchString: view.searchString,
      });
    this.#send(AnalyticsEventName.PAGE_VIEW_2, {...base, ...viewFields});
  }

  disconnectedCallback() {
    document.removeEventListener(CART_CHANGED, this.#onCartChanged);
  }

  /** The payload every event starts from, or null when analytics is not allowed (now). */
  #base(): Payload | null {
    const consent = readTrackingConsent(document.cookie);
    const shop = shopOf(this);
    if (!consent?.purposes.a || !shop) return null;
    ensureShopifyTrackingCookies();
    return basePayload(shop, consent, getClientBrowserParameters());
  }

  #send(
    eventName: Parameters<typeof eventsFor>[0],
    payload: Payload | Record<string, unknown>,
  ) {
    const events = eventsFor(eventName, payload as Payload);
    // As `sendShopifyAnalytics`: Lighthouse's visits are not the shop's visitors.
    if (!events.length || /Chrome-Lighthouse/.test(navigator.userAgent)) return;
    // As `sendShopifyAnalytics` sends it: a plain fetch whose answer is read (monorail's
    // per-event results). An unread answer never ends for DevTools, so the page never went
    // idle for the bench; and no `keepalive`, as no add to cart here leaves the page.
    void fetch(MONORAIL_PATH, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: batchBody(events),
    })
      .then((response) => response.text())
      .catch(() => {
        // Analytics never disturbs the visit; Shopify's own sender only logs too.
      });
  }
}

/** The shop's fields from the element's attributes (ANALYTICS_DOM.shop), or null if one is missing. */
function shopOf(element: Element): AnalyticsShop | null {
  const fields = Object.entries(ANALYTICS_DOM.shop).map(
    ([field, name]) => [field, element.getAttribute(name)] as const,
  );
  return fields.every(([, value]) => value)
    ? (Object.fromEntries(fields) as AnalyticsShop)
    : null;
}

function parse<Value>(json: string | null): Value | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Value;
  } catch {
    return null;
  }
}

function pageView(): AnalyticsView | null {
  const marker = document.querySelector(attrSelector(ANALYTICS_DOM.view));
  return parse<AnalyticsView>(marker?.getAttribute(ANALYTICS_DOM.view) ?? null);
}

/** What Hydrogen's view handlers add to the page view that follows (`viewPayload`). */
function viewFieldsOf(view: AnalyticsView | null): Record<string, unknown> {
  if (!view) return {};
  if (view.pageType === 'product' || view.pageType === 'collection')
    return {pageType: view.pageType, resourceId: view.resourceId};
  return {pageType: view.pageType};
}
