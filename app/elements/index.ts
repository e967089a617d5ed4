/**
 * The one enhancement module every page loads (see README.md beside this file); no page
 * hydrates React (docs/decisions/0182). Elements every page has are defined at once; the
 * search box's loads when focus first enters it; the others load only where their tags
 * appear, so a page pays for its own elements only. "Appear" includes later (a tag the
 * cart drawer brings in with the cart's markup), so a MutationObserver watches for the
 * tags until all are loaded. Each custom element is defined once. Nothing is defined
 * before the elements' texts in the page's language are there (decision 0267).
 */
import {
  closeDialogFromLink,
  closeDialogOnBackdropClick,
  openDialogFromLink,
} from './dialogs.element';
import {CartDrawer} from '~/features/cart/cart-drawer.element';
import {CartForm} from '~/features/cart/cart-form.element';
import {CartView} from '~/features/cart/cart-view.element';
import {
  closePopoverAfterNavigation,
  closeSlideOutWhenWide,
  NavDropdown,
} from './menus.element';
import {
  hidePageSpinner,
  showPageSpinnerOnNavigation,
} from './page-spinner.element';
import {ThemeToggle} from './theme-toggle.element';
import {ToastRegion} from './toasts.element';
import {WaitlistForm} from '~/features/waitlist/waitlist-form.element';
import {VisitSource} from '~/features/waitlist/visit-source.element';
import type {CustomElementTag} from './elements';
import {hasAccountHint} from '~/features/account/account-contract';
import {
  analyticsAllowed,
  readTrackingConsent,
} from '~/features/consent/tracking-consent';
import {loadPageTexts} from './page-texts';

type Registry<Value> = Partial<Record<CustomElementTag, Value>>;
type Load = () => Promise<CustomElementConstructor>;

const ELEMENTS = {
  'theme-toggle': ThemeToggle,
  'nav-dropdown': NavDropdown,
  'toast-region': ToastRegion,
  'waitlist-form': WaitlistForm,
  'cart-drawer': CartDrawer,
  'cart-view': CartView,
  // With the drawer on every page, not on demand: a form in the drawer must never be
  // clicked before it is enhanced (it would post and leave the page).
  'cart-form': CartForm,
  // Every page, and it acts on load: the visit's first touch (decision 0212).
  'visit-source': VisitSource,
} satisfies Registry<CustomElementConstructor>;

const ON_DEMAND = {
  'launch-countdown': () =>
    import('~/features/landing/launch-countdown.element').then(
      (module) => module.LaunchCountdown,
    ),
  'count-up': () =>
    import('~/features/landing/count-up.element').then(
      (module) => module.CountUp,
    ),
  'exit-intent': () =>
    import('~/features/landing/exit-intent.element').then(
      (module) => module.ExitIntent,
    ),
  'share-link': () =>
    import('~/features/waitlist/share-link.element').then(
      (module) => module.ShareLink,
    ),
  // Product pages, for /browse-discount.
  'remember-viewed': () =>
    import('~/features/catalog/remember-viewed.element').then(
      (module) => module.RememberViewed,
    ),
  // /browse-discount without a signed list.
  'recently-viewed': () =>
    import('~/features/catalog/recently-viewed.element').then(
      (module) => module.RecentlyViewed,
    ),
  // The admin's product form.
  'category-hint': () =>
    import('~/features/catalog/category-hint.element').then(
      (module) => module.CategoryHint,
    ),
  // The recipe form: the weight's range in the unit shown.
  'weight-field': () =>
    import('~/features/recipes/weight-field.element').then(
      (module) => module.WeightField,
    ),
  // Every page: the buyer-country notice (decision 0260), hidden unless the endpoint offers a market.
  'market-notice': () =>
    import('~/features/markets/market-notice.element').then(
      (module) => module.MarketNotice,
    ),
  // Product pages: the option links.
  'variant-picker': () =>
    import('~/features/catalog/variant-picker.element').then(
      (module) => module.VariantPicker,
    ),
} satisfies Registry<Load>;

/**
 * Shopify's analytics (decision 0240): only once `_tracking_consent` allows it. The
 * banner's stylesheet sets the region's default on a first visit; scripts wait for the
 * stylesheets before them, so the cookie is there by now, and a choice reloads the page.
 */
const WITH_CONSENT = {
  'shopify-analytics': () =>
    import('~/features/analytics/shopify-analytics.element').then(
      (module) => module.ShopifyAnalytics,
    ),
} satisfies Registry<Load>;

