import {attr, TOAST_DOM} from '~/elements/contract';
import {LAYOUT_COPY} from './copy';

/** The live region toasts appear in (behaviour: app/elements/toasts.element.ts). */
export function Toasts() {
  return (
    <toast-region>
      <ol
        {...attr(TOAST_DOM.list)}
        aria-live="polite"
        aria-label={LAYOUT_COPY.notifications}
        className="toast-list"
      />
    </toast-region>
  );
}
