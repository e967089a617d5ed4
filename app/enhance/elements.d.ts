// JSX typing for the custom elements of app/enhance, so routes can render them.
import type {DetailedHTMLProps, HTMLAttributes} from 'react';

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'theme-toggle': ElementProps;
      'nav-dropdown': ElementProps;
    }
  }
}
