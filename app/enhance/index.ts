/**
 * The one enhancement module every page loads (see README.md beside this file).
 * Elements every page has are defined at once; the landing page's own elements load
 * only where their tags appear, so hydrated store pages do not pay for them.
 * Each custom element is defined once, whatever loads this module first.
 */
import {closeDialogOnBackdropClick, openDialogFromLink} from './dialogs';
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
  'predictive-search': () =>
    import('./predictive-search').then((module) => module.PredictiveSearch),
};

const define = (name: string, element: CustomElementConstructor) => {
  if (!customElements.get(name)) customElements.define(name, element);
};

for (const [name, element] of Object.entries(ELEMENTS)) define(name, element);
for (const [name, load] of Object.entries(ON_DEMAND)) {
  if (document.querySelector(name))
    void load().then((element) => define(name, element));
}

document.addEventListener('click', closePopoverAfterNavigation);
document.addEventListener('click', openDialogFromLink);
document.addEventListener('click', closeDialogOnBackdropClick);
