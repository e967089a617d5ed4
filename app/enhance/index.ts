/**
 * The one enhancement module every page loads (see README.md beside this file).
 * Each custom element is defined once, whatever loads this module first.
 */
import {closePopoverAfterNavigation, NavDropdown} from './menus';
import {ThemeToggle} from './theme-toggle';

const ELEMENTS: Record<string, CustomElementConstructor> = {
  'theme-toggle': ThemeToggle,
  'nav-dropdown': NavDropdown,
};

for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

document.addEventListener('click', closePopoverAfterNavigation);
