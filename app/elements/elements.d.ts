// JSX typing for the custom elements of app/elements, so routes can render them.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'theme-toggle': ElementProps;
      'nav-dropdown': ElementProps;
      'toast-region': ElementProps;
      'launch-countdown': ElementProps & {'data-launch-at': string};
      'count-up': ElementProps & {'data-value': number};
      'waitlist-form': ElementProps & {
        'data-kind': 'join' | 'exit-intent' | 'newsletter';
        'data-endpoint': string;
        'data-success-target'?: string;
        /** The id of the dialog a successful join closes. */
        'data-closes-dialog'?: string;
      };
      'exit-intent': ElementProps;
      'cart-drawer': ElementProps;
      'cart-view': ElementProps & {'data-cart-count'?: number};
      'cart-form': ElementProps;
      'predictive-search': ElementProps;
      'share-link': ElementProps & {'data-url': string; 'data-text'?: string};
      'category-hint': ElementProps;
      'recently-viewed': ElementProps & {'data-code': string};
      'remember-viewed': ElementProps & {
        'data-handle': string;
        'data-title': string;
        'data-image-url': string;
      };
    }
  }
}
