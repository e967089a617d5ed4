// @vitest-environment happy-dom
import {createElement} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  define,
  get,
  jsonResponse,
  mount,
  serverHtml,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {SEARCH_MESSAGES} from './copy';
import {HeaderSearch} from './HeaderSearch';
import {PredictiveSearch} from './predictive-search.element';
import {
  PREDICTIVE_SEARCH_PATH,
  type PredictiveResults,
} from './search-contract';

define('predictive-search', PredictiveSearch);

const RESULTS: PredictiveResults = {
  queries: [{text: 'pizza stone', url: '/search?q=pizza+stone'}],
  products: [
    {
      title: 'Cordierite Pizza Stone',
      url: '/store/product/cordierite-pizza-stone',
      price: '$59.00',
      image: '/assets/placeholder.svg',
    },
    {
      title: 'Pizza Peel',
      url: '/store/product/pizza-peel',
      price: '$39.00',
      image: '/assets/placeholder.svg',
    },
  ],
  collections: [],
};

let asked: string[];
let answer: () => Promise<Response>;

beforeEach(() => {
  asked = [];
  answer = async () => jsonResponse(RESULTS);
  stubFetch((url) => {
    asked.push(url);
    return answer();
  });
  mount(serverHtml(createElement(HeaderSearch, {idPrefix: 'header'})));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = () => get<HTMLInputElement>('input[type="search"]');
const listbox = () => get('[role="listbox"]');
const status = () => get('[aria-live="polite"]');
const options = () => [...listbox().querySelectorAll('[role="option"]')];

function type(text: string) {
  input().focus();
  input().value = text;
  input().dispatchEvent(new Event('input', {bubbles: true}));
}

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
  });
  input().dispatchEvent(event);
  return event;
}

async function typeAndWait(text: string) {
  type(text);
  await vi.waitFor(() => expect(listbox().hidden).toBe(false));
}

