import type {Route} from './+types/[.well-known].shopify.monorail.unstable.produce_batch';
import {routePolicy} from '~/features/http/route-policy';
import {forwardMonorailBatch} from '~/features/analytics/monorail-forward.server';

/** Posted only by <shopify-analytics> on our own pages (decision 0240). */
export const handle = routePolicy({
  audience: 'personal',
  writes: 'same-origin',
});

export function loader() {
  return new Response('POST a batch of events.', {
    status: 405,
    headers: {Allow: 'POST', 'Content-Type': 'text/plain'},
  });
}

export async function action({request, context}: Route.ActionArgs) {
  try {
    return await forwardMonorailBatch(request, context.env.PUBLIC_STORE_DOMAIN);
  } catch (error) {
    context.log.error('analytics.forward_failed', {error});
    return new Response('The events could not be passed on.', {
      status: 502,
      headers: {
        'Cache-Control': 'private, no-store',
        'Content-Type': 'text/plain',
      },
    });
  }
}
