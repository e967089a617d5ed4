import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router';
import type {StaticRenderer} from '~/components/StaticMarkup';

/**
 * The server's renderer for StaticMarkup: the children at `path`, in a router of their
 * own so their links render as they do in the page. renderToString writes what the
 * streaming renderer writes for the same elements, text separators included, so a page
 * that hydrates finds the DOM it expects.
 */
export const renderStaticMarkup: StaticRenderer = (node, path) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
