import {useCopy} from '~/features/markets/use-copy';
import {attr, TOAST_DOM} from '~/elements/contract';

/** The live region toasts appear in (behaviour: app/elements/toasts.element.ts). */
export function Toasts() {
  const {LAYOUT_COPY} = useCopy('layout');
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
