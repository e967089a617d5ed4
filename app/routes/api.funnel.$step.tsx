import type {Route} from './+types/api.funnel.$step';
import {routePolicy} from '~/features/http/route-policy';
import {isCountedFunnelStep} from '~/features/waitlist/funnel';
import {
  countFunnelStep,
  funnelSourceOf,
  isOwnPageRequest,
  PIXEL_GIF,
} from '~/features/waitlist/funnel.server';

/** Personal and never cached: each load of the image is one count (decision 0241). */
export const handle = routePolicy({audience: 'personal'});

export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isCountedFunnelStep(params.step))
    return new Response('Not a funnel step.', {
      status: 404,
      headers: {'Content-Type': 'text/plain'},
    });
  if (isOwnPageRequest(request))
    await countFunnelStep(
      context.supabase(),
      context.log,
      params.step,
      funnelSourceOf(request),
    );
  return new Response(PIXEL_GIF, {
    status: 200,
    headers: {'Content-Type': 'image/gif'},
  });
}
