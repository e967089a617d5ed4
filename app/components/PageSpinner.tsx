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
      <div role="status" className="page-spinner">
        <div>
          <span aria-hidden="true" />
          <span>{MESSAGES.loading}</span>
        </div>
      </div>
    </template>
  );
}
