import {useCopy} from '~/features/markets/use-copy';
import {getProductOptions, type MappedProductOptions} from '@shopify/hydrogen';
import {useLocation} from 'react-router';
import type {ProductImageFieldsFragment} from 'storefrontapi.generated';
import {attr} from '~/elements/contract';
import {AddToCartForm} from '~/features/cart/AddToCartForm';
import {confirmationIn} from '~/features/cart/cart-confirmation';
import {CartAddedNotice, variantName} from '~/features/cart/CartAddedNotice';
import {ROUTES} from '~/lib/navigation';
import type {ProductForPage} from '~/features/catalog/product-page';
import {compareAtPriceOf, isOnSale} from '~/features/catalog/product-pricing';
import {VARIANT_PICKER_DOM} from './catalog-contract';

import {ProductBadge} from './ProductBadge';
import {ProductImage} from './ProductImage';
import {ProductPrice} from './ProductPrice';
import {useLocalize} from '~/features/markets/use-market';
import {isNotSoldHere} from '~/features/markets/not-sold';

type OptionValue = MappedProductOptions['optionValues'][number];

/**
 * A product with its gallery, price, options, availability, add to cart and description.
 * The chosen variant lives in the URL (`?Color=Ember+Red`): every option value is a plain
 * link to that variant's page, which works without JavaScript; with it, <variant-picker>
 * (variant-picker.element.ts) swaps in the variant in place, keeping the scroll position
 * and the history entry.
 */
export function ProductDetails({
  product,
  eyebrow,
}: {
  product: ProductForPage;
  eyebrow: string;
}) {
  const {CATALOG_COPY} = useCopy('catalog');
  const selectedVariant = product.selectedOrFirstAvailableVariant;
  // Not sold in the market's country (issue 30): said so, and nothing to add.
  const notSoldHere = selectedVariant ? isNotSoldHere(selectedVariant) : false;
  const options = getProductOptions(product);
  const {pathname, search} = useLocation();
  const confirmation = confirmationIn(search);

  return (
    <variant-picker className="product-page">
      <ProductGallery
        images={product.images.nodes}
        featured={selectedVariant?.image}
      />
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h1>{product.title}</h1>
        {selectedVariant ? (
          <>
            <div className="price-row">
              <ProductPrice
                price={selectedVariant.price}
                compareAtPrice={compareAtPriceOf(selectedVariant)}
              />
              {isOnSale(selectedVariant) ? (
                <ProductBadge tone="sale">{CATALOG_COPY.sale}</ProductBadge>
              ) : null}
            </div>
            {notSoldHere ? (
              <p role="status" className="not-sold-here" data-not-sold-here="">
                {CATALOG_COPY.notSoldHere}
              </p>
            ) : (
              <Availability available={selectedVariant.availableForSale} />
            )}
            <div className="options">
              {options
                .filter((option) => option.optionValues.length > 1)
                .map((option) => (
                  <OptionPicker
                    key={option.name}
                    option={option}
                    pathname={pathname}
                  />
                ))}
            </div>
            {notSoldHere ? null : (
              <div className="purchase">
                <AddToCartForm
                  key={selectedVariant.id}
                  merchandiseId={selectedVariant.id}
                  disabled={!selectedVariant.availableForSale}
                  withQuantity
                  line={{
                    productTitle: product.title,
                    productHandle: product.handle,
                    variantTitle:
                      selectedVariant.title === 'Default Title'
                        ? null
                        : selectedVariant.title,
                    price: selectedVariant.price,
                    image: selectedVariant.image ?? product.images.nodes[0],
                  }}
                />
              </div>
            )}
            {confirmation ? (
              <CartAddedNotice
                confirmation={confirmation}
                name={
                  confirmation.variantId === selectedVariant.id
                    ? variantName(product.title, selectedVariant.title)
                    : product.title
                }
                className="mt-4"
              />
            ) : null}
          </>
        ) : null}
        <section aria-labelledby="description-title" className="description">
          <h2 id="description-title">{CATALOG_COPY.description}</h2>
          {/* Merchant-authored HTML from the store's catalog. */}
          <div dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
        </section>
      </div>
    </variant-picker>
  );
}

