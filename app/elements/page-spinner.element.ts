import {isPlainLeftClick} from './dom';
import {pageTexts} from './page-texts';

/**
 * SPEC 2: while a page loads, a full-page centred spinner with "Loading...". Pages are
 * documents (no client-side router, docs/decisions/0182), so it shows when the visitor
 * starts a navigation the browser will carry out: a same-origin link followed in this tab,
 * or a form submitted here, that no script took over. It builds the spinner (a status
 * region with the page's "Loading...", app/elements/texts; its look is `.page-spinner` in
 * app.css) and appends it to <body>, so the live region arrives with its text. Only this
 * script ever shows it, so the page does not carry it (record 0271). It fades in after a
 * beat (the `.page-spinner` animation), so a fast page never flashes it. Coming back
 * through the history cache (`pageshow` with `persisted`) removes it.
 *
 * What it writes (README.md): the one node it creates (the spinner), and removes.
 */
let spinner: Element | null = null;

export function showPageSpinnerOnNavigation(event: Event) {
  if (event.defaultPrevented || !startsNavigation(event)) return;
  spinner?.remove();
  spinner = spinnerMarkup(pageTexts()?.loading ?? '');
  document.body.append(spinner);
}

/** `<div role="status" class="page-spinner"><div><span aria-hidden="true"></span><span>Loading...</span></div></div>` */
function spinnerMarkup(text: string): Element {
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'page-spinner';
  const wheel = document.createElement('span');
  wheel.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.textContent = text;
  const column = document.createElement('div');
  column.append(wheel, label);
  status.append(column);
  return status;
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
