import {useCopy} from '~/features/markets/use-copy';
import type {ReactNode} from 'react';
import {useLocation} from 'react-router';
import {ROUTES} from '~/lib/navigation';
import type {ProductCardData} from '~/features/catalog/product-card';
import {
  paginationHrefs,
  withoutCursor,
  type Page,
} from '~/features/catalog/pagination';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  type SortOption,
} from '~/features/catalog/product-listing';

import {ProductGrid} from './ProductGrid';
import {useLocalize} from '~/features/markets/use-market';

/** On a phone the first row (two cards) is in view on arrival: those images load at once. */
const EAGER_IMAGES = 2;

/**
 * A page's product list: its controls, the grid (or the empty state) and the previous/next
 * page links. Every control is a link, so the list works without JavaScript.
 */
export function ProductListing({
  products,
  controls,
  emptyMessage,
}: {
  products: Page<ProductCardData>;
  controls: ReactNode;
  /** What to say when the list has no products. */
  emptyMessage: string;
}) {
  const {CATALOG_COPY} = useCopy('catalog');
  const localize = useLocalize();
  return (
    <section aria-labelledby="products-title" className="product-list">
      <h2 id="products-title" className="sr-only">
        {CATALOG_COPY.productsTitle}
      </h2>
      <div>{controls}</div>
      {products.nodes.length > 0 ? (
        <ProductGrid products={products.nodes} eagerImages={EAGER_IMAGES} />
      ) : (
        <div role="status" className="product-list-empty">
          <p>{emptyMessage}</p>
          <p>
            <a href={localize(ROUTES.shop)}>{CATALOG_COPY.seeAllProducts}</a>
          </p>
        </div>
      )}
      <PaginationLinks pageInfo={products.pageInfo} />
    </section>
  );
}

/**
 * Links choosing one value of a URL parameter (the filter, the order); the current one is
 * marked. Choosing starts again at the first page.
 */
export function ChoiceLinks<Value extends string>({
  label,
  param,
  choices,
  current,
  defaultValue,
}: {
  label: string;
  param: string;
  choices: Array<{value: Value; label: string}>;
  current: Value;
  defaultValue: Value;
}) {
  const {pathname, search} = useLocation();
  const hrefOf = (value: Value) => {
    const params = withoutCursor(new URLSearchParams(search));
    if (value === defaultValue) params.delete(param);
    else params.set(param, value);
    return params.size ? `${pathname}?${params}` : pathname;
  };
  return (
    <nav aria-label={label} className="choice-links">
      <span aria-hidden>{`${label}:`}</span>
      {choices.map((choice) => {
        const active = choice.value === current;
        return (
          <a
            key={choice.value}
            href={hrefOf(choice.value)}
            aria-current={active ? 'true' : undefined}
            className={`chip ${active ? 'chip-current' : 'chip-other'}`}
          >
            {choice.label}
          </a>
        );
      })}
    </nav>
  );
}

const SORT_CHOICES = Object.entries(SORT_OPTIONS).map(([value, option]) => ({
  value: value as SortOption,
  label: option.label,
}));

export function SortLinks({current}: {current: SortOption}) {
  const {CATALOG_COPY} = useCopy('catalog');
  return (
    <ChoiceLinks
      label={CATALOG_COPY.sortBy}
      param="sort"
      choices={SORT_CHOICES}
      current={current}
      defaultValue={DEFAULT_SORT}
    />
  );
}

export function PaginationLinks({
  pageInfo,
}: {
  pageInfo: Page<unknown>['pageInfo'];
}) {
  const {CATALOG_COPY} = useCopy('catalog');
  const {pathname, search} = useLocation();
  const {previous, next} = paginationHrefs(search, pageInfo);
  if (!previous && !next) return null;
  return (
    <nav aria-label={CATALOG_COPY.pagination} className="pagination">
      {previous ? (
        <a href={pathname + previous} rel="prev" className="button-secondary">
          {CATALOG_COPY.previousPage}
        </a>
      ) : null}
      {next ? (
        <a href={pathname + next} rel="next" className="button-secondary">
          {CATALOG_COPY.nextPage}
        </a>
      ) : null}
    </nav>
  );
}
