/**
 * `deliver-outbox`: one delivery run over the outbox (see outbox-deliverer.ts). Called by
 * the schedule with the service-role key; any other caller gets 403.
 */
import type {FunctionHandler} from './handler.ts';
import {callerRole, jsonResponse} from './http.ts';
import {deliverOutbox, OUTBOX_SETTINGS} from './outbox-deliverer.ts';

export const handleDeliverOutboxRequest: FunctionHandler = async (
  request,
  env,
  deps,
) => {
  if (request.method !== 'POST')
    return jsonResponse(405, {error: 'method_not_allowed'}, {Allow: 'POST'});
  if (callerRole(request) !== 'service_role')
    return jsonResponse(403, {error: 'forbidden'});
  const requestId =
    request.headers.get('sb-request-id') ??
    request.headers.get('x-request-id') ??
    crypto.randomUUID();
  const leaseSeconds = Number(env.OUTBOX_LEASE_SECONDS);
  const report = await deliverOutbox(env, deps, {
    requestId,
    settings: {
      leaseSeconds:
        Number.isInteger(leaseSeconds) && leaseSeconds > 0
          ? leaseSeconds
          : OUTBOX_SETTINGS.leaseSeconds,
    },
  });
  return jsonResponse(200, report);
};
