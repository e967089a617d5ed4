import {renderToReadableStream} from 'react-dom/server';
import type {StaticRenderer} from '~/components/StaticMarkup';

/**
 * The server's renderer for StaticMarkup and the cart's markup: the streaming renderer the
 * pages use, read to the end, so the HTML is what the page would have had (text separators
 * included) and the worker carries one server renderer, not also renderToString's (record
 * 0222).
 */
export const renderStaticMarkup: StaticRenderer = async (node) => {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
};
