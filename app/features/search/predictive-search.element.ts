import {attrSelector} from '~/elements/dom';
import {countText, fillText, pageTexts} from '~/elements/page-texts';
import {
  PREDICTIVE_SEARCH_DOM,
  PREDICTIVE_SEARCH_PATH,
  SEARCH_QUERY_FIELD,
  type PredictiveResults,
} from '~/features/search/search-contract';
import {hasSearchableWords} from '~/features/search/search-limits';
import {inPageMarket} from '~/features/markets/markets';

/**
 * <predictive-search>: wraps the header's search form (a plain GET to /search that works
 * without JavaScript) and turns its input into a combobox (WAI-ARIA APG "list
 * autocomplete"): results as you type from /api/predictive-search in a listbox, ArrowUp/
 * ArrowDown move through them (aria-activedescendant, focus stays in the input), Enter opens
 * the highlighted one (or submits the form), Escape closes, and a live region says how many
 * results there are. It makes the listbox and the live region itself, in the form, as it
 * connects (when focus first enters the box, app/elements/index.ts): before the visitor
 * types, so the region is there before its first change. Only this script fills them, so
 * the page does not carry them (record 0271).
 *
 * What it writes (README.md): the input's combobox attributes, and the listbox (marked
 * PREDICTIVE_SEARCH_DOM.results: its options and `hidden`) and the live region (marked
 * PREDICTIVE_SEARCH_DOM.status: its text) it makes.
 */

const DEBOUNCE_MS = 150;
const DEADLINE_MS = 5000;

export class PredictiveSearch extends HTMLElement {
  #input: HTMLInputElement | null = null;
  #listbox: HTMLElement | null = null;
  #status: HTMLElement | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Typed while the timer ran: search again when it ends. */
  #typedSince = false;
  #request: AbortController | null = null;
  #active = -1;
  /** The last answer, kept so ArrowDown can open the list again after Escape. */
  #last: {term: string; results: PredictiveResults} | null = null;

