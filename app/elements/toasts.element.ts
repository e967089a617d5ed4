import {pageTexts} from './page-texts';
import {TOAST_LIMITS} from '~/lib/ui-timings';
import {attrSelector} from './dom';
import {TOAST_DOM, TOAST_EVENT} from './contract';

/**
 * Toasts: at most 3 visible, each closes after 4000 ms with a 200 ms exit animation
 * (SPEC 9). <toast-region> (the layout's Toasts, empty) makes its `aria-live` list marked
 * TOAST_DOM.list as it connects, so the live region is there before the first toast and
 * additions are announced; a list marked for it in its markup is used instead. Any script
 * shows a toast with `showToast(message)`.
 *
 * What it writes (README.md): its list, and the toasts it creates in it.
 */
export type ToastTone = 'success' | 'info' | 'error';
type ToastDetail = {message: string; tone: ToastTone};

export function showToast(message: string, tone: ToastTone = 'success') {
  document.dispatchEvent(
    new CustomEvent<ToastDetail>(TOAST_EVENT, {detail: {message, tone}}),
  );
}

export class ToastRegion extends HTMLElement {
  connectedCallback() {
    this.#list();
    document.addEventListener(TOAST_EVENT, this.#onToast);
  }

  disconnectedCallback() {
    document.removeEventListener(TOAST_EVENT, this.#onToast);
  }

  #list(): Element {
    const marked = this.querySelector(attrSelector(TOAST_DOM.list));
    if (marked) return marked;
    const list = document.createElement('ol');
    list.setAttribute(TOAST_DOM.list, '');
    list.className = 'toast-list';
    list.setAttribute('aria-live', 'polite');
    list.setAttribute('aria-label', pageTexts()?.notifications ?? '');
    this.append(list);
    return list;
  }

  #onToast = (event: Event) => {
    const list = this.#list();
    const {message, tone} = (event as CustomEvent<ToastDetail>).detail;
    const toast = document.createElement('li');
    toast.className = 'toast';
    toast.setAttribute(TOAST_DOM.tone, tone);
    toast.textContent = message;
    list.append(toast);

    const visible = list.querySelectorAll<HTMLElement>(
      `.toast:not(${attrSelector(TOAST_DOM.leaving)})`,
    );
    for (const oldest of Array.from(visible).slice(
      0,
      Math.max(0, visible.length - TOAST_LIMITS.maxVisible),
    )) {
      this.#remove(oldest);
    }
    setTimeout(() => this.#remove(toast), TOAST_LIMITS.autoCloseMs);
  };

  #remove(toast: HTMLElement) {
    if (toast.hasAttribute(TOAST_DOM.leaving)) return;
    toast.setAttribute(TOAST_DOM.leaving, '');
    setTimeout(() => toast.remove(), TOAST_LIMITS.removalMs);
  }
}
