import type {Route} from './+types/category';
import {ComingSoon} from '~/components/ComingSoon';
import {CATEGORY_COPY, isCategory} from '~/lib/categories';
import {SITE} from '~/lib/site';

// Mounted at /grills, /fuel, /accessories and /parts (see app/routes.ts).
export function loader({request}: Route.LoaderArgs) {
  const category = new URL(request.url).pathname.slice(1);
  if (!isCategory(category)) throw new Response(null, {status: 404});
  return {category, ...CATEGORY_COPY[category]};
}

export const meta: Route.MetaFunction = ({data}) => [
  {title: `${data?.title ?? 'Category'} | ${SITE.shopName}`},
  {name: 'description', content: data?.description ?? ''},
];

export default function CategoryPage({loaderData}: Route.ComponentProps) {
  return <ComingSoon title={loaderData.title} whatWillBeHere={`${loaderData.description} The products arrive with the store.`} />;
}
