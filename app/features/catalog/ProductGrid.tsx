import {useCopy} from '~/features/markets/use-copy';
import {ROUTES} from '~/lib/navigation';
import type {ProductCardData} from '~/features/catalog/product-card';

import {ProductBadge} from './ProductBadge';
import {ProductImage} from './ProductImage';
import {ProductPrice} from './ProductPrice';
import {useLocalize} from '~/features/markets/use-market';

/** Two columns on a phone, four from a laptop: the card images' `sizes`. */
const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw';
/**
 * A card is never wider than about 21rem (a third of a 1024 px tablet) and 180 px on a
 * phone: 320 covers a phone at 1-1.75x, 640 a phone at 3x or a laptop at 2x, 960 the
 * rest. Each width is one more URL in every card's srcset (and the preload link).
 */
const CARD_IMAGE_WIDTHS = [320, 640, 960] as const;

/**
 * Products as a grid of cards. `eagerImages` cards load their image at once: the first
 * row of a page's main list, which is in view on arrival.
 */
export function ProductGrid({
  products,
  eagerImages = 0,
  hrefOf,
}: {
  products: ProductCardData[];
  eagerImages?: number;
  /** Where a card leads instead of its product page (e.g. through a /discount/ link). */
  hrefOf?: (product: ProductCardData) => string;
}) {
  return (
    <ul className="card-grid">
      {products.map((product, index) => (
        <li key={product.handle}>
          <ProductCard
            product={product}
            eagerImage={index < eagerImages}
            // One preload and one high-priority fetch: the first card, the page's LCP.
            mainImage={index === 0 && eagerImages > 0}
            href={hrefOf?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductCard({
  product,
  eagerImage = false,
  mainImage = false,
  href,
}: {
  product: ProductCardData;
  eagerImage?: boolean;
  mainImage?: boolean;
  href?: string;
}) {
  const {CATALOG_COPY} = useCopy('catalog');
  const localize = useLocalize();
  const {image, price} = product;
  // "Sale" when every option is reduced; "Sale on some options" when only some are (the
  // card's price may be a plain one, or, in the sale listing, the reduced option's).
  const saleBadge = product.saleOnSomeOptions
    ? CATALOG_COPY.saleOnSomeOptions
    : price?.compareAtPrice
      ? CATALOG_COPY.sale
      : null;
  return (
    // A plain link: no page hydrates (record 0182), and <Link> costs server time per card.
    <a
      href={localize(href ?? ROUTES.product(product.handle))}
      className="group product-card"
    >
      <div>
        <ProductImage
          image={image}
          sizes={CARD_IMAGE_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          eager={eagerImage}
          priority={mainImage}
        />
      </div>
      {/* Under the image, not over it: a badge never covers the brand label in its corner. */}
      {saleBadge || !product.availableForSale ? (
        <p className="badges">
          {saleBadge ? (
            <ProductBadge tone="sale">{saleBadge}</ProductBadge>
          ) : null}
          {product.availableForSale ? null : (
            <ProductBadge tone="sold-out">{CATALOG_COPY.soldOut}</ProductBadge>
          )}
        </p>
      ) : null}
      <h3 className="card-title">{product.title}</h3>
      <p>{product.productType}</p>
      {price ? <ProductPrice {...price} /> : null}
    </a>
  );
}
