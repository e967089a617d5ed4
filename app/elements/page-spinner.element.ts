import {PAGE_SPINNER_DOM} from './contract';
import {attrSelector, isPlainLeftClick} from './dom';

/**
 * SPEC 2: while a page loads, a full-page centred spinner with "Loading...". Pages are
 * documents (no client-side router, docs/decisions/0182), so it shows when the visitor
 * starts a navigation the browser will carry out: a same-origin link followed in this tab,
 * or a form submitted here, that no script took over. The layout renders the spinner's
 * markup and text once, in a <template> marked PAGE_SPINNER_DOM.template (PageSpinner);
 * this appends a copy to <body>, so the live region arrives with its text. It fades in
 * after a beat (the `.page-spinner` animation), so a fast page never flashes it. Coming
 * back through the history cache (`pageshow` with `persisted`) removes it.
 *
 * What it writes (README.md): the one node it creates (the copy), and removes.
 */
let spinner: Element | null = null;

export function showPageSpinnerOnNavigation(event: Event) {
  if (event.defaultPrevented || !startsNavigation(event)) return;
  const template = document.querySelector<HTMLTemplateElement>(
    `template${attrSelector(PAGE_SPINNER_DOM.template)}`,
  );
  const markup = template?.content.firstElementChild;
  if (!markup) return;
  spinner?.remove();
  spinner = markup.cloneNode(true) as Element;
  document.body.append(spinner);
}

export function hidePageSpinner() {
  spinner?.remove();
  spinner = null;
}

function startsNavigation(event: Event): boolean {
  if (event.type === 'submit') {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return false;
    const submitter = (event as SubmitEvent).submitter;
    const target = submitter?.getAttribute('formtarget') ?? form.target;
    return form.method !== 'dialog' && (!target || target === '_self');
  }
  if (!isPlainLeftClick(event as MouseEvent)) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  const to = new URL(link.href, location.href);
  if (to.origin !== location.origin) return false;
  // Only the fragment changes: the browser scrolls, nothing loads.
  const here = new URL(location.href);
  return !(
    to.hash &&
    to.pathname === here.pathname &&
    to.search === here.search
  );
}
