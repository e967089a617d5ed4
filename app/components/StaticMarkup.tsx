import {
  createContext,
  createElement,
  useContext,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import {MarketContext} from '~/features/markets/use-market';

/**
 * Renders a subtree that is the same on every request (the header's menus, the footer's
 * links) to HTML once per isolate and `cacheKey`, then sends that string on every later
 * render instead of rendering it again. React's server renderer spends most of an
 * uncached store page's time writing elements and attributes, and the site chrome is
 * most of them (docs/decisions/0181-ssr-throughput.md).
 *
 * The server registers the renderer (app/entry.server.tsx; not in development, where an
 * edit must show at once). Without one (in development, or in a unit test) the children
 * render as usual: the cached HTML is what React renders for them. The renderer is the
 * streaming one (renderToReadableStream), so it is asynchronous: the first pages with a
 * key render it in place, the second of them having the renderer write it for the next
 * (the worker then needs no second server renderer, record 0222).
 *
 * The children must not depend on the request (they render outside the page's router),
 * and `cacheKey` must name every input they do depend on: a key made from request data
 * would grow the cache without bound. The page's market (its links' prefix and language,
 * decision 0260) is one such input for all of them: it is added to every key, and the
 * renderer's render gets it too. Keys that name a menu version (the merchant's edits)
 * change over an isolate's life, so the oldest entries go past MAX_ENTRIES.
 */
export type StaticRenderer = (node: ReactNode) => Promise<string>;

let renderer: StaticRenderer | null = null;
const rendered = new Map<string, string>();
/** Far above what one menu version needs (a main menu per direct link, a few more). */
const MAX_ENTRIES = 64;
/**
 * Keys being rendered, with when that started. workerd drops what a request left running
 * when it ends, so a render that never finished is tried again a little later.
 */
const filling = new Map<string, number>();
const FILL_RETRY_MS = 10_000;
const pending = new Set<Promise<void>>();
/** Keys a page has rendered in place, not yet by the renderer (bounded as `rendered`). */
const seen = new Set<string>();
/** True inside the renderer's own render: a StaticMarkup inside another renders in place. */
const InsideStaticMarkup = createContext(false);

/** Called once by the server entry. */
export function registerStaticRenderer(render: StaticRenderer | null) {
  renderer = render;
  rendered.clear();
  filling.clear();
  seen.clear();
}

/** Resolves when every render started so far has finished (for tests). */
export async function staticMarkupSettled(): Promise<void> {
  while (pending.size) await Promise.all(pending);
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
  const inside = useContext(InsideStaticMarkup);
  const market = useContext(MarketContext);
  cacheKey = `${cacheKey}@${market.prefix ?? ''}`;
  const html = rendered.get(cacheKey);
  if (!renderer || inside || html === undefined) {
    // Not cached yet: this page renders it in place (the same HTML), and from the second
    // page with the key the renderer writes it for the pages after. So a fresh isolate's
    // first request (a cold start, which a visitor waits for) renders the chrome once,
    // not twice over.
    if (!renderer || inside) return createElement(as, attributes, children);
    if (seen.has(cacheKey))
      fill(
        renderer,
        cacheKey,
        createElement(MarketContext.Provider, {value: market}, children),
      );
    else {
      if (seen.size >= MAX_ENTRIES) seen.clear();
      seen.add(cacheKey);
    }
    // What it holds is part of this markup, as in the renderer's render.
    return createElement(
      as,
      attributes,
      createElement(InsideStaticMarkup.Provider, {value: true}, children),
    );
  }
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: {__html: html},
  });
}

function fill(render: StaticRenderer, cacheKey: string, children: ReactNode) {
  const started = filling.get(cacheKey);
  if (started !== undefined && Date.now() - started < FILL_RETRY_MS) return;
  filling.set(cacheKey, Date.now());
  const done: Promise<void> = render(
    createElement(InsideStaticMarkup.Provider, {value: true}, children),
  ).then(
    (html) => {
      filling.delete(cacheKey);
      if (renderer !== render) return;
      if (rendered.size >= MAX_ENTRIES) {
        // Maps keep insertion order: the first key is the oldest.
        rendered.delete(rendered.keys().next().value!);
      }
      rendered.set(cacheKey, html);
    },
    () => {
      // Rendered in place again next time.
      filling.delete(cacheKey);
    },
  );
  const tracked = done.finally(() => pending.delete(tracked));
  pending.add(tracked);
}
