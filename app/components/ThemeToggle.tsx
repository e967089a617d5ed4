import {useCopy} from '~/features/markets/use-copy';
import {attr, THEME_DOM} from '~/elements/contract';

import {MonitorIcon, MoonIcon, SunIcon} from './icons';
import {StaticMarkup} from './StaticMarkup';

const OPTIONS = [
  {choice: 'light', Icon: SunIcon},
  {choice: 'dark', Icon: MoonIcon},
  {choice: 'system', Icon: MonitorIcon},
] as const;

/**
 * Three buttons; behaviour in app/elements/theme-toggle.element.ts. Hidden until scripts run.
 * The same on every page, so the server renders the buttons once (StaticMarkup).
 */
export function ThemeToggle({className = ''}: {className?: string}) {
  const {LAYOUT_COPY} = useCopy('layout');
  return (
    <StaticMarkup
      as="theme-toggle"
      cacheKey="theme-toggle"
      className={className ? `theme-toggle ${className}` : 'theme-toggle'}
      role="group"
      aria-label={LAYOUT_COPY.themes}
    >
      {OPTIONS.map(({choice, Icon}) => (
        <button
          key={choice}
          type="button"
          {...attr(THEME_DOM.choice, choice)}
          aria-pressed={choice === 'light'}
          title={LAYOUT_COPY.theme[choice]}
          className="theme-choice"
        >
          <Icon />
          <span className="sr-only">{LAYOUT_COPY.theme[choice]}</span>
        </button>
      ))}
    </StaticMarkup>
  );
}
