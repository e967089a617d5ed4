import {data, redirect} from 'react-router';
import type {Route} from './+types/pages.$handle';
import {PageHeading} from '~/components/PageHeading';
import {CONTENT_COPY} from '~/features/content/copy';
import {PAGE_QUERY} from '~/features/content/content-queries';
import {pagePath} from '~/features/content/storefront-paths';
import {routePolicy} from '~/features/http/route-policy';
import {canonicalUrl, pageMeta, shortDescription} from '~/features/seo/meta';
import {ROUTES} from '~/lib/navigation';
import {localizedHref} from '~/features/markets/markets';

export const handle = routePolicy({audience: 'public', query: []});

/**
 * `/pages/:handle`: a page the merchant wrote in Shopify (issue 27). A page that has a page
 * of its own here (the warranty) is sent there, so it has one address.
 */
export async function loader({params, context}: Route.LoaderArgs) {
  const own = pagePath(params.handle);
  if (own !== ROUTES.page(params.handle))
    throw redirect(localizedHref(context.market, own), 301);
  const {page} = await context.storefront.query(PAGE_QUERY, {
    cache: context.storefront.CacheShort(),
    variables: {handle: params.handle},
  });
  if (!page) throw data(CONTENT_COPY.pageNotFound, {status: 404});
  return {page};
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page;
  return pageMeta({
    title: page?.seo?.title || page?.title || CONTENT_COPY.pageNotFound,
    description: shortDescription(
      page?.seo?.description || page?.bodySummary || '',
    ),
    canonical: canonicalUrl(args),
  });
};

export default function ShopifyPage({loaderData}: Route.ComponentProps) {
  const {page} = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeading title={page.title} />
      {/* Merchant-authored HTML from Shopify's editor. */}
      <div
        className="prose-policy"
        dangerouslySetInnerHTML={{__html: page.body}}
      />
    </article>
  );
}
