import {data} from 'react-router';
import type {Route} from './+types/api.cart';
import {PRIVATE_PAGE_CACHE} from '~/features/http/http-cache';
import {performCartAction} from '~/features/cart/cart-route.server';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/**
 * GET /api/cart: the shopper's cart as data, for the header's count.
 * A resource route, so pages that only need the data do not render the cart page.
 */
export async function loader({context}: Route.LoaderArgs) {
  return data({cart: await context.cart.get()}, {headers: PRIVATE_PAGE_CACHE});
}

/**
 * POST /api/cart: a cart form sent by <cart-form> (app/features/cart/cart-form.element.ts), the same
 * fields the form posts to /cart without JavaScript; the answer is the outcome as data
 * (errors for the form, the checkout URL, the new count) instead of a redirect.
 */
export async function action({request, context}: Route.ActionArgs) {
  const {outcome} = await performCartAction(request, context);
  return data(outcome.result, {
    status: outcome.status,
    headers: outcome.headers,
  });
}
