/**
 * The one enhancement module every page loads (see README.md beside this file).
 * Each custom element is defined once, whatever loads this module first.
 */
import {CountUp} from './count-up';
import {closeDialogOnBackdropClick, openDialogFromLink} from './dialogs';
import {ExitIntent} from './exit-intent';
import {LaunchCountdown} from './launch-countdown';
import {closePopoverAfterNavigation, NavDropdown} from './menus';
import {ThemeToggle} from './theme-toggle';
import {ToastRegion} from './toasts';
import {WaitlistForm} from './waitlist-form';

const ELEMENTS: Record<string, CustomElementConstructor> = {
  'theme-toggle': ThemeToggle,
  'nav-dropdown': NavDropdown,
  'toast-region': ToastRegion,
  'launch-countdown': LaunchCountdown,
  'count-up': CountUp,
  'waitlist-form': WaitlistForm,
  'exit-intent': ExitIntent,
};

for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

document.addEventListener('click', closePopoverAfterNavigation);
document.addEventListener('click', openDialogFromLink);
document.addEventListener('click', closeDialogOnBackdropClick);
