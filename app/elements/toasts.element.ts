import {TOAST_LIMITS} from '~/lib/ui-timings';

/**
 * Toasts: at most 3 visible, each closes after 4000 ms with a 200 ms exit animation
 * (SPEC 9). <toast-region> fills the server-rendered `aria-live` list marked for it with
 * `data-toast-list`, so additions are announced; without one it renders its own list.
 * Any script shows a toast with `showToast(message)`.
 */
export type ToastTone = 'success' | 'info' | 'error';
const TOAST_EVENT = 'app:toast';

export function showToast(message: string, tone: ToastTone = 'success') {
  document.dispatchEvent(
    new CustomEvent(TOAST_EVENT, {detail: {message, tone}}),
  );
}

export class ToastRegion extends HTMLElement {
  connectedCallback() {
    document.addEventListener(TOAST_EVENT, this.#onToast);
  }

  disconnectedCallback() {
    document.removeEventListener(TOAST_EVENT, this.#onToast);
  }

  get #list(): HTMLElement {
    const marked = this.querySelector<HTMLElement>('[data-toast-list]');
    if (marked) return marked;
    const list = document.createElement('ol');
    list.dataset.toastList = '';
    list.className = 'toast-list';
    list.setAttribute('aria-live', 'polite');
    list.setAttribute('aria-label', 'Notifications');
    this.append(list);
    return list;
  }

  #onToast = (event: Event) => {
    const {message, tone} = (
      event as CustomEvent<{message: string; tone: ToastTone}>
    ).detail;
    const toast = document.createElement('li');
    toast.className = 'toast';
    toast.dataset.tone = tone;
    toast.textContent = message;
    this.#list.append(toast);

    const visible = [
      ...this.#list.querySelectorAll('.toast:not([data-leaving])'),
    ];
    for (const oldest of visible.slice(
      0,
      Math.max(0, visible.length - TOAST_LIMITS.maxVisible),
    )) {
      this.#remove(oldest as HTMLElement);
    }
    setTimeout(() => this.#remove(toast), TOAST_LIMITS.autoCloseMs);
  };

  #remove(toast: HTMLElement) {
    if (toast.dataset.leaving) return;
    toast.dataset.leaving = '';
    setTimeout(() => toast.remove(), TOAST_LIMITS.removalMs);
  }
}
