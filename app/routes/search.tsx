import {useCopy} from '~/features/markets/use-copy';
import {getPaginationVariables} from '@shopify/hydrogen';
import {data} from 'react-router';
import type {Route} from './+types/search';
import {AnalyticsViewMarker} from '~/features/analytics/ShopifyAnalytics';
import {searchPageView} from '~/features/analytics/analytics-views';
import {PageHeading} from '~/components/PageHeading';
import {ProductListing} from '~/features/catalog/ProductListing';
import {restartListOnBadCursor} from '~/features/catalog/catalog.server';
import {SEARCH_MESSAGES} from '~/features/search/copy';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {ROUTES, SHOP_MENU} from '~/lib/navigation';
import {EMPTY_PAGE} from '~/features/catalog/pagination';
import {PAGE_SIZE} from '~/features/catalog/product-listing';
import {MAX_SEARCH_LENGTH} from '~/features/search/search-limits';
import {SEARCH_QUERY_FIELD} from '~/features/search/search-contract';
import {
  searchPages,
  searchProducts,
  searchTermOf,
} from '~/features/search/search.server';
import {routePolicy} from '~/features/http/route-policy';
import {useLocalize} from '~/features/markets/use-market';

export const handle = routePolicy({
  audience: 'public',
  query: [SEARCH_QUERY_FIELD, 'cursor', 'direction'],
});

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta({
    title: args.data?.term
      ? SEARCH_MESSAGES.resultsFor(args.data.term)
      : SEARCH_MESSAGES.title,
    description: SEARCH_MESSAGES.prompt,
    canonical: canonicalUrl(args, [SEARCH_QUERY_FIELD]),
  }),
  // Result pages are endless variations of the shop: kept out of search engines.
  {name: 'robots', content: 'noindex, follow'},
];

/**
 * `/search?q=`: products (the shop's cards, paginated) and matching pages, from the
 * Storefront API's `search`. The same for every visitor, so it is cached like any public
 * page; a query over 100 characters is a 400 with the form to try again.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const {term, tooLong, noWords} = searchTermOf(
    url.searchParams.get(SEARCH_QUERY_FIELD),
  );
  if (tooLong)
    return data(
      {
        term: null,
        error: SEARCH_MESSAGES.tooLong,
        typed: null,
        totalCount: 0,
        products: EMPTY_PAGE,
        pages: [],
      },
      {status: 400, headers: PRIVATE_PAGE_CACHE},
    );
  if (!term)
    return {
      term,
      // Nothing to search in it: said, and the box keeps what was typed.
      error: noWords ? SEARCH_MESSAGES.noWords(noWords) : null,
      typed: noWords,
      totalCount: 0,
      products: EMPTY_PAGE,
      pages: [],
    };
  const [found, pages] = await Promise.all([
    restartListOnBadCursor(
      request,
      searchProducts(
        context.storefront,
        term,
        getPaginationVariables(request, {pageBy: PAGE_SIZE}),
      ),
    ),
    searchPages(context.storefront, term),
  ]);
  return {
    term,
    error: null,
    typed: null,
    totalCount: found.totalCount + pages.length,
    products: found.page,
    pages,
  };
}

export default function SearchPage({loaderData}: Route.ComponentProps) {
  const {SEARCH_MESSAGES} = useCopy('search');
  const localize = useLocalize();
  const {term, error, typed, totalCount, products, pages} = loaderData;
  const noResults = term !== null && totalCount === 0;
  const analyticsView = searchPageView(term);
  return (
    <>
      {analyticsView ? <AnalyticsViewMarker view={analyticsView} /> : null}
      <PageHeading
        eyebrow={SEARCH_MESSAGES.title}
        title={term ? SEARCH_MESSAGES.resultsFor(term) : SEARCH_MESSAGES.prompt}
      >
        <form
          method="get"
          action={localize(ROUTES.search)}
          role="search"
          aria-label={SEARCH_MESSAGES.pageLandmark}
          className="mx-auto mt-2 flex max-w-xl gap-2"
        >
          <label htmlFor="search-page-q" className="sr-only">
            {SEARCH_MESSAGES.label}
          </label>
          <input
            id="search-page-q"
            type="search"
            name={SEARCH_QUERY_FIELD}
            defaultValue={term ?? typed ?? ''}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={SEARCH_MESSAGES.placeholder}
            aria-describedby={error ? 'search-page-error' : undefined}
            aria-invalid={error ? true : undefined}
            className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-5 py-3 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
          />
          <button type="submit" className="button-primary">
            {SEARCH_MESSAGES.button}
          </button>
        </form>
        {error ? (
          <p id="search-page-error" role="alert" className="mt-3 text-red-700">
            {error}
          </p>
        ) : null}
        {term && !noResults ? (
          <p role="status" className="mt-3 text-base">
            {SEARCH_MESSAGES.count(totalCount)}
          </p>
        ) : null}
      </PageHeading>
      {noResults ? (
        <NoResults term={term} />
      ) : term ? (
        <>
          {products.nodes.length ? (
            <ProductListing
              products={products}
              controls={null}
              emptyMessage={SEARCH_MESSAGES.noResults(term)}
            />
          ) : null}
          {pages.length ? (
            <section
              aria-labelledby="search-pages"
              className="mx-auto max-w-7xl px-4 pb-20 sm:px-6"
            >
              <h2 id="search-pages" className="mb-4 text-xl font-semibold">
                {SEARCH_MESSAGES.pagesTitle}
              </h2>
              <ul className="space-y-2">
                {pages.map((page) => (
                  <li key={page.url + page.title}>
                    <a
                      href={localize(page.url)}
                      className="underline underline-offset-4"
                    >
                      {page.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** No results: say so and offer the shop's categories and featured lists instead. */
function NoResults({term}: {term: string}) {
  const {SEARCH_MESSAGES} = useCopy('search');
  const localize = useLocalize();
  const suggestions = SHOP_MENU.slice(0, 2).flatMap((group) => group.links);
  return (
    <section
      role="status"
      className="mx-auto max-w-3xl px-4 pb-20 text-center sm:px-6"
    >
      <p className="text-lg font-semibold">{SEARCH_MESSAGES.noResults(term)}</p>
      <h2 className="mt-6 text-base font-medium">
        {SEARCH_MESSAGES.suggestionsTitle}
      </h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map((link) => (
          <li key={link.label}>
            <a href={localize(link.to)} className="button-secondary">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
