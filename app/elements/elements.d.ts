// JSX typing for the custom elements (app/elements/index.ts registers every tag listed
// here), so routes can render them. Each tag's own attributes are named by the contract
// constants (app/elements/contract.ts and the features' *-contract.ts), the same ones the
// elements read, so markup that drops a required one does not compile.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';
import type {ANALYTICS_DOM} from '~/features/analytics/analytics-contract';
import type {CART_DOM} from '~/features/cart/cart-contract';
import type {REMEMBER_VIEWED_DOM} from '~/features/catalog/catalog-contract';
import type {
  COUNT_UP_DOM,
  LAUNCH_COUNTDOWN_DOM,
} from '~/features/landing/landing-contract';
import type {
  SHARE_LINK_DOM,
  WAITLIST_DOM,
  WaitlistFormKind,
} from '~/features/waitlist/waitlist-contract';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

/** Every custom element's tag, with the attributes its markup carries for it. */
export interface CustomElementTags {
  'theme-toggle': ElementProps;
  'nav-dropdown': ElementProps;
  'toast-region': ElementProps;
  'launch-countdown': ElementProps & {[LAUNCH_COUNTDOWN_DOM.launchAt]: string};
  'count-up': ElementProps & {[COUNT_UP_DOM.value]: number};
  'waitlist-form': ElementProps & {
    [WAITLIST_DOM.kind]: WaitlistFormKind;
    [WAITLIST_DOM.closesOnSuccess]?: string;
    [WAITLIST_DOM.successTarget]?: string;
  };
  'exit-intent': ElementProps;
  'cart-drawer': ElementProps;
  'cart-view': ElementProps & {[CART_DOM.count]?: number};
  'cart-form': ElementProps;
  'predictive-search': ElementProps;
  'share-link': ElementProps & {
    [SHARE_LINK_DOM.url]: string;
    [SHARE_LINK_DOM.text]?: string;
  };
  'category-hint': ElementProps;
  'recently-viewed': ElementProps;
  'remember-viewed': ElementProps & {
    [REMEMBER_VIEWED_DOM.handle]: string;
    [REMEMBER_VIEWED_DOM.title]: string;
    [REMEMBER_VIEWED_DOM.imageUrl]: string;
  };
  'variant-picker': ElementProps;
  'visit-source': ElementProps;
  'account-link': ElementProps;
  'shopify-analytics': ElementProps &
    Partial<
      Record<
        (typeof ANALYTICS_DOM.shop)[keyof typeof ANALYTICS_DOM.shop],
        string
      >
    >;
  'weight-field': ElementProps;
  'market-notice': ElementProps;
}

export type CustomElementTag = keyof CustomElementTags;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElementTags {}
  }
}
