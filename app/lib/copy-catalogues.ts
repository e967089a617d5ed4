/**
 * Every copy catalogue in every language (app/lib/copy.ts). Pages read theirs through
 * COPY_CATALOGUES.<name>[language]; copy.test.ts walks them all.
 */
import * as LAYOUT from '~/components/copy';
import {LAYOUT_DE} from '~/components/copy.de';
import {LAYOUT_FR} from '~/components/copy.fr';
import {CART_COPY, CODE_MESSAGES} from '~/features/cart/copy';
import {DISCOUNT_LINK_COPY} from '~/features/cart/discount-link';
import {DISCOUNT_LINK_DE} from '~/features/cart/discount-link.de';
import {DISCOUNT_LINK_FR} from '~/features/cart/discount-link.fr';
import {CART_DE} from '~/features/cart/copy.de';
import {CART_FR} from '~/features/cart/copy.fr';
import {
  CATALOG_COPY,
  CATEGORY_PAGE_COPY,
  FACET_MESSAGES,
  GIFT_CARDS_COPY,
  SHOP_COPY,
  STORE_FRONT_COPY,
} from '~/features/catalog/copy';
import {CATEGORY_COPY} from '~/features/catalog/categories';
import {CATEGORIES_DE} from '~/features/catalog/categories.de';
import {CATEGORIES_FR} from '~/features/catalog/categories.fr';
import {CATALOG_DE} from '~/features/catalog/copy.de';
import {CATALOG_FR} from '~/features/catalog/copy.fr';
import {CONSENT_COPY} from '~/features/consent/copy';
import {CONSENT_DE} from '~/features/consent/copy.de';
import {CONSENT_FR} from '~/features/consent/copy.fr';
import {CONTENT_COPY} from '~/features/content/copy';
import {CONTENT_DE} from '~/features/content/copy.de';
import {CONTENT_FR} from '~/features/content/copy.fr';
import {
  COUNTDOWN_COPY,
  EXIT_INTENT_COPY,
  LANDING_COPY,
  LANDING_SECTIONS_COPY,
  WAITLIST_STAT_LABELS,
} from '~/features/landing/copy';
import {LANDING_DE} from '~/features/landing/copy.de';
import {LANDING_FR} from '~/features/landing/copy.fr';
import {MARKETS_COPY} from '~/features/markets/copy';
import {MARKETS_DE} from '~/features/markets/copy.de';
import {MARKETS_FR} from '~/features/markets/copy.fr';
import {
  BROWSE_PAGE,
  OFFER_TERMS,
  RECOVERY_PAGE,
  WELCOME_PAGE,
} from '~/features/offers/copy';
import {OFFERS_DE} from '~/features/offers/copy.de';
import {OFFERS_FR} from '~/features/offers/copy.fr';
import {RECIPES_COPY} from '~/features/recipes/copy';
import {RECIPES_DE} from '~/features/recipes/copy.de';
import {RECIPES_FR} from '~/features/recipes/copy.fr';
import {SEARCH_MESSAGES} from '~/features/search/copy';
import {SEARCH_DE} from '~/features/search/copy.de';
import {SEARCH_FR} from '~/features/search/copy.fr';
import * as WAITLIST from '~/features/waitlist/copy';
import {WAITLIST_DE} from '~/features/waitlist/copy.de';
import {WAITLIST_FR} from '~/features/waitlist/copy.fr';
import {catalogue} from './copy';
import {LAUNCH_COPY, MESSAGES, VISITOR_COPY} from './messages';
import {MESSAGES_DE} from './messages.de';
import {MESSAGES_FR} from './messages.fr';

export const COPY_CATALOGUES = {
  messages: catalogue(
    {MESSAGES, VISITOR_COPY, LAUNCH_COPY},
    {FR: MESSAGES_FR, DE: MESSAGES_DE},
  ),
  layout: catalogue(
    {
      NOTIFICATIONS_LABEL: LAYOUT.NOTIFICATIONS_LABEL,
      LAYOUT_COPY: LAYOUT.LAYOUT_COPY,
    },
    {FR: LAYOUT_FR, DE: LAYOUT_DE},
  ),
  cart: catalogue({CART_COPY, CODE_MESSAGES}, {FR: CART_FR, DE: CART_DE}),
  discountLink: catalogue(
    {DISCOUNT_LINK_COPY},
    {FR: DISCOUNT_LINK_FR, DE: DISCOUNT_LINK_DE},
  ),
  landing: catalogue(
    {
      LANDING_COPY,
      WAITLIST_STAT_LABELS,
      COUNTDOWN_COPY,
      EXIT_INTENT_COPY,
      LANDING_SECTIONS_COPY,
    },
    {FR: LANDING_FR, DE: LANDING_DE},
  ),
  catalog: catalogue(
    {
      CATALOG_COPY,
      SHOP_COPY,
      CATEGORY_PAGE_COPY,
      GIFT_CARDS_COPY,
      STORE_FRONT_COPY,
      FACET_MESSAGES,
    },
    {FR: CATALOG_FR, DE: CATALOG_DE},
  ),
  categories: catalogue(
    {CATEGORY_COPY},
    {FR: CATEGORIES_FR, DE: CATEGORIES_DE},
  ),
  search: catalogue({SEARCH_MESSAGES}, {FR: SEARCH_FR, DE: SEARCH_DE}),
  content: catalogue({CONTENT_COPY}, {FR: CONTENT_FR, DE: CONTENT_DE}),
  consent: catalogue({CONSENT_COPY}, {FR: CONSENT_FR, DE: CONSENT_DE}),
  markets: catalogue({MARKETS_COPY}, {FR: MARKETS_FR, DE: MARKETS_DE}),
  recipes: catalogue({RECIPES_COPY}, {FR: RECIPES_FR, DE: RECIPES_DE}),
  offers: catalogue(
    {WELCOME_PAGE, RECOVERY_PAGE, BROWSE_PAGE, OFFER_TERMS},
    {FR: OFFERS_FR, DE: OFFERS_DE},
  ),
  waitlist: catalogue(
    {
      CONFIRM_COPY: WAITLIST.CONFIRM_COPY,
      STATUS_COPY: WAITLIST.STATUS_COPY,
      RATE_LIMIT_COPY: WAITLIST.RATE_LIMIT_COPY,
      DISPOSABLE_EMAIL_COPY: WAITLIST.DISPOSABLE_EMAIL_COPY,
      UNSUBSCRIBE_COPY: WAITLIST.UNSUBSCRIBE_COPY,
      ERASE_COPY: WAITLIST.ERASE_COPY,
      TURNSTILE_COPY: WAITLIST.TURNSTILE_COPY,
      WAITLIST_FORM_COPY: WAITLIST.WAITLIST_FORM_COPY,
    },
    {FR: WAITLIST_FR, DE: WAITLIST_DE},
  ),
};

/**
 * Copy modules not in a catalogue yet (issue 30, phase 2 translates them), each named so a
 * new copy module cannot slip in untranslated: copy.test.ts fails on one missing from both.
 * The admin area is English only: it is the merchant's, not a shopper's.
 */
export const NOT_YET_TRANSLATED = [
  // Merged from main (issue 29) after phase 1: the account pages speak English for now.
  'app/features/account/copy.ts',
] as const;
export const ENGLISH_ONLY = ['app/features/admin/copy.ts'] as const;
