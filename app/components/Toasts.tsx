/**
 * Where toasts appear (app/elements/toasts.element.ts): the element makes its live list as
 * it connects, in the page's language, before any toast. Only a script shows toasts, so
 * the page does not carry the list (record 0271).
 */
export function Toasts() {
  return <toast-region />;
}
