import {applyTheme, THEME_CHOICES} from '~/lib/theme';

/** Tells every toggle on the page (header, mobile menu) that the theme changed. */
const THEME_CHANGE_EVENT = 'app:theme-change';

/**
 * <theme-toggle>: wraps buttons with `data-theme-choice`; marks the active one with
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
    const button = (event.target as Element).closest<HTMLButtonElement>(
      'button[data-theme-choice]',
    );
    const choice = button?.dataset.themeChoice;
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
    for (const button of this.querySelectorAll<HTMLButtonElement>(
      'button[data-theme-choice]',
    )) {
      button.setAttribute(
        'aria-pressed',
        String(button.dataset.themeChoice === current),
      );
    }
  };
}