/**
 * The header's account link (decision 0250): it only has something to do for a visitor
 * who signed in, whom the readable hint cookie names; nobody else loads its code.
 */
const WHEN_SIGNED_IN = {
  'account-link': () =>
    import('~/features/account/account-link.element').then(
      (module) => module.AccountLink,
    ),
} satisfies Registry<Load>;

/**
 * Elements every page renders but few visitors use: their code loads when focus first
 * enters one (the search box is focused before anyone types in it), not with the page.
 */
const ON_FIRST_FOCUS = {
  'predictive-search': () =>
    import('~/features/search/predictive-search.element').then(
      (module) => module.PredictiveSearch,
    ),
} satisfies Registry<Load>;

/** A tag elements.d.ts lets markup render but no list above registers fails to compile. */
type Unregistered = Exclude<
  CustomElementTag,
  | keyof typeof ELEMENTS
  | keyof typeof ON_DEMAND
  | keyof typeof ON_FIRST_FOCUS
  | keyof typeof WITH_CONSENT
  | keyof typeof WHEN_SIGNED_IN
>;
const _everyTagRegistered: [Unregistered] extends [never]
  ? true
  : Unregistered = true;

const define = (name: string, element: CustomElementConstructor) => {
  if (!customElements.get(name)) customElements.define(name, element);
};

/** Defines the elements and listens for what the page's scripts take over. */
function enhancePage() {
  for (const [name, element] of Object.entries(ELEMENTS)) define(name, element);
  const notYetLoaded = new Map(Object.entries(ON_DEMAND));
  const loadElementsPresent = () => {
    for (const [name, load] of notYetLoaded) {
      if (!document.querySelector(name)) continue;
      notYetLoaded.delete(name);
      void load().then((element) => define(name, element));
    }
    if (!notYetLoaded.size) tagWatcher.disconnect();
  };
  const tagWatcher = new MutationObserver(loadElementsPresent);
  loadElementsPresent();
  if (notYetLoaded.size)
    tagWatcher.observe(document.documentElement, {
      childList: true,
      subtree: true,
    });

  const notYetFocused = new Map(Object.entries(ON_FIRST_FOCUS));
  const loadFocusedElement = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return;
    for (const [name, load] of notYetFocused) {
      if (!target.closest(name)) continue;
      notYetFocused.delete(name);
      void load().then((element) => define(name, element));
    }
    if (!notYetFocused.size) document.removeEventListener('focusin', onFocusIn);
  };
  const onFocusIn = (event: FocusEvent) => loadFocusedElement(event.target);
  document.addEventListener('focusin', onFocusIn);
  // Focus that entered before this ran (on a French or German page, this waits for the
  // texts' chunk): its element loads now, and searches what was typed meanwhile.
  loadFocusedElement(document.activeElement);

  if (analyticsAllowed(readTrackingConsent(document.cookie)))
    for (const [name, load] of Object.entries(WITH_CONSENT))
      if (document.querySelector(name))
        void load().then((element) => define(name, element));

  if (hasAccountHint(document.cookie))
    for (const [name, load] of Object.entries(WHEN_SIGNED_IN))
      if (document.querySelector(name))
        void load().then((element) => define(name, element));

  document.addEventListener('click', closePopoverAfterNavigation);
  document.addEventListener('click', openDialogFromLink);
  document.addEventListener('click', closeDialogFromLink);
  document.addEventListener('click', closeDialogOnBackdropClick);
  // On window, in the bubbling phase: after every element had its chance to take the
  // click or submit over (event.defaultPrevented).
  window.addEventListener('click', showPageSpinnerOnNavigation);
  window.addEventListener('submit', showPageSpinnerOnNavigation);
  window.addEventListener('pageshow', hidePageSpinner);
}

// The header's slide-out never stays open past the width where it is the header bar
// (decision 0266); it needs no texts.
closeSlideOutWhenWide();

// The texts elements show, in the page's language (decision 0267): English is in this
// module, another language one small chunk away. Nothing is defined before they are
// there, so no element shows a text in another language or an empty one; a chunk that
// cannot load (offline) leaves the page as it works without scripts. (Not a top-level
// await: with one, the bundler splits this module's shared code into more files.)
loadPageTexts(document.documentElement.lang).then(enhancePage, () => {});
