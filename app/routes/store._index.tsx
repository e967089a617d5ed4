import {useCopy} from '~/features/markets/use-copy';
import type {ReactNode} from 'react';

import type {Route} from './+types/store._index';
import {PageHeading} from '~/components/PageHeading';
import {ProductGrid} from '~/features/catalog/ProductGrid';
import {
  fetchCategorySearchQuery,
  fetchProductPage,
  type ProductList,
} from '~/features/catalog/catalog.server';
import {CATEGORIES} from '~/features/catalog/categories';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import type {ProductCardData} from '~/features/catalog/product-card';
import {EMPTY_PAGE} from '~/features/catalog/pagination';
import {routePolicy} from '~/features/http/route-policy';
import {useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({audience: 'public', query: []});

/** Products per section: one row on a laptop. */
const SECTION_SIZE = 4;

export const meta: Route.MetaFunction = (args) =>
  pageMeta({
    title: 'Store',
    description:
      'Ceramic kamado grills, fuel, accessories and parts from Emberforge.',
    canonical: canonicalUrl(args),
  });

export async function loader({context}: Route.LoaderArgs) {
  const {storefront} = context;
  const firstProducts = {first: SECTION_SIZE, endCursor: null};
  const list = (sort: ProductList['sort'], query: string | null) =>
    fetchProductPage({storefront, sort, pagination: firstProducts, query});
  const grills = fetchCategorySearchQuery(storefront, 'grills').then((query) =>
    query ? list('best-selling', query) : EMPTY_PAGE,
  );
  const [featuredGrills, newArrivals, bestSellers] = await Promise.all([
    grills,
    list('newest', 'tag:new'),
    list('best-selling', null),
  ]);
  return {
    featuredGrills: featuredGrills.nodes,
    newArrivals: newArrivals.nodes,
    bestSellers: bestSellers.nodes,
  };
}

export default function StorePage({loaderData}: Route.ComponentProps) {
  const {STORE_FRONT_COPY} = useCopy('catalog');
  const localize = useLocalize();
  const {featuredGrills, newArrivals, bestSellers} = loaderData;
  return (
    <div className="pb-20">
      <PageHeading
        eyebrow={STORE_FRONT_COPY.eyebrow}
        title={STORE_FRONT_COPY.title}
      >
        <p>{STORE_FRONT_COPY.lead}</p>
      </PageHeading>
      <ProductSection
        id="featured-grills"
        title={STORE_FRONT_COPY.featuredGrills}
        products={featuredGrills}
        eagerImages={2}
      >
        <a href={localize(ROUTES.category('grills'))} className="footer-link">
          {STORE_FRONT_COPY.allGrills}
        </a>
      </ProductSection>
      <CategoryLinks />
      <ProductSection
        id="new-arrivals"
        title={STORE_FRONT_COPY.newArrivals}
        products={newArrivals}
      >
        <a href={localize(ROUTES.shopFiltered('new'))} className="footer-link">
          {STORE_FRONT_COPY.allNewArrivals}
        </a>
      </ProductSection>
      <ProductSection
        id="best-sellers"
        title={STORE_FRONT_COPY.bestSellers}
        products={bestSellers}
      >
        <a
          href={localize(ROUTES.shopFiltered('bestsellers'))}
          className="footer-link"
        >
          {STORE_FRONT_COPY.allBestSellers}
        </a>
      </ProductSection>
    </div>
  );
}

function ProductSection({
  id,
  title,
  products,
  eagerImages = 0,
  children,
}: {
  id: string;
  title: string;
  products: ProductCardData[];
  eagerImages?: number;
  /** The link to the whole list. */
  children: ReactNode;
}) {
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    >
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="text-sm font-medium">{children}</p>
      </div>
      <ProductGrid products={products} eagerImages={eagerImages} />
    </section>
  );
}

function CategoryLinks() {
  const {STORE_FRONT_COPY} = useCopy('catalog');
  const {CATEGORY_COPY} = useCopy('categories');
  const localize = useLocalize();
  return (
    <section
      aria-labelledby="categories-title"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    >
      <h2 id="categories-title" className="text-2xl font-bold tracking-tight">
        {STORE_FRONT_COPY.categories}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <a
              href={localize(ROUTES.category(category))}
              className="group block h-full rounded-3xl border border-stone-200 p-6 hover:border-orange-600 dark:border-stone-800"
            >
              <h3 className="font-semibold group-hover:text-orange-700 dark:group-hover:text-orange-400">
                {CATEGORY_COPY[category].title} →
              </h3>
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
                {CATEGORY_COPY[category].description}
              </p>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
