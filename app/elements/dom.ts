import {FORM_DOM, type DataAttribute} from './contract';

/**
 * DOM helpers the elements share, so each rule is written (and tested) once.
 */

/** The CSS selector of the elements carrying a contract attribute (with this value). */
export function attrSelector(name: DataAttribute, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}="${CSS.escape(value)}"]`;
}

/**
 * A click an element may take over: the primary button with no modifier key (ctrl/meta
 * open a new tab, shift a new window, alt downloads), not already taken by a script.
 */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

/** What a submit button showed before it went busy (kept off the DOM). */
const idleState = new WeakMap<
  HTMLButtonElement,
  {disabled: boolean; label: string | null}
>();

/**
 * Marks a form busy while its post is in flight (aria-busy), disables its submit buttons
 * and shows a button's `data-busy-label`; setting it idle puts back what each button
 * showed, so a button the server rendered disabled (sold out, a limit) stays disabled.
 */
export function setFormBusy(form: HTMLFormElement, busy: boolean) {
  form.setAttribute('aria-busy', String(busy));
  for (const button of form.querySelectorAll<HTMLButtonElement>(
    'button[type="submit"]',
  )) {
    const busyLabel = button.getAttribute(FORM_DOM.busyLabel);
    if (busy) {
      if (idleState.has(button)) continue;
      idleState.set(button, {
        disabled: button.disabled,
        label: busyLabel ? button.textContent : null,
      });
      button.disabled = true;
      if (busyLabel) button.textContent = busyLabel;
      continue;
    }
    const idle = idleState.get(button);
    if (!idle) continue;
    idleState.delete(button);
    button.disabled = idle.disabled;
    if (idle.label !== null) button.textContent = idle.label;
  }
}

/**
 * Runs `show` once the visitor sees the page: at once, or when a page the browser
 * prerendered (Speculation Rules, app/features/http/speculation-rules.ts) is shown. For
 * what records a visit, which a prerender the visitor never opens must not.
 */
export function whenShown(show: () => void, doc: Document = document): void {
  if (!(doc as Document & {prerendering?: boolean}).prerendering) {
    show();
    return;
  }
  doc.addEventListener('prerenderingchange', () => show(), {once: true});
}

/**
 * Runs `then` after the next frame has been painted: a requestAnimationFrame callback runs
 * just before a paint, and a task queued from it runs after that paint. For work the
 * visitor need not wait for (the first frame shows the result of their input sooner).
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Opens `dialog` as a modal without making the visitor wait for the whole page to be
 * restyled: Chromium recomputes every element's style when a modal makes the page behind
 * inert (15-20 ms on the product page at 4x CPU). So the first frame shows the dialog by
 * its `open` attribute, which (unlike `show()`) runs no focusing steps: those forced the
 * page's style and layout inside the click's own task (8 ms against 1 ms at 4x CPU). After
 * that frame is painted it becomes the modal, in one task (no frame sees it closed), and
 * focus moves into it once. Until then (one frame) the page behind is not yet inert.
 * Decision 0227.
 */
export function showModalAfterPaint(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.setAttribute('open', '');
  afterNextPaint(() => {
    if (!dialog.open || dialog.matches(':modal')) return;
    dialog.removeAttribute('open');
    dialog.showModal();
  });
}
