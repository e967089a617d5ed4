// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  click,
  define,
  deferred,
  get,
  htmlResponse,
  mount,
  page,
  stubFetch,
} from '~/elements/test-support';
import {VARIANT_PICKER_DOM} from './catalog-contract';
import {VariantPicker} from './variant-picker.element';

define('variant-picker', VariantPicker);

const PRODUCT = '/store/product/classic-18';
const PACKAGES = {
  'Grill only': '$1,099.00',
  'Complete bundle': '$1,399.00',
} as const;
type Package = keyof typeof PACKAGES;

/** ProductDetails' shape, reduced to what the element relies on: the option links' mark. */
function details(chosen: Package) {
  const option = (value: Package) =>
    `<a href="${PRODUCT}?${new URLSearchParams({Package: value})}" ${
      VARIANT_PICKER_DOM.option
    }="Package=${value}"${value === chosen ? ' aria-current="true"' : ''}>${value}</a>`;
  return `<variant-picker>
    <p id="price">${PACKAGES[chosen]}</p>
    ${option('Grill only')} ${option('Complete bundle')}
    <a href="/store/product/titan-24?Package=Grill+only" ${VARIANT_PICKER_DOM.option}="Model=Titan 24">Titan 24</a>
  </variant-picker>`;
}

let answers: Array<{
  url: string;
  answer: ReturnType<typeof deferred<Response>>;
}>;

beforeEach(() => {
  answers = [];
  stubFetch((url) => {
    const answer = deferred<Response>();
    answers.push({url, answer});
    return answer.promise;
  });
  history.replaceState(null, '', PRODUCT);
  mount(`<h1>Classic 18</h1>${details('Grill only')}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const link = (name: string) =>
  [...document.querySelectorAll('variant-picker a')].find(
    (a) => a.textContent === name,
  )!;
const price = () => get('#price').textContent;

describe('<variant-picker>', () => {
  it('swaps in the chosen variant in place: same history entry, same scroll, focus on the choice', async () => {
    const entries = history.length;
    const event = click(link('Complete bundle'));
    expect(event.defaultPrevented).toBe(true);
    expect(get('variant-picker').getAttribute('aria-busy')).toBe('true');
    // Nothing in the old variant can be used meanwhile (its Add to cart, say).
    expect(get('variant-picker').hasAttribute('inert')).toBe(true);
    expect(answers.map(({url}) => url)).toEqual([
      `${location.origin}${PRODUCT}?Package=Complete+bundle`,
    ]);

    answers[0]!.answer.resolve(htmlResponse(page(details('Complete bundle'))));
    await vi.waitFor(() => expect(price()).toBe(PACKAGES['Complete bundle']));
    expect(location.pathname + location.search).toBe(
      `${PRODUCT}?Package=Complete+bundle`,
    );
    expect(history.length).toBe(entries);
    expect(link('Complete bundle').getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(link('Complete bundle'));
    expect(get('variant-picker').hasAttribute('aria-busy')).toBe(false);
    expect(get('variant-picker').hasAttribute('inert')).toBe(false);
    // Only the picker's content changed.
    expect(get('h1').textContent).toBe('Classic 18');
  });

  it('leaves modified clicks and links to another product to the browser', () => {
    for (const init of [{ctrlKey: true}, {metaKey: true}, {shiftKey: true}])
      expect(click(link('Complete bundle'), init).defaultPrevented).toBe(false);
    expect(click(link('Titan 24')).defaultPrevented).toBe(false);
    expect(answers).toEqual([]);
  });

  it('drops a choice still loading when the details leave the page', async () => {
    const replace = vi
      .spyOn(window.location, 'replace')
      .mockImplementation(() => {});
    click(link('Complete bundle'));
    const picker = get('variant-picker');
    picker.remove();
    answers[0]!.answer.resolve(htmlResponse(page(details('Complete bundle'))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(location.search).toBe('');
    expect(replace).not.toHaveBeenCalled();
    expect(get('#price', picker).textContent).toBe(PACKAGES['Grill only']);
  });

  it('falls back to loading the variant page in place of this one when the answer is no product', async () => {
    const replace = vi
      .spyOn(window.location, 'replace')
      .mockImplementation(() => {});
    click(link('Complete bundle'));
    answers[0]!.answer.resolve(htmlResponse(page('<p>Maintenance</p>'), 503));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(String(replace.mock.calls[0]![0])).toBe(
      `${location.origin}${PRODUCT}?Package=Complete+bundle`,
    );
    expect(price()).toBe(PACKAGES['Grill only']);
  });
});
