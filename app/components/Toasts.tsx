/** The live region toasts appear in (behaviour: app/elements/toasts.element.ts). */
export function Toasts() {
  return (
    <toast-region>
      <ol
        data-toast-list
        aria-live="polite"
        aria-label="Notifications"
        className="toast-list"
      />
    </toast-region>
  );
}
