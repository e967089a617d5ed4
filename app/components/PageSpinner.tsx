import {MESSAGES} from '~/lib/messages';

/** Full-page centred spinner while a navigation loads (fades in after a beat, so fast pages don't flash it). */
export function PageSpinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="page-spinner fixed inset-0 z-50 grid place-items-center bg-white/70 dark:bg-stone-950/70"
    >
      <div className="flex flex-col items-center gap-3 text-stone-700 dark:text-stone-200">
        <span
          className="size-10 animate-spin rounded-full border-4 border-stone-300 border-t-orange-600"
          aria-hidden
        />
        <span className="text-sm font-medium">{MESSAGES.loading}</span>
      </div>
    </div>
  );
}
