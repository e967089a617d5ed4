import {useCopy} from '~/features/markets/use-copy';
import {getPaginationVariables} from '@shopify/hydrogen';

import type {Route} from './+types/category';
import {JsonLd} from '~/features/seo/JsonLd';
import {PageHeading} from '~/components/PageHeading';
import {ProductListing, SortLinks} from '~/features/catalog/ProductListing';
import {
  fetchCategorySearchQuery,
  fetchProductPage,
  restartListOnBadCursor,
} from '~/features/catalog/catalog.server';
import {CATEGORY_COPY, isCategory} from '~/features/catalog/categories';
import {breadcrumbJsonLd} from '~/features/seo/json-ld';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {EMPTY_PAGE} from '~/features/catalog/pagination';
import {PAGE_SIZE, parseSort} from '~/features/catalog/product-listing';
import {routePolicy} from '~/features/http/route-policy';
import {localizedHref, unprefixedPath} from '~/features/markets/markets';

export const handle = routePolicy({
  audience: 'public',
  query: ['sort', 'cursor', 'direction'],
});

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? pageMeta({
        title: args.data.title,
        description: args.data.description,
        canonical: canonicalUrl(args),
      })
    : [];

/**
 * Mounted at /grills, /fuel, /accessories and /parts (see app/routes.ts): the products whose
 * product type categoryOf maps to the category of this path.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Mounted at /grills etc., and under a market prefix (/en-ca/grills): decision 0260.
  const category = unprefixedPath(url.pathname).slice(1);
  if (!isCategory(category)) throw new Response(null, {status: 404});
  const sort = parseSort(url.searchParams.get('sort'));
  const query = await fetchCategorySearchQuery(context.storefront, category);
  const pagination = getPaginationVariables(request, {pageBy: PAGE_SIZE});
  // Gift cards have their own page (/gift-cards), but their type maps to a category like any
  // other ("Gift Card" -> accessories), so they are dropped here.
  const products = query
    ? await restartListOnBadCursor(
        request,
        fetchProductPage({
          storefront: context.storefront,
          sort,
          pagination,
          query,
          withoutGiftCards: true,
        }),
      )
    : EMPTY_PAGE;
  const copy = CATEGORY_COPY[category];
  const breadcrumbs = breadcrumbJsonLd(context.storeOrigin, [
    {name: 'Home', path: localizedHref(context.market, ROUTES.home)},
    {
      name: copy.title,
      path: localizedHref(context.market, ROUTES.category(category)),
    },
  ]);
  return {category, sort, products, ...copy, jsonLd: [breadcrumbs]};
}

export default function CategoryPage({loaderData}: Route.ComponentProps) {
  const {CATEGORY_PAGE_COPY} = useCopy('catalog');
  const {title, description, sort, products, jsonLd} = loaderData;
  return (
    <>
      <PageHeading eyebrow={CATEGORY_PAGE_COPY.eyebrow} title={title}>
        <p>{description}</p>
      </PageHeading>
      <ProductListing
        products={products}
        controls={<SortLinks current={sort} />}
        emptyMessage={CATEGORY_PAGE_COPY.empty(title)}
      />
      <JsonLd data={jsonLd} />
    </>
  );
}
