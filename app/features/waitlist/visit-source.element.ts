import {
  FIRST_TOUCH_FIELDS,
  VISIT_PATH,
} from '~/features/waitlist/waitlist-contract';

/**
 * <visit-source>, in every page's layout: when the page's address carries a friend's `ref`
 * or `utm_*` values, asks VISIT_PATH to keep them as the visit's first touch (decision 0212),
 * so a visitor who browses before joining keeps the credit. It sends only those values and
 * nothing when there are none; the server keeps the first touch only. Without scripts the
 * <noscript> image inside it asks the same endpoint, which reads the page's address from
 * its Referer. It writes nothing to the page.
 */
export class VisitSource extends HTMLElement {
  connectedCallback() {
    const address = new URLSearchParams(window.location.search);
    const kept = new URLSearchParams();
    for (const field of FIRST_TOUCH_FIELDS) {
      const value = address.get(field);
      if (value) kept.set(field, value);
    }
    if (!kept.size) return;
    void fetch(`${VISIT_PATH}?${kept}`, {credentials: 'same-origin'}).catch(
      () => {
        // Offline or blocked: the signup still reads its own page's address.
      },
    );
  }
}
