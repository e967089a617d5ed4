import {useCopy} from '~/features/markets/use-copy';
import {data} from 'react-router';
import type {Route} from './+types/browse-discount';
import {PageHeading} from '~/components/PageHeading';
import {ProductGrid} from '~/features/catalog/ProductGrid';
import {readBrowseList} from '~/features/offers/browse-offer.server';
import {recoverySecret} from '~/features/offers/cart-recovery.server';
import type {BrowseSignature} from '~/features/offers/signed-offer-codes.server';
import {PRODUCT_CARD_FRAGMENT} from '~/features/catalog/fragments';
import {
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
} from '~/features/http/http-cache';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {BROWSE_OFFER, BROWSE_PAGE, offerTerms} from '~/features/offers/copy';
import {fetchCodeEnd} from '~/features/offers/code-end.server';
import {
  toProductCard,
  type ProductCardData,
} from '~/features/catalog/product-card';
import {routePolicy} from '~/features/http/route-policy';
import {useLocalize, useMarket} from '~/features/markets/use-market';

export const handle = routePolicy({
  audience: 'public',
  query: ['products', 'sig'],
});

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta({
    title: BROWSE_PAGE.title,
    description: BROWSE_PAGE.description,
    canonical: canonicalUrl(args),
  }),
  // A page made for one visitor's email: never in search results (robots.txt agrees).
  {name: 'robots', content: 'noindex, nofollow'},
];

/**
 * `?products=a,b&sig=…` (signed, see app/features/offers/browse-offer.server.ts): those products, each
 * card leading through `/discount/BROWSE5` with the same signed list, so opening one
 * applies the code (the code applies through no other link: issue 24). Without a list the
 * page names no code: it shows what this browser looked at and leads to the shop; a list
 * we did not sign answers 400. The signed page is personal: never stored.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const products = params.get('products');
  if (!products)
    return data(
      {state: 'empty' as const, products: [] as ProductCardData[]},
      // The same for everyone without a list: cacheable.
      {headers: PUBLIC_PAGE_CACHE},
    );
  const secret = recoverySecret(context.env);
  const handles = secret
    ? await readBrowseList(products, params.get('sig'), secret)
    : null;
  if (!handles)
    return data(
      {
        state: 'invalid' as const,
        products: [] as ProductCardData[],
      },
      {status: 400, headers: PRIVATE_PAGE_CACHE},
    );
  // Only a signed list names the code, so only it asks when the code ends (its discount).
  const [codeEndsAt, ...found] = await Promise.all([
    fetchCodeEnd(context, BROWSE_OFFER.code),
    ...handles.map((handle) =>
      context.storefront
        .query(BROWSED_PRODUCT_QUERY, {
          variables: {handle},
          cache: context.storefront.CacheShort(),
        })
        .then((result) => result.product),
    ),
  ]);
  return data(
    {
      state: 'list' as const,
      // A product deleted since the email was sent is left out.
      products: found
        .filter((product) => product != null)
        .map((product) => toProductCard(product)),
      signature: {products, sig: params.get('sig')!},
      codeEndsAt,
      now: Date.now(),
    },
    {headers: PRIVATE_PAGE_CACHE},
  );
}

/** A link that applies the browse code on the way to `path`: it carries the signed list. */
const throughDiscount = (path: string, signature: BrowseSignature) =>
  `${ROUTES.discount(BROWSE_OFFER.code)}?${new URLSearchParams({redirect: path, ...signature})}`;

export default function BrowseDiscountPage({loaderData}: Route.ComponentProps) {
  const termsIn = {
    terms: useCopy('offers').OFFER_TERMS,
    locale: useMarket().locale,
  };
  const {BROWSE_PAGE} = useCopy('offers');
  const localize = useLocalize();
  const {state, products} = loaderData;
  const list = loaderData.state === 'list' ? loaderData : null;
  const signature = list?.signature ?? null;
  return (
    <section className="px-4 pb-20 sm:px-6">
      <PageHeading eyebrow={BROWSE_PAGE.eyebrow} title={BROWSE_PAGE.title}>
        <p>
          {state === 'list' && products.length
            ? BROWSE_PAGE.intro
            : state === 'invalid'
              ? BROWSE_PAGE.invalidText
              : BROWSE_PAGE.emptyText}
        </p>
      </PageHeading>
      <div className="mx-auto max-w-6xl space-y-10">
        {products.length ? (
          <ProductGrid
            products={products}
            eagerImages={4}
            hrefOf={(product) =>
              signature
                ? throughDiscount(ROUTES.product(product.handle), signature)
                : ROUTES.product(product.handle)
            }
          />
        ) : null}
        {state === 'empty' ? (
          // Filled in the browser from what it kept (app/features/catalog/recently-viewed.element.ts).
          <recently-viewed hidden>
            <section aria-labelledby="recently-viewed-title">
              <h2 id="recently-viewed-title" className="text-xl font-semibold">
                {BROWSE_PAGE.recentTitle}
              </h2>
              <p className="mt-1 text-stone-700 dark:text-stone-300">
                {BROWSE_PAGE.recentIntro}
              </p>
              <ul className="recently-viewed mt-4 grid gap-3 sm:grid-cols-2" />
            </section>
          </recently-viewed>
        ) : null}
        {list && signature ? (
          <div className="mx-auto max-w-xl rounded-3xl border border-stone-200 p-6 text-center dark:border-stone-700">
            <h2 className="font-semibold">
              {BROWSE_PAGE.termsTitle}:{' '}
              <span className="font-mono tracking-widest">
                {BROWSE_OFFER.code}
              </span>
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-stone-700 dark:text-stone-300">
              {offerTerms(BROWSE_OFFER, list.codeEndsAt, list.now, termsIn).map(
                (term) => (
                  <li key={term}>{term}</li>
                ),
              )}
            </ul>
            <form
              method="get"
              action={localize(ROUTES.discount(BROWSE_OFFER.code))}
              className="mt-5"
            >
              <input
                type="hidden"
                name="redirect"
                value={localize(ROUTES.shop)}
              />
              <input type="hidden" name="products" value={signature.products} />
              <input type="hidden" name="sig" value={signature.sig} />
              <button type="submit" className="button-primary">
                {BROWSE_PAGE.apply}
              </button>
            </form>
          </div>
        ) : (
          <p className="text-center">
            <a href={localize(ROUTES.shop)} className="button-primary">
              {BROWSE_PAGE.toShop}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

const BROWSED_PRODUCT_QUERY = `#graphql
  query BrowsedProduct(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
