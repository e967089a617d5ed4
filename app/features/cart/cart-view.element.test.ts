// @vitest-environment happy-dom
import {createElement} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  click,
  define,
  deferred,
  get,
  jsonResponse,
  mount,
  serverHtml,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {
  CART_CHANGED,
  CART_DATA_PATH,
  CART_PATH,
  CART_PENDING,
} from './cart-contract';
import {SPECULATION_RULES} from '~/features/http/speculation-rules';
import {cartPostsWaiting} from './cart-post-queue';
import {cartFragment, cartViewHtml, cartWith} from './cart-test-support';
import {CART_COUNT_COOKIE} from './cart-count-cookie';
import {CART_COPY} from './copy';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import {showCartCount} from './cart-count.element';
import {AddToCartForm} from './AddToCartForm';
import {CartButton} from './CartButton';
import {CartDrawer} from './cart-drawer.element';
import {CartForm} from './cart-form.element';
import {CartView} from './cart-view.element';

define('cart-form', CartForm);
define('cart-view', CartView);

type Post = {answer: ReturnType<typeof deferred<Response>>};
let posts: Post[];
/** GET /api/cart: the cart's markup, asked for by a view with nothing to show yet. */
let cartLoads: Array<ReturnType<typeof deferred<Response>>>;

beforeEach(() => {
  posts = [];
  cartLoads = [];
  // Never /cart: the cart views get the cart's markup from /api/cart's answers.
  stubFetch((url, init) => {
    if (url === CART_DATA_PATH && init?.method === 'POST') {
      const answer = deferred<Response>();
      posts.push({answer});
      return answer.promise;
    }
    if (url === CART_DATA_PATH) {
      const answer = deferred<Response>();
      cartLoads.push(answer);
      return answer.promise;
    }
    return Promise.reject(new Error(`unexpected fetch of ${url}`));
  });
  mount(
    cartViewHtml(
      cartWith([
        {id: 'L1', title: 'Grill cover', quantity: 2},
        {id: 'L2', title: 'Lump charcoal', quantity: 1},
      ]),
    ),
  );
});

