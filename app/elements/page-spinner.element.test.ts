// @vitest-environment happy-dom
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {MESSAGES} from '~/lib/messages';
import {
  hidePageSpinner,
  showPageSpinnerOnNavigation,
} from './page-spinner.element';
import {click, get, mount, serverHtml} from './test-support';

// As app/elements/index.ts registers them: after every other handler had its chance.
beforeAll(() => {
  window.addEventListener('click', showPageSpinnerOnNavigation);
  window.addEventListener('submit', showPageSpinnerOnNavigation);
  window.addEventListener('pageshow', hidePageSpinner);
  window.addEventListener('click', stayOnThisPage);
});
afterAll(() => {
  window.removeEventListener('click', stayOnThisPage);
  window.removeEventListener('click', showPageSpinnerOnNavigation);
  window.removeEventListener('submit', showPageSpinnerOnNavigation);
  window.removeEventListener('pageshow', hidePageSpinner);
});

beforeEach(() => {
  hidePageSpinner();
  history.replaceState(null, '', '/store');
  mount(`
    <a id="page" href="/grills">Grills</a>
    <a id="fragment" href="/store#featured">Featured</a>
    <a id="elsewhere" href="https://example.com/">Elsewhere</a>
    <a id="new-tab" href="/grills" target="_blank">New tab</a>
    <a id="download" href="/grills.csv" download>Download</a>
    <form id="search" method="get" action="/search"></form>
    <form id="checkout" method="post" action="/cart" target="_blank"></form>
    <dialog><form id="close" method="dialog"></form></dialog>
    ${serverHtml(null)}`);
});

let shownBeforeTheBrowserActed: Element | null = null;
/**
 * Registered after the spinner's handler, so it runs last: it notes what the page showed
 * as the browser would start loading the next one, and keeps the test on this page.
 */
function stayOnThisPage(event: MouseEvent) {
  shownBeforeTheBrowserActed = spinner();
  event.preventDefault();
}
const spinner = () => document.querySelector('body > [role="status"]');

/** A link click, as the spinner sees it before the browser follows the link. */
function follow(id: string, init: MouseEventInit = {}) {
  shownBeforeTheBrowserActed = null;
  click(get(`#${id}`), init);
  return shownBeforeTheBrowserActed as Element | null;
}

function submit(id: string) {
  get(`#${id}`).dispatchEvent(
    new SubmitEvent('submit', {bubbles: true, cancelable: true}),
  );
  return spinner();
}

describe('the page-load spinner (SPEC 2)', () => {
  it('shows "Loading..." when a link to another page of the store is followed here', () => {
    expect(spinner()).toBeNull();
    const shown = follow('page');
    expect(shown?.textContent).toBe(MESSAGES.loading);
    expect(shown?.className).toBe('page-spinner');
  });

  it('speaks the page’s language', () => {
    mount(
      `<a id="page" href="/de-de/grills">Grills</a>${serverHtml(null, '/de-de', 'DE')}`,
    );
    expect(follow('page')?.textContent).toBe(
      COPY_CATALOGUES.messages.DE.MESSAGES.loading,
    );
  });

  it('does not show for what loads no page here', () => {
    expect(follow('fragment')).toBeNull();
    expect(follow('elsewhere')).toBeNull();
    expect(follow('new-tab')).toBeNull();
    expect(follow('download')).toBeNull();
    expect(follow('page', {ctrlKey: true})).toBeNull();
    expect(follow('page', {button: 1})).toBeNull();
  });

  it('shows for a form submitted in this tab, not for one opening a tab or closing a dialog', () => {
    expect(submit('checkout')).toBeNull();
    expect(submit('close')).toBeNull();
    expect(submit('search')?.textContent).toBe(MESSAGES.loading);
  });

  it('does not show when a script took the click over', () => {
    get('#page').addEventListener('click', (event) => event.preventDefault());
    expect(follow('page')).toBeNull();
  });

  it('shows one spinner at a time and goes when the page is shown again from the history cache', () => {
    submit('search');
    submit('search');
    expect(document.querySelectorAll('body > [role="status"]')).toHaveLength(1);
    window.dispatchEvent(new Event('pageshow'));
    expect(spinner()).toBeNull();
  });
});
