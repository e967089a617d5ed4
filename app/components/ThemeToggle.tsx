import {MonitorIcon, MoonIcon, SunIcon} from './icons';
import {StaticMarkup} from './StaticMarkup';

const OPTIONS = [
  {choice: 'light', label: 'Light theme', Icon: SunIcon},
  {choice: 'dark', label: 'Dark theme', Icon: MoonIcon},
  {choice: 'system', label: 'System theme', Icon: MonitorIcon},
] as const;

/**
 * Three buttons; behaviour in app/elements/theme-toggle.element.ts. Hidden until scripts run.
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
          className="theme-choice"
        >
          <Icon />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </StaticMarkup>
  );
}
