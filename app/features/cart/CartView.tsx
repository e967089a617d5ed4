import {useCopy} from '~/features/markets/use-copy';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {attr} from '~/elements/contract';
import {
  CART_DOM,
  CART_FIELDS,
  MAX_LINE_QUANTITY,
} from '~/features/cart/cart-contract';

import {ROUTES} from '~/lib/navigation';
import {ProductImage} from '~/features/catalog/ProductImage';
import {CartActionForm} from './CartActionForm';
import {CartSummary} from './CartSummary';
import {CheckoutForm} from './CheckoutForm';

import {useFormatMoney, useLocalize} from '~/features/markets/use-market';
import {isNotSoldHere} from '~/features/markets/not-sold';

type CartLine = CartApiQueryFragment['lines']['nodes'][number];
type Money = Parameters<ReturnType<typeof useFormatMoney>>[0];

/** 80 px thumbnails: 1x, 2x and 3x screens. */
const CART_IMAGE_WIDTHS = [80, 160, 240];

/** Lines, total and checkout; or the empty state. Used by the cart page and the drawer. */
export function CartView({
  cart,
  notices = [],
}: {
  cart: CartApiQueryFragment | null | undefined;
  /** What Shopify changed by itself in the last change (cart-notices.ts). */
  notices?: string[];
}) {
  const {CART_COPY} = useCopy('cart');
  const {MESSAGES} = useCopy('messages');
  const localize = useLocalize();
  const lines = cart?.lines.nodes ?? [];
  const told = notices.length ? (
    <div role="status" className="cart-notices">
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  ) : null;
  if (!cart || lines.length === 0) {
    return (
      <div className="cart-empty">
        {told}
        <p>{MESSAGES.cartEmpty}</p>
        <a href={localize(ROUTES.shop)} className="button-primary">
          {CART_COPY.browseShop}
        </a>
      </div>
    );
  }
  return (
    <div className="cart">
      {told}
      <ul
        aria-label={CART_COPY.lines}
        className="cart-lines"
        {...attr(CART_DOM.lines)}
      >
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      <div className="cart-totals">
        <CartSummary cart={cart} />
        <CheckoutForm />
        <CartActionForm intent="clear" className="text-center">
          <button type="submit" className="text-button">
            {CART_COPY.clear}
          </button>
        </CartActionForm>
      </div>
    </div>
  );
}

/**
 * One line. While a change to it is in flight, <cart-view> (app/features/cart/cart-view.element.ts)
 * marks it busy and shows the quantity asked for (CART_DOM.line, CART_DOM.lineQuantity).
 */
function CartLineItem({line}: {line: CartLine}) {
  const {CART_COPY} = useCopy('cart');
  const {quantity} = line;

  const {merchandise} = line;
  const showVariantTitle = merchandise.title !== 'Default Title';
  const name = `${merchandise.product.title}${showVariantTitle ? `, ${merchandise.title}` : ''}`;
  return (
    <li
      className="cart-line"
      {...attr(CART_DOM.line, line.id)}
      {...attr(CART_DOM.lineMerchandise, merchandise.id)}
    >
      <LineImage
        image={merchandise.image}
        productTitle={merchandise.product.title}
      />
      <div>
        <LineHeading
          productTitle={merchandise.product.title}
          productHandle={merchandise.product.handle}
          variantTitle={showVariantTitle ? merchandise.title : null}
          price={line.cost.amountPerQuantity}
          notSoldHere={isNotSoldHere(merchandise)}
        />
        <div className="line-controls">
          <div className="stepper">
            <CartActionForm
              intent="set-quantity"
              fields={{
                [CART_FIELDS.lineId]: line.id,
                [CART_FIELDS.quantity]: quantity - 1,
              }}
            >
              <button type="submit" aria-label={CART_COPY.decrease(name)}>
                −
              </button>
            </CartActionForm>
            <span
              aria-label={CART_COPY.quantityOf(name)}
              aria-live="polite"
              {...attr(CART_DOM.lineQuantity)}
            >
              {quantity}
            </span>
            <CartActionForm
              intent="set-quantity"
              fields={{
                [CART_FIELDS.lineId]: line.id,
                [CART_FIELDS.quantity]: quantity + 1,
              }}
            >
              <button
                type="submit"
                disabled={quantity >= MAX_LINE_QUANTITY}
                className="disabled:opacity-40"
                aria-label={CART_COPY.increase(name)}
              >
                +
              </button>
            </CartActionForm>
          </div>
          <CartActionForm
            intent="remove"
            fields={{[CART_FIELDS.lineId]: line.id}}
          >
            <button
              type="submit"
              className="text-button"
              aria-label={CART_COPY.removeLine(name)}
            >
              {CART_COPY.remove}
            </button>
          </CartActionForm>
        </div>
      </div>
    </li>
  );
}

type LineImageData = {url: string; altText?: string | null} | null | undefined;

function LineImage({
  image,
  productTitle,
}: {
  image: LineImageData;
  productTitle: string;
}) {
  return (
    <div>
      <ProductImage
        image={
          image
            ? {url: image.url, altText: image.altText ?? productTitle}
            : null
        }
        sizes="80px"
        widths={CART_IMAGE_WIDTHS}
      />
    </div>
  );
}

function LineHeading({
  productTitle,
  productHandle,
  variantTitle,
  price,
  notSoldHere = false,
}: {
  productTitle: string;
  productHandle: string;
  variantTitle: string | null;
  price: Money;
  /** A line the page's market does not sell (after a market switch): flagged. */
  notSoldHere?: boolean;
}) {
  const formatMoney = useFormatMoney();
  const localize = useLocalize();
  const {CART_COPY} = useCopy('cart');
  return (
    <div className="line-heading">
      <div>
        <a href={localize(ROUTES.product(productHandle))}>{productTitle}</a>
        {variantTitle ? <p className="note">{variantTitle}</p> : null}
        {notSoldHere ? (
          <p className="not-sold-here" data-not-sold-here="">
            {CART_COPY.notSoldHere}
          </p>
        ) : null}
      </div>
      <span>{formatMoney(price)}</span>
    </div>
  );
}

/**
 * The line an add will make, as a <template> in the add form (CART_DOM.pendingLine):
 * <cart-drawer> shows a copy while the add is in flight, with the quantity asked for, and
 * the cart the answer carries replaces it. Busy, without forms: nothing to change yet.
 */
export function PendingCartLine({
  merchandiseId,
  productTitle,
  productHandle,
  variantTitle,
  price,
  image,
}: {
  merchandiseId: string;
  productTitle: string;
  productHandle: string;
  variantTitle: string | null;
  price: Money;
  image: LineImageData;
}) {
  const {CART_COPY} = useCopy('cart');
  const name = variantTitle ? `${productTitle}, ${variantTitle}` : productTitle;
  return (
    <template {...attr(CART_DOM.pendingLine)}>
      <li
        className="cart-line"
        aria-busy="true"
        {...attr(CART_DOM.line, '')}
        {...attr(CART_DOM.lineMerchandise, merchandiseId)}
      >
        <LineImage image={image} productTitle={productTitle} />
        <div>
          <LineHeading
            productTitle={productTitle}
            productHandle={productHandle}
            variantTitle={variantTitle}
            price={price}
          />
          <span
            aria-label={CART_COPY.quantityOf(name)}
            {...attr(CART_DOM.lineQuantity)}
          >
            1
          </span>
        </div>
      </li>
    </template>
  );
}
