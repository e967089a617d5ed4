import {useCopy} from '~/features/markets/use-copy';
import {attr, DIALOG_DOM} from '~/elements/contract';

import {CloseIcon} from './icons';
import {useLocalize} from '~/features/markets/use-market';

/**
 * Closes the enclosing <dialog>. By default a `method="dialog"` form: no script needed.
 * With `href` it is a link instead, for a dialog the server rendered open from the URL
 * (`/?signup`): without JavaScript following it leaves that URL, so a reload does not
 * reopen the dialog; with JavaScript app/elements closes the dialog in place.
 */
export function DialogCloseButton({href}: {href?: string}) {
  const {LAYOUT_COPY} = useCopy('layout');
  const localize = useLocalize();
  if (href) {
    return (
      <a
        href={localize(href)}
        {...attr(DIALOG_DOM.closeLink)}
        className="icon-button dialog-close"
        aria-label={LAYOUT_COPY.closeDialog}
      >
        <CloseIcon />
      </a>
    );
  }
  return (
    <form method="dialog" className="dialog-close">
      <button
        type="submit"
        className="icon-button"
        aria-label={LAYOUT_COPY.closeDialog}
      >
        <CloseIcon />
      </button>
    </form>
  );
}
