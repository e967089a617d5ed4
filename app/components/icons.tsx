/**
 * Inline SVG icons: no icon font and no extra request, so nothing paints without them;
 * they inherit the text colour (dark mode, forced colours). Each carries only its shape:
 * the outline icons' strokes are the `.icon` class (app/styles/app.css), and HTML needs
 * no xmlns (record 0229).
 */
import type {ReactNode} from 'react';
import {CLOSE_ICON_PATH} from './icon-paths';

type IconProps = {className?: string};

/** `.icon` is 24 px (size-6) unless its place or `className` says otherwise. */
function Outline({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden
    >
      {children}
    </svg>
  );
}

export const ChevronDownIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);
export const MenuIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Outline>
);
export const CloseIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <path d={CLOSE_ICON_PATH} />
  </Outline>
);
export const CartIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </Outline>
);
export const SunIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Outline>
);
export const MoonIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
  </Outline>
);
export const MonitorIcon = ({className}: IconProps) => (
  <Outline className={className}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Outline>
);
/** The brand mark: a kamado's egg silhouette with a flame. */
export const LogoMark = ({className}: IconProps) => (
  <svg viewBox="0 0 32 32" className={className} aria-hidden>
    <ellipse cx="16" cy="18" rx="11" ry="12" fill="currentColor" />
    <path
      d="M16 7c2.5 3 4 5.2 4 7.6a4 4 0 0 1-8 0c0-1.6.8-3 2-4.2.2 1.4.9 2.2 1.8 2.6C15.4 11 15.5 9 16 7Z"
      fill="#f97316"
    />
    <rect
      x="6"
      y="17"
      width="20"
      height="2"
      rx="1"
      fill="#0c0a09"
      opacity=".35"
    />
  </svg>
);