afterEach(async () => {
  // Answer what is left (queued posts are sent as earlier ones are answered), so no
  // post waits into the next test: the queue is the page's.
  await vi.waitFor(() => {
    for (const post of posts) post.answer.resolve(jsonResponse({errors: []}));
    expect(cartPostsWaiting()).toBe(0);
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = `${CART_COUNT_COOKIE}=; Max-Age=0; Path=/`;
});

const button = (label: string) => get(`button[aria-label="${label}"]`);
const quantityShown = (title: string) =>
  get(`[aria-label="${CART_COPY.quantityOf(title)}"]`).textContent;
const lineOf = (title: string) =>
  get(`[aria-label="${CART_COPY.quantityOf(title)}"]`).closest('li')!;
/** What /api/cart answers: the cart's markup and count (app/routes/api.cart.tsx). */
const cartAnswer = (quantity: number, extra: Record<string, unknown> = {}) =>
  jsonResponse({
    errors: [],
    cartCount: quantity,
    html: cartFragment(cartWith([{id: 'L1', title: 'Grill cover', quantity}])),
    ...extra,
  });

describe('<cart-view>: the change shows before the server answers', () => {
  it('shows the quantity asked for at once, and a second click builds on it', async () => {
    click(button(CART_COPY.increase('Grill cover')));
    expect(quantityShown('Grill cover')).toBe('3');
    expect(lineOf('Grill cover').getAttribute('aria-busy')).toBe('true');
    click(button(CART_COPY.decrease('Grill cover')));
    expect(quantityShown('Grill cover')).toBe('2');
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    // The other line is untouched.
    expect(quantityShown('Lump charcoal')).toBe('1');
    expect(lineOf('Lump charcoal').hasAttribute('aria-busy')).toBe(false);
  });

  it('hides a line being removed, or set to zero', async () => {
    click(button(CART_COPY.removeLine('Grill cover')));
    expect(lineOf('Grill cover').hidden).toBe(true);
    click(button(CART_COPY.decrease('Lump charcoal')));
    expect(lineOf('Lump charcoal').hidden).toBe(true);
  });

  it('drops a cart that was loading when a new change started: it predates the change', async () => {
    const view = get<CartView>('cart-view');
    const refreshing = view.refresh();
    expect(view.getAttribute('aria-busy')).toBe('true');
    view.dispatchEvent(
      new CustomEvent(CART_PENDING, {
        bubbles: true,
        detail: {lineId: 'L1', quantity: 5},
      }),
    );
    cartLoads[0]!.resolve(cartAnswer(2));
    await refreshing;
    expect(quantityShown('Grill cover')).toBe('5');
  });

  it('after the last answer shows the cart it carries and its count, with no other request', async () => {
    mount(
      serverHtml(createElement(CartButton)) +
        cartViewHtml(
          cartWith([
            {id: 'L1', title: 'Grill cover', quantity: 2},
            {id: 'L2', title: 'Lump charcoal', quantity: 1},
          ]),
        ),
    );
    click(button(CART_COPY.increase('Grill cover')));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.answer.resolve(cartAnswer(3));
    await vi.waitFor(() =>
      expect(lineOf('Grill cover').hasAttribute('aria-busy')).toBe(false),
    );
    expect(quantityShown('Grill cover')).toBe('3');
    expect(cartLoads).toHaveLength(0);
    expect(document.body.textContent).not.toContain('Lump charcoal');
    // The header's cart link says so too.
    expect(get('a[href="/cart"]').getAttribute('aria-label')).toBe(
      CART_COPY.linkLabel(3),
    );
  });

  it('falls back to the cart page when the cart cannot be loaded', async () => {
    const assign = vi
      .spyOn(window.location, 'assign')
      .mockImplementation(() => {});
    const refreshing = get<CartView>('cart-view').refresh();
    cartLoads[0]!.resolve(jsonResponse({error: 'not the cart'}, 502));
    await refreshing;
    expect(assign).toHaveBeenCalledWith(CART_PATH);
  });
});

describe('the header cart link’s count on a German page (issue 30)', () => {
  it('labels the link with the page’s German words', () => {
    mount(serverHtml(createElement(CartButton), '/de-de', 'DE'));
    const german = COPY_CATALOGUES.cart.DE.CART_COPY;
    for (const count of [0, 1, 3, 12]) {
      showCartCount(count);
      expect(
        get('[data-cart-badge]').closest('a')!.getAttribute('aria-label'),
      ).toBe(german.linkLabel(count));
    }
    expect(german.linkLabel(3)).not.toBe(CART_COPY.linkLabel(3));
  });
});

describe('<cart-drawer>', () => {
  beforeEach(() => {
    define('cart-drawer', CartDrawer);
    mount(
      serverHtml(createElement(CartButton)) + '<cart-drawer></cart-drawer>',
    );
  });

  it('builds its drawer: a labelled dialog with a close button and an empty <cart-view>, in the page’s language', () => {
    const dialog = get('cart-drawer > dialog');
    const title = get(`#${dialog.getAttribute('aria-labelledby')}`, dialog);
    expect(title.textContent).toBe(CART_COPY.title);
    expect(
      get('form[method="dialog"] button', dialog).getAttribute('aria-label'),
    ).toBe(CART_COPY.closeDrawer);
    expect(get('cart-view', dialog).children).toHaveLength(0);
    mount(serverHtml(null, '/de-de', 'DE') + '<cart-drawer></cart-drawer>');
    const german = COPY_CATALOGUES.cart.DE.CART_COPY;
    expect(get('cart-drawer h2').textContent).toBe(german.title);
    expect(get('cart-drawer button').getAttribute('aria-label')).toBe(
      german.closeDrawer,
    );
    expect(german.title).not.toBe(CART_COPY.title);
  });

  it('shows the count the cart answers left in a cookie, without asking the server', async () => {
    document.cookie = `${CART_COUNT_COOKIE}=3; Path=/`;
    mount(
      serverHtml(createElement(CartButton)) + '<cart-drawer></cart-drawer>',
    );
    const link = get('a[href="/cart"]');
    await vi.waitFor(() =>
      expect(link.getAttribute('aria-label')).toBe(CART_COPY.linkLabel(3)),
    );
    const badge = get('[data-cart-badge]', link);
    expect(badge.textContent).toBe('3');
    expect(badge.hidden).toBe(false);
    expect(vi.mocked(globalThis.fetch)).not.toHaveBeenCalled();
  });

  it('opens on the cart an add carries, without loading it again', async () => {
    const dialog = get<HTMLDialogElement>('cart-drawer dialog');
    document.dispatchEvent(
      new CustomEvent(CART_CHANGED, {
        detail: {
          open: true,
          settled: true,
          count: 4,
          html: cartFragment(
            cartWith([{id: 'L1', title: 'Grill cover', quantity: 4}]),
          ),
        },
      }),
    );
    expect(dialog.open).toBe(true);
    expect(quantityShown('Grill cover')).toBe('4');
    expect(get('a[href="/cart"]').getAttribute('aria-label')).toBe(
      CART_COPY.linkLabel(4),
    );
    await settle();
    expect(vi.mocked(globalThis.fetch)).not.toHaveBeenCalled();
  });

  it('opens on a plain click of the cart link and loads the cart; other clicks follow the link', async () => {
    const dialog = get<HTMLDialogElement>('cart-drawer dialog');
    const withCtrl = click(get('a[href="/cart"]'), {ctrlKey: true});
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(dialog.open).toBe(false);

    const plain = click(get('a[href="/cart"]'));
    expect(plain.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    // The drawer's first frame comes before the request (its cost is not the click's).
    expect(cartLoads).toHaveLength(0);
    await vi.waitFor(() => expect(cartLoads).toHaveLength(1));
    cartLoads[0]!.resolve(cartAnswer(2));
    await vi.waitFor(() => expect(quantityShown('Grill cover')).toBe('2'));
    await settle();
  });

  it('keeps the cart links out of the Speculation Rules: with the drawer, /cart is never shown after a hover', () => {
    const link = get('a[href="/cart"]');
    for (const rules of [
      SPECULATION_RULES.prerender,
      SPECULATION_RULES.prefetch,
    ]) {
      const optOut = rules[0].where.and[1].not.selector_matches;
      expect(link.matches(optOut)).toBe(true);
    }
  });
});

describe('<cart-drawer>: an add shows its line before the server answers', () => {
  const LINE = {
    productTitle: 'Ember cover',
    productHandle: 'ember-cover',
    variantTitle: null,
    price: {amount: '49.0', currencyCode: 'USD'},
    image: null,
  } as const;
  const addForm = (merchandiseId: string) =>
    serverHtml(
      createElement(AddToCartForm, {
        merchandiseId,
        withQuantity: true,
        line: LINE,
      }),
      '/store/product/ember-cover',
    );

  beforeEach(() => {
    define('cart-drawer', CartDrawer);
  });

  const addButton = () =>
    [...document.querySelectorAll('button')].find(
      (button) => button.textContent === CART_COPY.addToCart,
    )!;
  const drawerLines = () =>
    [...document.querySelectorAll('cart-drawer [data-cart-line]')].map(
      (line) =>
        `${line.querySelector('a')?.textContent} x${line.querySelector('[data-line-quantity]')?.textContent}${line.getAttribute('aria-busy') ? ' (busy)' : ''}`,
    );

  it('opens the drawer on the pending line at once, with the quantity asked for; the answer replaces it', async () => {
    mount(
      '<cart-drawer></cart-drawer>' +
        addForm('gid://shopify/ProductVariant/NEW'),
    );
    const dialog = get<HTMLDialogElement>('cart-drawer dialog');
    (get('input[name="quantity"]') as HTMLInputElement).value = '3';
    click(addButton());
    expect(dialog.open).toBe(true);
    expect(drawerLines()).toEqual(['Ember cover x3 (busy)']);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.answer.resolve(
      jsonResponse({
        errors: [],
        cartCount: 3,
        html: cartFragment(
          cartWith([{id: 'L9', title: 'Ember cover', quantity: 3}]),
        ),
      }),
    );
    await vi.waitFor(() => expect(drawerLines()).toEqual(['Ember cover x3']));
    expect(cartLoads).toHaveLength(0);
  });

  it('a drawer the shopper closed before the answer stays closed; the answer still updates the cart and the count', async () => {
    mount(
      '<cart-drawer></cart-drawer>' +
        addForm('gid://shopify/ProductVariant/NEW'),
    );
    const dialog = get<HTMLDialogElement>('cart-drawer dialog');
    click(addButton());
    expect(dialog.open).toBe(true);
    dialog.close();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.answer.resolve(
      jsonResponse({
        errors: [],
        cartCount: 1,
        html: cartFragment(
          cartWith([{id: 'L9', title: 'Ember cover', quantity: 1}]),
        ),
      }),
    );
    await vi.waitFor(() => expect(drawerLines()).toEqual(['Ember cover x1']));
    expect(dialog.open).toBe(false);
  });

  it('adds to the line of the same variant when the drawer shows it', async () => {
    mount(
      '<cart-drawer></cart-drawer>' +
        addForm('gid://shopify/ProductVariant/L1'),
    );
    document.dispatchEvent(
      new CustomEvent(CART_CHANGED, {
        detail: {
          open: false,
          settled: true,
          count: 2,
          html: cartFragment(
            cartWith([{id: 'L1', title: 'Grill cover', quantity: 2}]),
          ),
        },
      }),
    );
    click(addButton());
    expect(drawerLines()).toEqual(['Grill cover x3 (busy)']);
  });

  it('takes the line back and closes the drawer when the add is refused', async () => {
    mount(
      '<cart-drawer></cart-drawer>' +
        addForm('gid://shopify/ProductVariant/NEW'),
    );
    const dialog = get<HTMLDialogElement>('cart-drawer dialog');
    click(addButton());
    expect(drawerLines()).toEqual(['Ember cover x1 (busy)']);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.answer.resolve(jsonResponse({errors: ['Sold out.']}));
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    expect(drawerLines()).toEqual([]);
    expect(get('cart-form [role="alert"]').textContent).toBe('Sold out.');
  });

  it('without a pending line (the recipes page), the drawer waits for the answer as before', async () => {
    mount(
      '<cart-drawer></cart-drawer>' +
        serverHtml(
          createElement(AddToCartForm, {
            merchandiseId: 'gid://shopify/ProductVariant/NEW',
          }),
        ),
    );
    click(addButton());
    expect(get<HTMLDialogElement>('cart-drawer dialog').open).toBe(false);
    expect(drawerLines()).toEqual([]);
  });
});
