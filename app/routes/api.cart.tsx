import {data} from 'react-router';
import type {Route} from './+types/api.cart';
import {PRIVATE_PAGE_CACHE} from '~/lib/http-cache';

/**
 * GET /api/cart: the shopper's cart as data, for the header badge and the drawer.
 * A resource route, so pages that only need the data do not load the cart page's code.
 */
export async function loader({context}: Route.LoaderArgs) {
  return data({cart: await context.cart.get()}, {headers: PRIVATE_PAGE_CACHE});
}
