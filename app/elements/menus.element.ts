import {MENU_DELAYS} from '~/lib/ui-timings';
import {attrSelector} from './dom';
import {MENU_DOM, SLIDE_OUT_GONE_MEDIA, SLIDE_OUT_ID} from './contract';

/**
 * Menus are server-rendered `<details data-menu>` (desktop Shop dropdown) and a
 * `[popover]` panel (mobile slide-out): both open, close and take the keyboard without
 * JavaScript. This adds what only a script can: hover intent on desktop with the
 * spec's delays, closing on Escape or an outside click, and closing after a link is
 * followed (a page restored from the back/forward cache would show it still open).
 */

export class NavDropdown extends HTMLElement {
  #openTimer: ReturnType<typeof setTimeout> | undefined;
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  static #lastClosedAt = 0;

  get #details() {
    return this.querySelector<HTMLDetailsElement>(
      `details${attrSelector(MENU_DOM.menu)}`,
    );
  }

  connectedCallback() {
    this.addEventListener('pointerenter', this.#onEnter);
    this.addEventListener('pointerleave', this.#onLeave);
    this.addEventListener('keydown', this.#onKeydown);
    document.addEventListener('click', this.#onDocumentClick);
  }

  disconnectedCallback() {
    this.removeEventListener('pointerenter', this.#onEnter);
    this.removeEventListener('pointerleave', this.#onLeave);
    this.removeEventListener('keydown', this.#onKeydown);
    document.removeEventListener('click', this.#onDocumentClick);
    this.#clearTimers();
  }

  #clearTimers() {
    clearTimeout(this.#openTimer);
    clearTimeout(this.#closeTimer);
  }

  #setOpen(open: boolean) {
    const details = this.#details;
    if (!details || details.open === open) return;
    details.open = open;
    if (!open) NavDropdown.#lastClosedAt = Date.now();
  }

  #onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    this.#clearTimers();
    // Moving straight back in (within the skip delay) reopens at once.
    const recentlyClosed =
      Date.now() - NavDropdown.#lastClosedAt < MENU_DELAYS.skip;
    this.#openTimer = setTimeout(
      () => this.#setOpen(true),
      recentlyClosed ? 0 : MENU_DELAYS.hoverOpen,
    );
  };

  #onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    this.#clearTimers();
    this.#closeTimer = setTimeout(
      () => this.#setOpen(false),
      MENU_DELAYS.close,
    );
  };

  #onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.#details?.open) return;
    this.#setOpen(false);
    this.querySelector('summary')?.focus();
  };

  #onDocumentClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (!this.contains(target) || target.closest('a')) {
      this.#clearTimers();
      this.#setOpen(false);
    }
  };
}

/** Closes a popover menu once one of its links is followed. */
export function closePopoverAfterNavigation(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a');
  const popover = link?.closest<HTMLElement>('[popover]');
  if (popover?.matches(':popover-open')) popover.hidePopover();
}

/**
 * Closes the phone's slide-out panel when the window widens past the width from which its
 * parts are the header's bar (a tablet turned with the panel open): left open, the panel
 * would keep the bar's menu, search and theme toggle in it (record 0266).
 */
export function closeSlideOutWhenWide(
  media: Pick<MediaQueryList, 'addEventListener'> = matchMedia(
    SLIDE_OUT_GONE_MEDIA,
  ),
) {
  media.addEventListener('change', (event) => {
    if (!event.matches) return;
    const panel = document.getElementById(SLIDE_OUT_ID);
    if (panel?.matches(':popover-open')) panel.hidePopover();
  });
}
