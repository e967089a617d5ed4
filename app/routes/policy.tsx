import {data} from 'react-router';
import type {Route} from './+types/policy';
import {PageHeading} from '~/components/PageHeading';
import {isPolicyHandle, POLICY_PAGES} from '~/features/content/policies';
import {canonicalUrl, pageMeta} from '~/features/seo/meta';
import {SITE} from '~/lib/site';
import {routePolicy} from '~/features/http/route-policy';
import {unprefixedPath} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'public', query: []});

// Mounted at /shipping, /returns, /warranty, /privacy and /terms (see app/routes.ts).
// Shop policies come from the store's settings; the warranty is an online-store page.
export async function loader({request, context}: Route.LoaderArgs) {
  // Mounted at /shipping etc., and under a market prefix (/en-ca/shipping): decision 0260.
  const handle = unprefixedPath(new URL(request.url).pathname).slice(1);
  if (!isPolicyHandle(handle)) throw new Response(null, {status: 404});
  const {title, source} = POLICY_PAGES[handle];

  let body: string | undefined;
  if ('pageHandle' in source) {
    const {page} = await context.storefront.query(POLICY_PAGE_QUERY, {
      cache: context.storefront.CacheLong(),
      variables: {handle: source.pageHandle},
    });
    body = page?.body;
  } else {
    const {shop} = await context.storefront.query(SHOP_POLICIES_QUERY, {
      cache: context.storefront.CacheLong(),
    });
    body = shop[source.shopPolicy]?.body;
  }
  if (!body) throw data(`${title} has not been published yet`, {status: 404});
  return {title, body};
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta({
    title: args.data?.title ?? 'Policy',
    description: `The ${(args.data?.title ?? 'policy').toLowerCase()} of ${SITE.shopName}.`,
    canonical: canonicalUrl(args),
  });

export default function PolicyPage({loaderData}: Route.ComponentProps) {
  return (
    <article>
      <PageHeading title={loaderData.title} />
      {/* Merchant-authored HTML from the store's own settings. */}
      <div
        className="prose-policy"
        dangerouslySetInnerHTML={{__html: loaderData.body}}
      />
    </article>
  );
}

const SHOP_POLICIES_QUERY = `#graphql
  fragment PolicyBody on ShopPolicy {
    id
    title
    body
  }
  query ShopPolicies($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy {
        ...PolicyBody
      }
      refundPolicy {
        ...PolicyBody
      }
      shippingPolicy {
        ...PolicyBody
      }
      termsOfService {
        ...PolicyBody
      }
    }
  }
` as const;

const POLICY_PAGE_QUERY = `#graphql
  query PolicyPage($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      title
      body
    }
  }
` as const;
