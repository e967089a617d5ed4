// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  click,
  define,
  deferred,
  get,
  jsonResponse,
  mount,
  settle,
  stubFetch,
} from '~/elements/test-support';
import {ToastRegion} from '~/elements/toasts.element';
import {MESSAGES} from '~/lib/messages';
import {CART_DATA_PATH, CART_FIELDS} from './cart-contract';
import {cartPostsWaiting} from './cart-post-queue';
import {cartFragment, cartViewHtml, cartWith} from './cart-test-support';
import {CART_COPY} from './copy';
import {CartForm} from './cart-form.element';
import {CartView} from './cart-view.element';

define('cart-form', CartForm);
define('cart-view', CartView);
define('toast-region', ToastRegion);

type Post = {
  fields: Record<string, string>;
  answer: ReturnType<typeof deferred<Response>>;
};

let posts: Post[];

beforeEach(() => {
  posts = [];
  // Only the posts: a change is one request, its answer carries the cart (no GET /cart).
  stubFetch(async (url, init) => {
    if (url === CART_DATA_PATH && init?.method === 'POST') {
      const answer = deferred<Response>();
      const fields = Object.fromEntries(
        [...(init.body as FormData)].map(([name, value]) => [
          name,
          String(value),
        ]),
      );
      posts.push({fields, answer});
      return answer.promise;
    }
    throw new Error(`unexpected fetch of ${url}`);
  });
  mount(
    cartViewHtml(
      cartWith([
        {id: 'L1', title: 'Grill cover', quantity: 1},
        {id: 'L2', title: 'Lump charcoal', quantity: 2},
      ]),
    ) + '<toast-region><ol data-toast-list></ol></toast-region>',
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
});

const button = (label: string) => get(`button[aria-label="${label}"]`);
const sent = () =>
  posts.map(({fields}) =>
    [
      fields[CART_FIELDS.intent],
      fields[CART_FIELDS.lineId],
      fields[CART_FIELDS.quantity],
    ].join(' '),
  );

describe('<cart-form>: the post queue', () => {
  it('sends posts one after another in the order the shopper made them, whichever answer is slower', async () => {
    click(button(CART_COPY.increase('Grill cover')));
    click(button(CART_COPY.removeLine('Lump charcoal')));
    click(button(CART_COPY.decrease('Grill cover')));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    await settle();
    // Sent together, the later posts would be answered first (the first one is slow):
    // they wait for its answer instead.
    expect(sent()).toEqual(['set-quantity L1 2']);
    expect(cartPostsWaiting()).toBe(3);

    posts[0]!.answer.resolve(jsonResponse({errors: [], cartCount: 4}));
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    await settle();
    expect(sent()).toEqual(['set-quantity L1 2', 'remove L2 ']);

    posts[1]!.answer.resolve(jsonResponse({errors: [], cartCount: 2}));
    await vi.waitFor(() => expect(posts).toHaveLength(3));
    // "−" after "+" asks for the quantity shown after "+", not the one first rendered.
    expect(sent()[2]).toBe('set-quantity L1 1');
  });

  it('shows the cart its answer carries once the last post is answered, not before, and asks for nothing else', async () => {
    const fetch = vi.mocked(globalThis.fetch);
    click(button(CART_COPY.increase('Grill cover')));
    click(button(CART_COPY.increase('Lump charcoal')));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.answer.resolve(
      jsonResponse({
        errors: [],
        cartCount: 4,
        html: cartFragment(
          cartWith([
            {id: 'L1', title: 'Grill cover', quantity: 2},
            {id: 'L2', title: 'Lump charcoal', quantity: 2},
          ]),
        ),
      }),
    );
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    await settle();
    // One post still waits: the cart as it is now would undo what it will set.
    expect(
      get(`[aria-label="${CART_COPY.quantityOf('Lump charcoal')}"]`)
        .textContent,
    ).toBe('3');
    expect(get('cart-view').getAttribute('data-cart-count')).toBe('3');

    posts[1]!.answer.resolve(
      jsonResponse({
        errors: [],
        cartCount: 5,
        html: cartFragment(
          cartWith([
            {id: 'L1', title: 'Grill cover', quantity: 2},
            {id: 'L2', title: 'Lump charcoal', quantity: 3},
          ]),
        ),
      }),
    );
    await vi.waitFor(() =>
      expect(get('cart-view').getAttribute('data-cart-count')).toBe('5'),
    );
    expect(
      get(`[aria-label="${CART_COPY.quantityOf('Lump charcoal')}"]`)
        .textContent,
    ).toBe('3');
    // The server's rendering, not the optimistic one: no line is busy any more.
    expect(document.querySelector('[data-cart-line][aria-busy]')).toBeNull();
    expect(get('cart-view').hasAttribute('aria-busy')).toBe(false);
    // Two changes, two requests: both posts, nothing fetched after them.
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual([
      'POST',
      'POST',
    ]);
  });
});

describe('<cart-form>: one form', () => {
  it('shows the busy label and ignores a second submit while its post is in flight', async () => {
    const checkout = [
      ...document.querySelectorAll<HTMLButtonElement>('button'),
    ].find((button) => button.textContent === MESSAGES.checkoutButton)!;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi
      .spyOn(window.location, 'assign')
      .mockImplementation(() => {});
    click(checkout);
    click(checkout);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(checkout.textContent).toBe(CART_COPY.creatingCheckout);
    expect(checkout.disabled).toBe(true);
    expect(checkout.closest('form')?.getAttribute('aria-busy')).toBe('true');

    posts[0]!.answer.resolve(
      jsonResponse({errors: [], checkoutUrl: 'https://checkout.example/1'}),
    );
    await vi.waitFor(() => expect(checkout.disabled).toBe(false));
    expect(checkout.textContent).toBe(MESSAGES.checkoutButton);
    expect(posts).toHaveLength(1);
    // A blocked pop-up falls back to this tab.
    expect(open).toHaveBeenCalledWith('https://checkout.example/1', '_blank');
    expect(assign).toHaveBeenCalledWith('https://checkout.example/1');
  });

  it("shows Shopify's refusal in the form's own alert, and a bare button's as a toast", async () => {
    const code = get<HTMLInputElement>(
      `input[name="${CART_FIELDS.discountCode}"]`,
    );
    code.value = 'NOPE';
    click(get('button', code.closest('form')!));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    posts[0]!.answer.resolve(jsonResponse({errors: ['Not a code we know.']}));
    const slot = get('[data-form-message]', code.closest('form')!);
    await vi.waitFor(() =>
      expect(slot.textContent).toBe('Not a code we know.'),
    );
    expect(code.getAttribute('aria-invalid')).toBe('true');

    click(button(CART_COPY.removeLine('Grill cover')));
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    posts[1]!.answer.resolve(new Response('<h1>Bad gateway</h1>'));
    await vi.waitFor(() =>
      expect(get('toast-region .toast').textContent).toBe(
        MESSAGES.cartUpdateFailed,
      ),
    );
  });
});
