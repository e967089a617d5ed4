/**
 * Dialog openers. A link `<a href="/?signup#signup" data-opens-dialog="signup">` works
 * without JavaScript (the server renders that dialog open); with JavaScript it opens the
 * <dialog> as a modal in place. Dialogs close on a click on their backdrop too, where the
 * browser lacks `closedby="any"`.
 */
export function openDialogFromLink(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.<HTMLElement>(
    '[data-opens-dialog]',
  );
  if (
    !link ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey
  )
    return;
  const dialog = document.getElementById(link.dataset.opensDialog ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.querySelector<HTMLElement>('input, button')?.focus();
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