describe('<predictive-search>', () => {
  it('turns the search box into a combobox for its listbox', () => {
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('makes its hidden, named listbox and its live region in the form (the page has neither)', () => {
    expect(listbox().id).toBe('header-search-results');
    expect(listbox().hidden).toBe(true);
    expect(listbox().getAttribute('aria-label')).toBe(
      SEARCH_MESSAGES.predictiveQueries,
    );
    expect(listbox().parentElement).toBe(input().form);
    expect(status().parentElement).toBe(input().form);
    expect(status().textContent).toBe('');
    expect(document.querySelectorAll('[role="listbox"]')).toHaveLength(1);
  });

  it('lists the results of what was typed and says how many there are', async () => {
    await typeAndWait('pizza st');
    expect(asked).toEqual([`${PREDICTIVE_SEARCH_PATH}?q=pizza+st`]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((option) => option.textContent)).toEqual([
      'pizza stone',
      'Cordierite Pizza Stone$59.00',
      'Pizza Peel$39.00',
      SEARCH_MESSAGES.predictiveViewAll('pizza st'),
    ]);
    // The live region counts what the arrow keys reach: "See all results" too (issue 25).
    expect(status().textContent).toBe(SEARCH_MESSAGES.predictiveCount(4));
    expect(status().textContent).toMatch(/^4 options\./);
    // Each product shows its picture (a placeholder when it has none).
    expect(
      options()
        .map((option) => option.querySelector('img')?.getAttribute('src'))
        .filter(Boolean),
    ).toEqual(['/assets/placeholder.svg', '/assets/placeholder.svg']);
    expect(
      new URL(options().at(-1)!.getAttribute('data-url')!).pathname +
        new URL(options().at(-1)!.getAttribute('data-url')!).search,
    ).toBe('/search?q=pizza+st');
  });

  it('says "2 options" for one product and the link to all results', async () => {
    answer = async () =>
      jsonResponse({
        ...RESULTS,
        queries: [],
        products: RESULTS.products.slice(1),
      });
    await typeAndWait('peel');
    expect(options()).toHaveLength(2);
    expect(status().textContent).toBe(SEARCH_MESSAGES.predictiveCount(2));
  });

  it('moves through the options with ArrowDown and ArrowUp, wrapping, focus staying in the box', async () => {
    await typeAndWait('pizza st');
    const ids = options().map((option) => option.id);
    const active = () => input().getAttribute('aria-activedescendant');
    const selected = () =>
      options()
        .filter((option) => option.getAttribute('aria-selected') === 'true')
        .map((option) => option.id);

    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(active()).toBe(ids[0]);
    press('ArrowDown');
    expect(active()).toBe(ids[1]);
    expect(selected()).toEqual([ids[1]]);
    press('ArrowUp');
    press('ArrowUp');
    expect(active()).toBe(ids.at(-1));
    expect(selected()).toEqual([ids.at(-1)]);
    expect(document.activeElement).toBe(input());
  });

  it('opens the highlighted option with Enter; without one, Enter submits the form', async () => {
    const assign = vi
      .spyOn(window.location, 'assign')
      .mockImplementation(() => {});
    await typeAndWait('pizza st');
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter').defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(
      '/store/product/cordierite-pizza-stone',
    );
  });

  it('closes with Escape and keeps the text', async () => {
    await typeAndWait('pizza st');
    press('ArrowDown');
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(listbox().hidden).toBe(true);
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(status().textContent).toBe('');
    expect(input().value).toBe('pizza st');
  });

  it('opens again on ArrowDown after Escape, on the first option, without asking again (issue 25)', async () => {
    await typeAndWait('pizza st');
    press('Escape');
    expect(listbox().hidden).toBe(true);
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(listbox().hidden).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      options()[0]!.id,
    );
    expect(asked).toHaveLength(1);
  });

  it('asks nothing for a query without a letter or a digit: the results page has nothing for it either (issue 25)', async () => {
    for (const text of ['🔥', '%', '"']) {
      type(text);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await settle();
    }
    expect(asked).toEqual([]);
    expect(listbox().hidden).toBe(true);
    // And ArrowDown does not open an empty list.
    expect(press('ArrowDown').defaultPrevented).toBe(false);
  });

  it('stays closed after an Escape pressed before the results came', async () => {
    type('pizza st');
    press('Escape');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle();
    // Asked at once (the first keystroke), then abandoned.
    expect(asked).toHaveLength(1);
    expect(listbox().hidden).toBe(true);
  });

  it('opens on ArrowDown after an Escape pressed before typing paused: asks for the whole text and selects its first result', async () => {
    type('p');
    await vi.waitFor(() => expect(listbox().hidden).toBe(false));
    type('pizza st');
    press('Escape');
    expect(listbox().hidden).toBe(true);
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(input().getAttribute('aria-activedescendant')).toBe(
        options()[0]?.id,
      ),
    );
    expect(asked.at(-1)).toContain('q=pizza+st');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('asks on the first keystroke at once, and once more when quick typing pauses (issue 31)', async () => {
    type('p');
    expect(asked).toHaveLength(1);
    type('pi');
    type('piz');
    expect(asked).toHaveLength(1);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toContain('q=piz');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toHaveLength(2);
    await vi.waitFor(() => expect(listbox().hidden).toBe(false));
  });

  it('closes when the search fails, so the form still submits', async () => {
    await typeAndWait('pizza st');
    answer = async () => new Response('down', {status: 503});
    type('pizza sto');
    await vi.waitFor(() => expect(listbox().hidden).toBe(true));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('<predictive-search> on a German page (issue 30)', () => {
  it('speaks the page’s language: group names, "see all" and the count come from the page', async () => {
    mount(
      serverHtml(
        createElement(HeaderSearch, {idPrefix: 'header'}),
        '/de-de',
        'DE',
      ),
    );
    const german = COPY_CATALOGUES.search.DE.SEARCH_MESSAGES;
    await typeAndWait('pizza st');
    expect(options().at(-1)!.textContent).toBe(
      german.predictiveViewAll('pizza st'),
    );
    expect(options().at(-1)!.textContent).toBe(
      'Alle Ergebnisse für „pizza st“ ansehen',
    );
    expect(
      [...listbox().querySelectorAll('[role="group"]')].map((group) =>
        group.getAttribute('aria-label'),
      ),
    ).toEqual([
      german.predictiveQueries,
      german.predictiveProducts,
      german.title,
    ]);
    expect(status().textContent).toBe(german.predictiveCount(4));
    expect(status().textContent).toMatch(/^4 Optionen\./);
  });
});
