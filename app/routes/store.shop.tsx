import {useCopy} from '~/features/markets/use-copy';
import {AnalyticsViewMarker} from '~/features/analytics/ShopifyAnalytics';
import {collectionPageView} from '~/features/analytics/analytics-views';
import {getPaginationVariables} from '@shopify/hydrogen';

import type {Route} from './+types/store.shop';
import {PageHeading} from '~/components/PageHeading';
import {
  ChoiceLinks,
  ProductListing,
  SortLinks,
} from '~/features/catalog/ProductListing';
import {FacetForm} from '~/features/catalog/FacetForm';
import {
  fetchFacetedProductPage,
  restartListOnBadCursor,
} from '~/features/catalog/catalog.server';
import {FACET_PREFIX, facetFilters} from '~/features/catalog/shop-facets';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {
  PAGE_SIZE,
  parseShopFilter,
  parseSort,
  SHOP_FILTERS,
  sortForFilter,
  type ShopFilter,
} from '~/features/catalog/product-listing';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({
  audience: 'public',
  query: ['filter', 'sort', 'cursor', 'direction', FACET_PREFIX],
});

export const meta: Route.MetaFunction = (args) => {
  const {data} = args;
  const filter = SHOP_FILTERS[data?.filter ?? 'all'];
  const filtered = data?.filter && data.filter !== 'all';
  return pageMeta({
    title: filtered ? `${filter.label} | Shop` : 'Shop',
    description: filter.meaning,
    // New, best sellers and sale are pages of their own (they are in the sitemap); sorting,
    // facets and cursors are views of one of them (decision 0142).
    canonical: canonicalUrl(args, filtered ? ['filter'] : []),
  });
};

export async function loader({request, context}: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseShopFilter(params.get('filter'));
  const sort = sortForFilter(filter, parseSort(params.get('sort')));
  const list = {
    storefront: context.storefront,
    sort,
    pagination: getPaginationVariables(request, {pageBy: PAGE_SIZE}),
  };
  const filters = [
    ...(filter === 'new' ? [{tag: 'new'}] : []),
    ...facetFilters(params),
  ];
  const {
    products,
    filters: facets,
    collection,
  } = await restartListOnBadCursor(
    request,
    fetchFacetedProductPage({...list, filters, onSaleOnly: filter === 'sale'}),
  );
  return {filter, sort, products, facets, collection};
}

const FILTER_CHOICES = Object.entries(SHOP_FILTERS).map(([value, filter]) => ({
  value: value as ShopFilter,
  label: filter.label,
}));

export default function ShopPage({loaderData}: Route.ComponentProps) {
  const {SHOP_COPY} = useCopy('catalog');
  const {filter, sort, products, facets, collection} = loaderData;
  return (
    <>
      <AnalyticsViewMarker view={collectionPageView(collection)} />
      <PageHeading
        eyebrow={SHOP_COPY.eyebrow}
        title={SHOP_FILTERS[filter].label}
      >
        <p>{SHOP_FILTERS[filter].meaning}</p>
      </PageHeading>
      <ProductListing
        products={products}
        controls={
          <>
            <ChoiceLinks
              label={SHOP_COPY.filterLabel}
              param="filter"
              choices={FILTER_CHOICES}
              current={filter}
              defaultValue="all"
            />
            <FacetForm facets={facets} />
            {filter === 'bestsellers' ? (
              <p className="note">{SHOP_COPY.bestSellersOrder}</p>
            ) : (
              <SortLinks current={sort} />
            )}
          </>
        }
        emptyMessage={SHOP_COPY.empty}
      />
    </>
  );
}
