import {MESSAGES} from '~/lib/messages';

/**
 * SPEC 2: while a page loads, a full-page centred spinner with "Loading...". Pages are
 * documents (no client-side router, docs/decisions/0182), so it shows when the visitor
 * starts a navigation the browser will carry out: a same-origin link followed in this tab,
 * or a form submitted here, that no script took over. It fades in after a beat (the
 * `.page-spinner` animation), so a fast page never flashes it. Coming back through the
 * history cache (`pageshow` with `persisted`) removes it.
 *
 * What it writes (README.md): one node it creates, appended to <body>, and removes.
 */
let spinner: HTMLElement | null = null;

export function showPageSpinnerOnNavigation(event: Event) {
  if (event.defaultPrevented || !startsNavigation(event)) return;
  spinner?.remove();
  spinner = document.createElement('div');
  spinner.setAttribute('role', 'status');
  spinner.className =
    'page-spinner fixed inset-0 z-50 grid place-items-center bg-white/70 dark:bg-stone-950/70';
  const content = document.createElement('div');
  content.className =
    'flex flex-col items-center gap-3 text-stone-700 dark:text-stone-200';
  const wheel = document.createElement('span');
  wheel.className =
    'size-10 animate-spin rounded-full border-4 border-stone-300 border-t-orange-600';
  wheel.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'text-sm font-medium';
  text.textContent = MESSAGES.loading;
  content.append(wheel, text);
  spinner.append(content);
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
  const click = event as MouseEvent;
  if (
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  )
    return false;
  const link = (click.target as Element | null)?.closest?.('a[href]');
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
