import {DIALOG_DOM} from './contract';
import {attrSelector, isPlainLeftClick} from './dom';

/**
 * Dialog openers. A link `<a href="/?signup#signup" data-opens-dialog="signup">`
 * (DIALOG_DOM.opens) works without JavaScript (the server renders that dialog open); with
 * JavaScript it opens the <dialog> as a modal in place. Dialogs close on a click on their
 * backdrop too, where the browser lacks `closedby="any"`.
 */
export function openDialogFromLink(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.(
    attrSelector(DIALOG_DOM.opens),
  );
  if (!link || !isPlainLeftClick(event)) return;
  const dialog = document.getElementById(
    link.getAttribute(DIALOG_DOM.opens) ?? '',
  );
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  if (dialog.open) dialog.close();
  dialog.showModal();
  // The first field a visitor fills: not a hidden field, not the honeypot (out of the tab order).
  dialog
    .querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), button',
    )
    ?.focus();
}

/**
 * A close link (DIALOG_DOM.closeLink, see DialogCloseButton) closes its dialog in place,
 * and leaves the URL that opened it (`/?signup#signup`) as the link would without script.
 */
export function closeDialogFromLink(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
    `a${attrSelector(DIALOG_DOM.closeLink)}`,
  );
  const dialog = link?.closest('dialog');
  if (!link || !dialog || !isPlainLeftClick(event)) return;
  event.preventDefault();
  dialog.close();
  if (new URL(link.href).pathname === location.pathname)
    history.replaceState(history.state, '', link.href);
}

/** True while any dialog or popover is showing: a popup must not open over it. */
export function anotherLayerIsOpen(except?: Element | null): boolean {
  return Array.from(
    document.querySelectorAll('dialog[open], :popover-open'),
  ).some((layer) => layer !== except);
}

export function closeDialogOnBackdropClick(event: MouseEvent) {
  const dialog = event.target;
  if (
    !(dialog instanceof HTMLDialogElement) ||
    !dialog.open ||
    'closedBy' in dialog
  )
    return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}
