import type {Route} from './+types/api.waitlist';
import {
  retryAfterOf,
  statusOf,
  submitWaitlistForm,
  waitlistResponseOf,
} from '~/features/waitlist/waitlist-form.server';
import type {WaitlistResponse} from '~/features/waitlist/waitlist-response';
import {routePolicy} from '~/features/http/route-policy';

export const handle = routePolicy({audience: 'personal', writes: 'same-site'});

/**
 * POST /api/waitlist: what the enhanced waitlist forms (app/features/waitlist/waitlist-form.element.ts)
 * fetch. The same forms post to the page actions when scripts are off.
 */
export async function action({request, context}: Route.ActionArgs) {
  if (request.method !== 'POST')
    return Response.json({message: 'Method Not Allowed'}, {status: 405});
  const submission = await submitWaitlistForm(request, context);
  const body: WaitlistResponse = waitlistResponseOf(submission);
  return Response.json(body, {
    status: statusOf(submission),
    headers: {'Cache-Control': 'no-store', ...retryAfterOf(submission)},
  });
}
