import {renderToString} from 'react-dom/server';
import type {StaticRenderer} from '~/components/StaticMarkup';

/**
 * The server's renderer for StaticMarkup. renderToString writes what the streaming
 * renderer writes for the same elements, text separators included, so the cached HTML
 * is the HTML the page would have had.
 */
export const renderStaticMarkup: StaticRenderer = (node) =>
  renderToString(node);
