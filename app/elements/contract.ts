/**
 * The element contract: the names server markup (TSX) and the custom elements share.
 * Every `data-*` attribute an element reads or writes, every event it sends and every
 * selector both sides must agree on is a constant in a contract module, imported by the
 * component that renders the markup and by the element that enhances it, so a rename is
 * one edit and a typo is a type error rather than a dead feature only an e2e test sees.
 *
 * This module holds the JSX helper `attr` and the layout's own part (dialogs, menus, the theme
 * toggle, toasts, the page spinner, the marks both form elements share). Each feature
 * keeps its part beside its code: `app/features/<feature>/<feature>-contract.ts`.
 * elements.d.ts types each tag's attributes from these constants; an element finds the
 * nodes marked for it with `attrSelector` (dom.ts).
 */

/** An attribute name of the contract. */
export type DataAttribute = `data-${string}`;

/**
 * JSX props that put one contract attribute on an element: `<a {...attr(CART_DOM.opensCart)}>`
 * for a mark, `{...attr(CART_DOM.line, line.id)}` for a value; an `undefined` value leaves
 * the attribute out.
 */
export function attr<Name extends DataAttribute>(name: Name): Record<Name, ''>;
export function attr<Name extends DataAttribute, Value extends string | number>(
  name: Name,
  value: Value,
): Record<Name, Value>;
export function attr<Name extends DataAttribute, Value extends string | number>(
  name: Name,
  value: Value | undefined,
): Partial<Record<Name, Value>>;
export function attr(
  name: DataAttribute,
  value: string | number | undefined = '',
) {
  return value === undefined ? {} : {[name]: value};
}

/** Dialog openers and close links (dialogs.element.ts, DialogCloseButton, the landing page). */
export const DIALOG_DOM = {
  /** On a link that works without JavaScript: the id of the <dialog> it opens in place. */
  opens: 'data-opens-dialog',
  /** On a link inside a dialog: closes that dialog in place and keeps the link's URL. */
  closeLink: 'data-closes-dialog',
} as const;

/** The header's Shop dropdown: the <details> <nav-dropdown> opens and closes. */
export const MENU_DOM = {menu: 'data-menu'} as const;

/** The id of the header's popover: the phone's slide-out panel, the bar's parts when wide. */
export const SLIDE_OUT_ID = 'mobile-menu';
/** From this width the slide-out's parts are the header's bar (Tailwind's `md`, record 0266). */
export const SLIDE_OUT_GONE_MEDIA = '(width >= 48rem)';

/** The theme buttons inside <theme-toggle>: the choice each one applies. */
export const THEME_DOM = {choice: 'data-theme-choice'} as const;
/** Sent on `document` when a toggle applied a theme, so the other toggles show it. */
export const THEME_CHANGE_EVENT = 'app:theme-change';

/** <toast-region>'s live list and the state of its toasts (app.css styles both). */
export const TOAST_DOM = {
  list: 'data-toast-list',
  tone: 'data-tone',
  /** On a toast fading out (the spec's 200 ms) before it is removed. */
  leaving: 'data-leaving',
} as const;
/** Sent on `document` by showToast(); <toast-region> shows the toast. */
export const TOAST_EVENT = 'app:toast';

/**
 * Marks inside a form that <cart-form> and <waitlist-form> write to (README.md, "What an
 * element may change").
 */
export const FORM_DOM = {
  /** The form's message slot; `="alert"` makes it an alert only while it has a message. */
  message: 'data-form-message',
  /** On a submit button: its label while the post is in flight. */
  busyLabel: 'data-busy-label',
  /** A field's error slot: the field's `name`. */
  errorFor: 'data-error-for',
  /** The message slot's tone (success, info, error), which app.css colours. */
  tone: 'data-tone',
} as const;
