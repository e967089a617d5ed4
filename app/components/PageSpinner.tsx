import {useCopy} from '~/features/markets/use-copy';
import {attr, PAGE_SPINNER_DOM} from '~/elements/contract';

/**
 * The full-page "Loading..." spinner (SPEC 2), rendered once by the layout as an inert
 * <template>: app/elements/page-spinner.element.ts shows a copy while a page loads.
 */
export function PageSpinner() {
  const {MESSAGES} = useCopy('messages');
  return (
    <template {...attr(PAGE_SPINNER_DOM.template)}>
      <div
        role="status"
        className="page-spinner fixed inset-0 z-50 grid place-items-center bg-white/70 dark:bg-stone-950/70"
      >
        <div className="flex flex-col items-center gap-3 text-stone-700 dark:text-stone-200">
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-stone-300 border-t-orange-600"
          />
          <span className="text-sm font-medium">{MESSAGES.loading}</span>
        </div>
      </div>
    </template>
  );
}