/**
 * A thumbnail is at most 25vw of a 767 px window (192 px): 640 px covers it at three
 * device pixels per CSS pixel, so the larger widths would only lengthen every product
 * page's HTML.
 */
const THUMBNAIL_WIDTHS = [160, 320, 480, 640] as const;

/** The chosen variant's image (or the product's first) large and first; the others below, lazily. */
function ProductGallery({
  images,
  featured,
}: {
  images: ProductImageFieldsFragment[];
  featured?: ProductImageFieldsFragment | null;
}) {
  const main = images.find((image) => image.id === featured?.id) ?? images[0];
  if (!main)
    return (
      <div>
        <ProductImage
          image={null}
          sizes="(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw"
          eager
        />
      </div>
    );
  const others = images.filter((image) => image.id !== main.id);
  return (
    <div>
      <ProductImage
        key={main.id}
        image={main}
        sizes="(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw"
        priority
      />
      {others.length ? (
        <ul className="thumbnails">
          {others.map((image) => (
            <li key={image.id}>
              <ProductImage
                image={image}
                sizes="(min-width: 1280px) 9rem, (min-width: 768px) 12vw, 25vw"
                widths={THUMBNAIL_WIDTHS}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Availability({available}: {available: boolean}) {
  const {CATALOG_COPY} = useCopy('catalog');
  return (
    <p className={available ? 'availability in-stock' : 'availability'}>
      <span aria-hidden />
      {available ? CATALOG_COPY.inStock : CATALOG_COPY.soldOutChoice}
    </p>
  );
}

function OptionPicker({
  option,
  pathname,
}: {
  option: MappedProductOptions;
  pathname: string;
}) {
  const labelId = `option-${option.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`;
  const chosen = option.optionValues.find((value) => value.selected);
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId}>
        {option.name}
        {chosen ? <span>{`: ${chosen.name}`}</span> : null}
      </p>
      <ul>
        {option.optionValues.map((value) => (
          <li key={value.name}>
            <OptionValueLink
              option={option.name}
              value={value}
              pathname={pathname}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A link to the variant with this value (and the other choices kept where such a variant
 * exists), marked for <variant-picker>. A combination that does not exist is shown, not
 * linked.
 */
function OptionValueLink({
  option,
  value,
  pathname,
}: {
  option: string;
  value: OptionValue;
  pathname: string;
}) {
  const {CATALOG_COPY} = useCopy('catalog');
  const localize = useLocalize();
  const label = (
    <>
      {value.swatch?.color ? <Swatch color={value.swatch.color} /> : null}
      <span>{value.name}</span>
      {value.exists && !value.available ? (
        <span className="chip-note">{CATALOG_COPY.soldOut}</span>
      ) : null}
    </>
  );
  if (!value.exists) {
    return (
      <span aria-disabled="true" className="chip">
        {label}
        <span className="sr-only">{CATALOG_COPY.unavailableCombination}</span>
      </span>
    );
  }
  const search = `?${value.variantUriQuery}`;
  return (
    <a
      href={
        (value.isDifferentProduct
          ? localize(ROUTES.product(value.handle))
          : pathname) + search
      }
      {...attr(VARIANT_PICKER_DOM.option, `${option}=${value.name}`)}
      aria-current={value.selected ? 'true' : undefined}
      className="chip"
    >
      {label}
    </a>
  );
}

/** The option's colour as an SVG fill (an attribute, so our no-inline-style CSP allows it). */
function Swatch({color}: {color: string}) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden>
      <circle
        cx="8"
        cy="8"
        r="7"
        fill={color}
        stroke="currentColor"
        strokeOpacity="0.3"
      />
    </svg>
  );
}
