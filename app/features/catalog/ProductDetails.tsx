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
    <variant-picker className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 pt-10 sm:px-6 md:grid-cols-2 lg:gap-16">
      <ProductGallery
        images={product.images.nodes}
        featured={selectedVariant?.image}
      />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-orange-700 dark:text-orange-400">
          {eyebrow}
        </p>
        <h1 className="mt-2 text-balance text-3xl font-bold tracking-tight sm:text-4xl">
          {product.title}
        </h1>
        {selectedVariant ? (
          <>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <ProductPrice
                price={selectedVariant.price}
                compareAtPrice={compareAtPriceOf(selectedVariant)}
                className="text-2xl"
              />
              {isOnSale(selectedVariant) ? (
                <ProductBadge tone="sale">{CATALOG_COPY.sale}</ProductBadge>
              ) : null}
            </div>
            {notSoldHere ? (
              <p
                role="status"
                className="mt-3 text-sm font-medium text-red-700 dark:text-red-400"
                data-not-sold-here=""
              >
                {CATALOG_COPY.notSoldHere}
              </p>
            ) : (
              <Availability available={selectedVariant.availableForSale} />
            )}
            <div className="mt-8 space-y-6">
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
              <div className="mt-8">
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
        <section
          aria-labelledby="description-title"
          className="mt-12 border-t border-stone-200 pt-8 dark:border-stone-800"
        >
          <h2
            id="description-title"
            className="text-xl font-semibold tracking-tight"
          >
            {CATALOG_COPY.description}
          </h2>
          {/* Merchant-authored HTML from the store's catalog. */}
          <div
            className="mt-4 space-y-4 leading-relaxed text-stone-700 dark:text-stone-300 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
            dangerouslySetInnerHTML={{__html: product.descriptionHtml}}
          />
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
        <ul className="mt-3 grid grid-cols-4 gap-3">
          {others.map((image) => (
            <li key={image.id}>
              <ProductImage
                image={image}
                sizes="(min-width: 1280px) 9rem, (min-width: 768px) 12vw, 25vw"
                widths={THUMBNAIL_WIDTHS}
                className="rounded-xl"
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
    <p className="mt-3 flex items-center gap-2 text-sm font-medium">
      <span
        aria-hidden
        className={`size-2.5 rounded-full ${available ? 'bg-green-600' : 'bg-stone-400'}`}
      />
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
      <p id={labelId} className="text-sm font-medium">
        {option.name}
        {chosen ? (
          <span className="font-normal text-stone-600 dark:text-stone-400">
            : {chosen.name}
          </span>
        ) : null}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
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

const OPTION_VALUE_CLASSES = 'chip gap-2';

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
        <span className="text-xs text-stone-600 dark:text-stone-400">
          {CATALOG_COPY.soldOut}
        </span>
      ) : null}
    </>
  );
  if (!value.exists) {
    return (
      <span
        aria-disabled="true"
        className={`${OPTION_VALUE_CLASSES} border-dashed border-stone-300 text-stone-500 line-through dark:border-stone-700 dark:text-stone-400`}
      >
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
      className={`${OPTION_VALUE_CLASSES} ${
        value.selected
          ? 'border-stone-900 font-semibold ring-2 ring-stone-900 dark:border-white dark:ring-white'
          : 'border-stone-300 hover:border-stone-500 dark:border-stone-700 dark:hover:border-stone-400'
      }`}
    >
      {label}
    </a>
  );
}

/** The option's colour as an SVG fill (an attribute, so our no-inline-style CSP allows it). */
function Swatch({color}: {color: string}) {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden focusable={false}>
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
