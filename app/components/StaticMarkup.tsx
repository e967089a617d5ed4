import {createElement, type HTMLAttributes, type ReactNode} from 'react';

/**
 * Renders a subtree that is the same on every request (the header's menus, the footer's
 * links) to HTML once per isolate and `cacheKey`, then sends that string on every later
 * render instead of rendering it again. React's server renderer spends most of an
 * uncached store page's time writing elements and attributes, and the site chrome is
 * most of them (docs/decisions/0181-ssr-throughput.md).
 *
 * The server registers the renderer (app/entry.server.tsx; not in development, where an
 * edit must show at once). Without one (in development, or in a unit test) the children
 * render as usual: the cached HTML is what React renders for them.
 *
 * The children must not depend on the request (they render outside the page's router),
 * and `cacheKey` must name every input they do depend on: a key made from request data
 * would grow the cache without bound. Keys that name a menu version (the merchant's edits)
 * change over an isolate's life, so the oldest entries go past MAX_ENTRIES.
 */
export type StaticRenderer = (node: ReactNode) => string;

let renderer: StaticRenderer | null = null;
const rendered = new Map<string, string>();
/** Far above what one menu version needs (a main menu per direct link, a few more). */
const MAX_ENTRIES = 64;
/** True while the renderer runs: a StaticMarkup inside another renders in place. */
let rendering = false;

/** Called once by the server entry. */
export function registerStaticRenderer(render: StaticRenderer) {
  renderer = render;
}

export function StaticMarkup({
  as,
  cacheKey,
  children,
  ...attributes
}: {
  /** The element that holds the markup (any element that takes children). */
  as: string;
  /** Names the markup: one entry per key for the isolate's lifetime. */
  cacheKey: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  if (!renderer || rendering) return createElement(as, attributes, children);
  let html = rendered.get(cacheKey);
  if (html === undefined) {
    rendering = true;
    try {
      html = renderer(children);
    } finally {
      rendering = false;
    }
    if (rendered.size >= MAX_ENTRIES) {
      // Maps keep insertion order: the first key is the oldest.
      rendered.delete(rendered.keys().next().value!);
    }
    rendered.set(cacheKey, html);
  }
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: {__html: html},
  });
}