  connectedCallback() {
    this.#input = this.querySelector(`input[name="${SEARCH_QUERY_FIELD}"]`);
    const input = this.#input;
    if (!input?.form) return;
    this.#listbox =
      this.querySelector(attrSelector(PREDICTIVE_SEARCH_DOM.results)) ??
      makeListbox(input);
    this.#status =
      this.querySelector(attrSelector(PREDICTIVE_SEARCH_DOM.status)) ??
      makeStatus(input.form);
    const listbox = this.#listbox;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', listbox.id);
    input.setAttribute('autocomplete', 'off');
    input.addEventListener('input', this.#onInput);
    input.addEventListener('keydown', this.#onKeydown);
    listbox.addEventListener('mousedown', this.#onPointerChoose);
    this.addEventListener('focusout', this.#onFocusOut);
    // This code loads when focus first enters the box: search what was typed meanwhile.
    if (input.value.trim() && document.activeElement === input) this.#onInput();
  }

  disconnectedCallback() {
    this.#input?.removeEventListener('input', this.#onInput);
    this.#input?.removeEventListener('keydown', this.#onKeydown);
    this.#listbox?.removeEventListener('mousedown', this.#onPointerChoose);
    this.removeEventListener('focusout', this.#onFocusOut);
    clearTimeout(this.#timer);
    this.#request?.abort();
  }

  get #options(): HTMLElement[] {
    return [
      ...(this.#listbox?.querySelectorAll<HTMLElement>('[role="option"]') ??
        []),
    ];
  }

  /**
   * The first keystroke after a pause searches at once (the answer is there as soon as
   * the network allows, issue 31); keystrokes that follow within DEBOUNCE_MS wait until
   * the typing pauses, then search once for what the box holds.
   */
  #onInput = () => {
    if (this.#timer === undefined) void this.#search();
    else {
      clearTimeout(this.#timer);
      this.#typedSince = true;
    }
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (!this.#typedSince) return;
      this.#typedSince = false;
      void this.#search();
    }, DEBOUNCE_MS);
  };

  async #search() {
    const term = this.#input?.value.trim() ?? '';
    this.#request?.abort();
    // The results page's rule: nothing to search without a letter or a digit.
    if (!term || !hasSearchableWords(term)) return this.#close();
    const request = new AbortController();
    this.#request = request;
    const deadline = setTimeout(() => request.abort(), DEADLINE_MS);
    try {
      const response = await fetch(
        searchUrl(
          inPageMarket(PREDICTIVE_SEARCH_PATH, location.pathname),
          term,
        ),
        {
          signal: request.signal,
          headers: {Accept: 'application/json'},
        },
      );
      if (!response.ok) return this.#close();
      const results = (await response.json()) as PredictiveResults;
      this.#last = {term, results};
      this.#render(term, results);
    } catch {
      // Aborted by a newer keystroke or the deadline, or offline: the form still submits.
    } finally {
      clearTimeout(deadline);
    }
  }

  #render(term: string, results: PredictiveResults) {
    const listbox = this.#listbox!;
    listbox.replaceChildren();
    let index = 0;
    const option = (
      label: string,
      url: string,
      detail?: string,
      imageUrl?: string,
    ) => {
      const item = document.createElement('li');
      item.id = `${listbox.id}-option-${index++}`;
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', 'false');
      item.dataset.url = url;
      item.className = 'predictive-option';
      if (imageUrl) {
        const image = document.createElement('img');
        image.src = imageUrl;
        image.alt = '';
        image.width = 40;
        image.height = 40;
        image.className = 'predictive-thumb';
        item.append(image);
      }
      const text = document.createElement('span');
      text.className = 'predictive-label';
      text.textContent = label;
      item.append(text);
      if (detail) {
        const extra = document.createElement('span');
        extra.className = 'predictive-detail';
        extra.textContent = detail;
        item.append(extra);
      }
      return item;
    };
    const group = (label: string, items: HTMLElement[]) => {
      if (!items.length) return;
      const list = document.createElement('ul');
      list.setAttribute('role', 'group');
      list.setAttribute('aria-label', label);
      const heading = document.createElement('li');
      heading.setAttribute('role', 'presentation');
      heading.className = 'predictive-heading';
      heading.textContent = label;
      list.append(heading, ...items);
      listbox.append(list);
    };
    // The page's texts, in its language (app/elements/page-texts.ts).
    const texts = pageTexts()?.search;
    group(
      texts?.queries ?? '',
      results.queries.map((query) => option(query.text, query.url)),
    );
    group(
      texts?.products ?? '',
      results.products.map((product) =>
        option(product.title, product.url, product.price, product.image),
      ),
    );
    group(
      texts?.collections ?? '',
      results.collections.map((collection) =>
        option(collection.title, collection.url),
      ),
    );
    group(texts?.all ?? '', [
      option(
        fillText(texts?.viewAll ?? '{query}', {query: term}),
        // Where the form itself goes: the results page.
        searchUrl(this.querySelector('form')?.action ?? '', term),
      ),
    ]);
    // Every option the arrow keys reach, "See all results" included.
    const count = index;
    this.#active = -1;
    this.#input?.removeAttribute('aria-activedescendant');
    listbox.hidden = false;
    this.#input?.setAttribute('aria-expanded', 'true');
    if (this.#status && texts)
      this.#status.textContent = countText(texts.count, count);
  }

  #close() {
    // A search still waiting (debounce) or on its way would open the list again after the
    // visitor closed it (Escape right after typing).
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#typedSince = false;
    this.#request?.abort();
    if (this.#listbox) {
      this.#listbox.hidden = true;
      this.#listbox.replaceChildren();
    }
    this.#active = -1;
    this.#input?.setAttribute('aria-expanded', 'false');
    this.#input?.removeAttribute('aria-activedescendant');
    if (this.#status) this.#status.textContent = '';
  }

  #highlight(index: number) {
    const options = this.#options;
    if (!options.length) return;
    this.#active = (index + options.length) % options.length;
    options.forEach((option, position) =>
      option.setAttribute('aria-selected', String(position === this.#active)),
    );
    const active = options[this.#active]!;
    this.#input?.setAttribute('aria-activedescendant', active.id);
    active.scrollIntoView({block: 'nearest'});
  }

  #onKeydown = (event: KeyboardEvent) => {
    const open = this.#listbox && !this.#listbox.hidden;
    switch (event.key) {
      case 'ArrowDown': {
        if (open) {
          event.preventDefault();
          this.#highlight(this.#active + 1);
          break;
        }
        // Closed (Escape, or focus came back): open it again, as a combobox does.
        const term = this.#input?.value.trim() ?? '';
        if (!term || !hasSearchableWords(term)) return;
        event.preventDefault();
        if (this.#last?.term === term) {
          this.#render(term, this.#last.results);
          this.#highlight(0);
        } else {
          // The last answer was for fewer letters (Escape before typing paused): ask for
          // what the box holds, then select the first result as above.
          void this.#search().then(() => {
            if (this.#last?.term === term && this.#listbox?.hidden === false)
              this.#highlight(0);
          });
        }
        break;
      }
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        this.#highlight(this.#active - 1);
        break;
      case 'Enter': {
        const url = open ? this.#options[this.#active]?.dataset.url : undefined;
        if (!url) return; // the form submits to /search as without JavaScript
        event.preventDefault();
        window.location.assign(url);
        break;
      }
      case 'Escape':
        // Open, Escape closes the list and keeps the text. Either way a search still
        // waiting or on its way must not open the list after it.
        if (open) event.preventDefault();
        this.#close();
        break;
    }
  };

  /** mousedown, not click: it runs before the input's blur closes the list. */
  #onPointerChoose = (event: MouseEvent) => {
    const option = (event.target as Element).closest<HTMLElement>(
      '[role="option"]',
    );
    if (!option?.dataset.url) return;
    event.preventDefault();
    window.location.assign(option.dataset.url);
  };

  #onFocusOut = (event: FocusEvent) => {
    if (!this.contains(event.relatedTarget as Node | null)) this.#close();
  };
}

const searchUrl = (path: string, term: string) =>
  `${path}?${new URLSearchParams({[SEARCH_QUERY_FIELD]: term})}`;

/**
 * The results' listbox, after the form's button: hidden until there are results, named
 * "Suggestions" in the page's language. Its id is the box's with `-results` for `-q`
 * (`header-search-q` -> `header-search-results`).
 */
function makeListbox(input: HTMLInputElement): HTMLElement {
  const listbox = document.createElement('ul');
  listbox.id = input.id.replace(/-q$/, '') + '-results';
  listbox.setAttribute(PREDICTIVE_SEARCH_DOM.results, '');
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', pageTexts()?.search.queries ?? '');
  listbox.hidden = true;
  listbox.className = 'predictive-results';
  input.form!.append(listbox);
  return listbox;
}

/** The polite live region that says how many results there are (read, not shown). */
function makeStatus(form: HTMLFormElement): HTMLElement {
  const status = document.createElement('p');
  status.setAttribute(PREDICTIVE_SEARCH_DOM.status, '');
  status.setAttribute('aria-live', 'polite');
  status.className = 'sr-only';
  form.append(status);
  return status;
}
