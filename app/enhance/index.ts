/**
 * The one enhancement module every page loads (see README.md beside this file).
 * Elements every page has are defined at once; the search box's loads when focus first
 * enters it; the landing page's own elements load only when their tags appear, so hydrated store pages do not pay for them. "Appear"
 * includes later: a client navigation from a store page renders the landing page with
 * React, after this module ran, so a MutationObserver watches for the tags until all
 * are loaded. Each custom element is defined once, whatever loads this module first.
 */
import {
  closeDialogFromLink,
  closeDialogOnBackdropClick,
  openDialogFromLink,
} from './dialogs';
import {closePopoverAfterNavigation, NavDropdown} from './menus';
import {ThemeToggle} from './theme-toggle';
import {ToastRegion} from './toasts';
import {WaitlistForm} from './waitlist-form';

const ELEMENTS: Record<string, CustomElementConstructor> = {
  'theme-toggle': ThemeToggle,
  'nav-dropdown': NavDropdown,
  'toast-region': ToastRegion,
  'waitlist-form': WaitlistForm,
};

const ON_DEMAND: Record<string, () => Promise<CustomElementConstructor>> = {
  'launch-countdown': () =>
    import('./launch-countdown').then((module) => module.LaunchCountdown),
  'count-up': () => import('./count-up').then((module) => module.CountUp),
  'exit-intent': () =>
    import('./exit-intent').then((module) => module.ExitIntent),
  // Only pages that do not hydrate render it (React runs the drawer elsewhere).
  'cart-drawer': () =>
    import('./cart-drawer').then((module) => module.CartDrawer),
  'share-link': () => import('./share-link').then((module) => module.ShareLink),
  // /browse-discount without a signed list.
  'recently-viewed': () =>
    import('./recently-viewed').then((module) => module.RecentlyViewed),
  // The admin's product form.
  'category-hint': () =>
    import('./category-hint').then((module) => module.CategoryHint),
};

/**
 * Elements every page renders but few visitors use: their code loads when focus first
 * enters one (the search box is focused before anyone types in it), not with the page.
 */
const ON_FIRST_FOCUS: Record<string, () => Promise<CustomElementConstructor>> =
  {
    'predictive-search': () =>
      import('./predictive-search').then((module) => module.PredictiveSearch),
  };

const define = (name: string, element: CustomElementConstructor) => {
  if (!customElements.get(name)) customElements.define(name, element);
};

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
const loadFocusedElement = (event: FocusEvent) => {
  if (!(event.target instanceof Element)) return;
  for (const [name, load] of notYetFocused) {
    if (!event.target.closest(name)) continue;
    notYetFocused.delete(name);
    void load().then((element) => define(name, element));
  }
  if (!notYetFocused.size)
    document.removeEventListener('focusin', loadFocusedElement);
};
document.addEventListener('focusin', loadFocusedElement);

document.addEventListener('click', closePopoverAfterNavigation);
document.addEventListener('click', openDialogFromLink);
document.addEventListener('click', closeDialogFromLink);
document.addEventListener('click', closeDialogOnBackdropClick);
