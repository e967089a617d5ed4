/**
 * Theme: light, dark or system; default light; the choice lives in localStorage under
 * the key `theme` (SPEC 2). The same function runs inline in <head> before first paint
 * (no flash of the wrong theme) and from the toggle when the visitor picks a theme.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;

/** Must stay self-contained (it is serialised into an inline script), hence the literal key. */
export function applyTheme(choice?: string | null) {
  const root = document.documentElement;
  let stored = choice;
  try {
    if (choice) localStorage.setItem('theme', choice);
    else stored = localStorage.getItem('theme');
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the page still works.
  }
  const theme = stored === 'dark' || stored === 'system' ? stored : 'light';
  const dark =
    theme === 'dark' ||
    (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.dataset.theme = theme;
  root.classList.add('js');
}

/** The inline <head> script: applies the stored theme before anything paints. */
export const THEME_BOOT_SCRIPT = `(${applyTheme.toString()})()`;
