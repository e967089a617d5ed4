import {CloseIcon} from './icons';

/** Closes the enclosing <dialog> with `method="dialog"`: no script needed. */
export function DialogCloseButton() {
  return (
    <form method="dialog" className="absolute right-3 top-3">
      <button type="submit" className="icon-button" aria-label="Close">
        <CloseIcon />
      </button>
    </form>
  );
}
