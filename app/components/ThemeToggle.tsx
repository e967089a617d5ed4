import {MonitorIcon, MoonIcon, SunIcon} from './icons';
import {StaticMarkup} from './StaticMarkup';

const OPTIONS = [
  {choice: 'light', label: 'Light theme', Icon: SunIcon},
  {choice: 'dark', label: 'Dark theme', Icon: MoonIcon},
  {choice: 'system', label: 'System theme', Icon: MonitorIcon},
] as const;

/**
 * Three buttons; behaviour in app/enhance/theme-toggle.ts. Hidden until scripts run.
 * The same on every page, so the server renders the buttons once (StaticMarkup).
 */
export function ThemeToggle({className = ''}: {className?: string}) {
  return (
    <StaticMarkup
      as="theme-toggle"
      cacheKey="theme-toggle"
      className={`theme-toggle ${className}`}
      role="group"
      aria-label="Colour theme"
    >
      {OPTIONS.map(({choice, label, Icon}) => (
        <button
          key={choice}
          type="button"
          data-theme-choice={choice}
          aria-pressed={choice === 'light'}
          title={label}
          className="grid size-8 place-items-center rounded-full text-stone-600 hover:text-stone-950 aria-pressed:bg-white aria-pressed:text-stone-950 aria-pressed:shadow-sm dark:text-stone-300 dark:hover:text-white dark:aria-pressed:bg-stone-700 dark:aria-pressed:text-white"
        >
          <Icon />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </StaticMarkup>
  );
}
