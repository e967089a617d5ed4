import {applyTheme, THEME_CHOICES} from '~/lib/theme';
import {attrSelector} from './dom';
import {THEME_CHANGE_EVENT, THEME_DOM} from './contract';

/** The toggle's buttons: every toggle on the page (header, mobile menu) follows THEME_CHANGE_EVENT. */
const CHOICE_BUTTONS = `button${attrSelector(THEME_DOM.choice)}`;

/**
 * <theme-toggle>: wraps buttons with THEME_DOM.choice; marks the active one with
 * aria-pressed and stores the choice. Hidden by CSS until scripts run (`html.js`),
 * since without JavaScript there is nothing to store the choice in.
 */
export class ThemeToggle extends HTMLElement {
  #media = matchMedia('(prefers-color-scheme: dark)');

  connectedCallback() {
    this.addEventListener('click', this.#onClick);
    this.#media.addEventListener('change', this.#onSystemChange);
    document.addEventListener(THEME_CHANGE_EVENT, this.#sync);
    this.#sync();
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
    this.#media.removeEventListener('change', this.#onSystemChange);
    document.removeEventListener(THEME_CHANGE_EVENT, this.#sync);
  }

  #onClick = (event: Event) => {
    const choice = (event.target as Element)
      .closest(CHOICE_BUTTONS)
      ?.getAttribute(THEME_DOM.choice);
    if (!choice || !(THEME_CHOICES as readonly string[]).includes(choice))
      return;
    applyTheme(choice);
    document.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  };

  /** A visitor on "system" follows the OS when it switches between light and dark. */
  #onSystemChange = () => {
    if (document.documentElement.dataset.theme === 'system')
      applyTheme('system');
  };

  #sync = () => {
    const current = document.documentElement.dataset.theme ?? 'light';
    for (const button of this.querySelectorAll(CHOICE_BUTTONS)) {
      button.setAttribute(
        'aria-pressed',
        String(button.getAttribute(THEME_DOM.choice) === current),
      );
    }
  };
}
