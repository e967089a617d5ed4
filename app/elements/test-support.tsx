import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {createRoutesStub} from 'react-router';
import {vi} from 'vitest';
import type {Language} from '~/lib/copy';
import {pageTextsFor} from '~/lib/page-texts';
import {showPageTexts} from './page-texts';

/**
 * Helpers for the elements' unit tests (Vitest with happy-dom). The tests render the real
 * components on the "server" (renderToString), put that HTML in the document and let the
 * real elements enhance it, so they check the contract between the two, not a copy of it.
 */

/**
 * The HTML a page at `path` renders for `node` (components that read the location need a
 * router); the elements' texts are then `language`'s, as the enhancement module would have
 * loaded them for that page (app/elements/page-texts.ts).
 */
export function serverHtml(
  node: ReactNode,
  path = '/',
  language: Language = 'EN',
): string {
  showPageTexts(pageTextsFor(language));
  const Stub = createRoutesStub([{path: '*', Component: () => node}]);
  return renderToString(<Stub initialEntries={[path]} />);
}

/**
 * Puts server HTML in the page as a browser has it when the elements' module runs: the
 * whole tree parsed first (in an inert template), then inserted, so an element connects
 * with its children in place.
 */
export function mount(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.body.replaceChildren(template.content);
}

export function define(name: string, element: CustomElementConstructor) {
  if (!customElements.get(name)) customElements.define(name, element);
}

/** A promise the test settles when it wants: an answer that arrives late, or never. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

/** Lets pending promise callbacks and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json'},
  });

export const htmlResponse = (html: string, status = 200) =>
  new Response(html, {status, headers: {'Content-Type': 'text/html'}});

/** A whole document, as a page answers: the part under test inside its body. */
export const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Page</title></head><body>${body}</body></html>`;

/** A click as the browser sends it; `init` adds modifier keys or another button. */
export function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    button: 0,
    ...init,
  });
  target.dispatchEvent(event);
  return event;
}

/** The element matching `selector`, or a failure that names it. */
export function get<T extends Element = HTMLElement>(
  selector: string,
  root: Element | Document = document,
): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

/**
 * Replaces `fetch` with `answer`; `vi.unstubAllGlobals()` puts it back. As the real one,
 * it rejects once the request's signal aborts, whatever the answer.
 */
export function stubFetch(
  answer: (url: string, init: RequestInit | undefined) => Promise<Response>,
) {
  const fetch = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const answered = answer(
        input instanceof Request ? input.url : String(input),
        init,
      );
      const signal = init?.signal;
      if (!signal) return answered;
      if (signal.aborted) return Promise.reject(signal.reason);
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        answered.then(resolve, reject);
      });
    },
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
